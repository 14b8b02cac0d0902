import type { User } from '@/shared/schemas/auth'
import { PublicHeader } from '@/client/components/layouts/public-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { paths } from '@/client/config/paths'
import { usePageMeta } from '@/client/hooks/use-page-meta'
import { appConfig } from '@/client/lib/app-config'
import { AppLink } from '@/client/lib/navigation'
import { type AuthPageTab, useAuthTab } from '../hooks/use-auth-tab'
import { useNextPath } from '../hooks/use-next-path'
import { useSessionUser } from '../hooks/use-session-user'
import { AuthSidePanel } from './auth-side-panel'
import { InvitationTab } from './invitation-tab'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'

const SUBTITLES: Record<AuthPageTab, string> = {
  login: 'Sign in to your account',
  register: 'Create your account to get started',
  invitation: 'Complete your account setup',
}

const TABS: AuthPageTab[] = ['login', 'register', 'invitation']

function isAuthPageTab(value: string): value is AuthPageTab {
  return (TABS as string[]).includes(value)
}

const switchLinkClass = 'rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline'

/**
 * /auth: Login, Register and (with a token) Invitation (docs/product.md#auth-page). It starts without the router or
 * TanStack Query (auth.html, docs/decisions/100), and renders through the router's /auth route inside the app, which
 * passes `onSignedIn` to put the new session's user in its query cache.
 */
export function AuthPage({ onSignedIn }: { onSignedIn?: (user: User) => void }) {
  usePageMeta(
    'Sign in or create an account',
    'Sign in to your AI workspace, or create an account and deploy AI agents matched to your business.',
  )
  const { tab, setTab, token } = useAuthTab()
  const user = useSessionUser()
  const { next } = useNextPath()

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <div className="grid flex-1 lg:grid-cols-2">
        <AuthSidePanel />
        <main className="flex items-start justify-center px-4 py-10 sm:items-center sm:px-6">
          <div className="w-full max-w-md">
            <h1 className="text-title font-semibold">Welcome to {appConfig.productName}</h1>
            <p className="mt-2 text-muted-foreground">{SUBTITLES[tab]}</p>
            {user ? (
              // A signed-in visitor may still switch accounts, so the page stays usable.
              <p className="mt-4 rounded-lg border bg-muted px-4 py-3 text-sm">
                You are signed in as <span className="font-medium">{user.full_name || user.username}</span>.{' '}
                <AppLink to={next ?? paths.app.getHref()} className={switchLinkClass}>
                  Go to your account
                </AppLink>
              </p>
            ) : null}
            <Tabs value={tab} onValueChange={(value) => (isAuthPageTab(value) ? setTab(value) : undefined)} className="mt-6">
              <TabsList aria-label="Account access">
                <TabsTrigger value="login">Login</TabsTrigger>
                <TabsTrigger value="register">Register</TabsTrigger>
                {token ? <TabsTrigger value="invitation">Invitation</TabsTrigger> : null}
              </TabsList>
              <div className="rounded-xl border bg-card p-6 shadow-sm">
                <TabsContent value="login">
                  <LoginForm onSignedIn={onSignedIn} />
                  <p className="mt-6 text-center text-sm text-muted-foreground">
                    Don&apos;t have an account?{' '}
                    <AppLink to={paths.auth.getHref('register', next ?? undefined)} className={switchLinkClass}>
                      Sign up
                    </AppLink>
                  </p>
                </TabsContent>
                <TabsContent value="register">
                  <RegisterForm onSignedIn={onSignedIn} />
                  <p className="mt-6 text-center text-sm text-muted-foreground">
                    Already have an account?{' '}
                    <AppLink to={paths.auth.getHref('login', next ?? undefined)} className={switchLinkClass}>
                      Sign in
                    </AppLink>
                  </p>
                </TabsContent>
                {token ? (
                  <TabsContent value="invitation">
                    <InvitationTab token={token} onSignedIn={onSignedIn} />
                  </TabsContent>
                ) : null}
              </div>
            </Tabs>
          </div>
        </main>
      </div>
    </div>
  )
}
