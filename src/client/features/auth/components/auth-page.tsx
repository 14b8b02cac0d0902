import { Link } from 'react-router'
import { PublicHeader } from '@/client/components/layouts/public-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs'
import { paths } from '@/client/config/paths'
import { appConfig } from '@/client/lib/app-config'
import { useUser } from '../api/get-user'
import { type AuthPageTab, useAuthTab } from '../hooks/use-auth-tab'
import { useNextPath } from '../hooks/use-next-path'
import { AuthSidePanel } from './auth-side-panel'
import { InvitationForm } from './invitation-form'
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

/** /auth: Login, Register and (with a token) Invitation (docs/product.md#auth-page). */
export function AuthPage() {
  const { tab, setTab, token } = useAuthTab()
  const user = useUser().data
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
                <Link to={next ?? paths.app.getHref()} className={switchLinkClass}>
                  Go to your account
                </Link>
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
                  <LoginForm />
                  <p className="mt-6 text-center text-sm text-muted-foreground">
                    Don&apos;t have an account?{' '}
                    <Link to={paths.auth.getHref('register', next ?? undefined)} className={switchLinkClass}>
                      Sign up
                    </Link>
                  </p>
                </TabsContent>
                <TabsContent value="register">
                  <RegisterForm />
                  <p className="mt-6 text-center text-sm text-muted-foreground">
                    Already have an account?{' '}
                    <Link to={paths.auth.getHref('login', next ?? undefined)} className={switchLinkClass}>
                      Sign in
                    </Link>
                  </p>
                </TabsContent>
                {token ? (
                  <TabsContent value="invitation">
                    <InvitationForm key={token} token={token} />
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
