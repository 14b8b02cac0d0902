import * as React from 'react'
import { Navigate, Outlet, matchRoutes, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router'
import { AppErrorBoundary } from '@/client/components/errors/error-fallback'
import { PageSpinner } from '@/client/components/ui/spinner'
import { paths } from '@/client/config/paths'
import { setPageMeta, type PageMeta } from '@/client/hooks/use-page-meta'
import { NavigationProvider, type Navigation } from '@/client/lib/navigation'
import { useScrollRestoration } from './use-scroll-restoration'

/**
 * A route of the app: a lazily loaded page (`page`) or a fixed element, and what its `handle` tells the layout. The
 * router is react-router's declarative one (docs/decisions/099): the table is turned into route objects for
 * `useRoutes`, each page a `React.lazy` component that the layout starts loading as soon as its route matches.
 */
type AppRoute = {
  path?: string
  page?: () => Promise<React.ComponentType>
  element?: React.ReactNode
  handle?: { meta?: PageMeta }
  children?: AppRoute[]
}
type RouteHandle = { meta?: PageMeta; load?: () => Promise<unknown> }

function toRouteObject({ path, page, element, handle, children }: AppRoute): RouteObject {
  const lazyPage = page ? createLazyPage(page) : undefined
  return {
    path,
    element: lazyPage ? <lazyPage.Page /> : element,
    handle: { ...handle, load: lazyPage?.load } satisfies RouteHandle,
    children: children?.map(toRouteObject),
  }
}

/**
 * A page whose code loads on first use. Once loaded it renders at once, without suspending: the first render (after
 * main.tsx has loaded the page) and later visits show no fallback, and React's pause before it reveals a suspended
 * page does not apply.
 */
function createLazyPage(page: () => Promise<React.ComponentType>) {
  let Loaded: React.ComponentType | undefined
  const load = () => page().then((Component) => (Loaded = Component))
  const Lazy = React.lazy(() => load().then((Component) => ({ default: Component })))
  function Page() {
    // Fixed for the life of this element, so a page shown through Lazy is not mounted again once Loaded is set.
    const [Component] = React.useState(() => Loaded ?? Lazy)
    return <Component />
  }
  return { Page, load }
}

const pageMeta = (title: string, description: string): { meta: PageMeta } => ({ meta: { title, description } })

function RootLayout() {
  const navigate = useNavigate()
  const location = useLocation()
  // Every matched page starts loading now, the layout's and the page's together, not one after the other. A failed
  // load is not lost: the page's lazy component meets the same error and shows it in the boundary below.
  preloadRoute(location.pathname).catch(() => {})
  usePageMetaOfRoute(location.pathname)
  useScrollRestoration()
  // Links of the pages that also run without the router (AppLink, docs/decisions/023) navigate through it here;
  // the router is already loaded, so there is nothing to prefetch.
  const navigation = React.useMemo<Navigation>(
    () => ({ navigate: (to, options) => void navigate(to, options), prefetch: () => {}, search: location.search }),
    [navigate, location.search],
  )
  return (
    <NavigationProvider value={navigation}>
      {/* A page that fails (its code did not load, or it threw) shows the error fallback until the next page. */}
      <AppErrorBoundary key={location.pathname}>
        <React.Suspense fallback={<PageSpinner />}>
          <Outlet />
        </React.Suspense>
      </AppErrorBoundary>
    </NavigationProvider>
  )
}

const handlesOf = (pathname: string) => (matchRoutes(appRoutes, pathname) ?? []).map((match) => match.route.handle as RouteHandle)

/** Loads the code of every page that `to` matches (a path, maybe with a query or hash); resolves once it is there. */
export function preloadRoute(to: string): Promise<unknown> {
  const pathname = new URL(to, window.location.origin).pathname
  return Promise.all(handlesOf(pathname).map((handle) => handle.load?.()))
}

/**
 * The deepest matched route's title and description (docs/decisions/086), written in a layout effect: it runs before
 * any page's own usePageMeta, which therefore wins.
 */
function usePageMetaOfRoute(pathname: string) {
  const meta = handlesOf(pathname).findLast((handle) => handle.meta)?.meta
  const title = meta?.title
  const description = meta?.description
  React.useLayoutEffect(() => {
    if (title && description) setPageMeta({ title, description })
  }, [title, description])
}

/** The app's routes; routes of later issues fall through to the 404 page. */
export function AppRoutes() {
  return useRoutes(appRoutes)
}

const appRoutes: RouteObject[] = (
  [
    {
      element: <RootLayout />,
      children: [
        {
          path: paths.home.path,
          page: () => import('./routes/landing').then((module) => module.LandingRoute),
        },
        { path: paths.signIn.path, element: <Navigate to={paths.auth.getHref('login')} replace /> },
        {
          path: paths.quizFunnel.path,
          page: () => import('./routes/quiz-funnel').then((module) => module.QuizFunnelRoute),
        },
        {
          path: paths.thankYou.path,
          handle: pageMeta(
            'Your Growth Map is ready',
            'Your Growth Map is on its way: check your e-mail, review your roadmap and book a strategy session.',
          ),
          page: () => import('./routes/thank-you').then((module) => module.ThankYouRoute),
        },
        {
          path: paths.privacy.path,
          page: () => import('./routes/privacy').then((module) => module.PrivacyRoute),
        },
        {
          path: paths.terms.path,
          page: () => import('./routes/terms').then((module) => module.TermsRoute),
        },
        {
          // The pages that use TanStack Query, under its provider; the funnel pages above load without it.
          page: () => import('./routes/query-layout').then((module) => module.QueryLayoutRoute),
          children: [
            {
              // The page sets its own title: it also starts without the router (auth.html, docs/decisions/100).
              path: paths.auth.path,
              page: () => import('./routes/auth').then((module) => module.AuthRoute),
            },
            {
              path: paths.forgotPassword.path,
              handle: pageMeta('Reset your password', 'Get a link to choose a new password for your account.'),
              page: () => import('./routes/forgot-password').then((module) => module.ForgotPasswordRoute),
            },
            {
              path: paths.resetPassword.path,
              handle: pageMeta('Choose a new password', 'Choose a new password for your account.'),
              page: () => import('./routes/reset-password').then((module) => module.ResetPasswordRoute),
            },
            {
              path: paths.myData.path,
              handle: pageMeta('Your data', 'See and delete the data we hold about your e-mail address.'),
              page: () => import('./routes/my-data').then((module) => module.MyDataRoute),
            },
            {
              path: paths.verifyEmail.path,
              handle: pageMeta('Confirm your e-mail address', 'Confirm the e-mail address of your account.'),
              page: () => import('./routes/verify-email').then((module) => module.VerifyEmailRoute),
            },
            {
              path: paths.redirectToOnboarding.path,
              handle: pageMeta('Preparing your workspace', 'Preparing your AI workspace.'),
              page: () => import('./routes/redirect-to-onboarding').then((module) => module.RedirectToOnboardingRoute),
            },
            {
              path: paths.quizResults.path,
              handle: pageMeta('Your Growth Map results', 'Your Growth Map: impact, investment, recommended agents and ROI.'),
              page: () => import('./routes/quiz-results').then((module) => module.QuizResultsRoute),
            },
            {
              path: paths.demo.path,
              handle: pageMeta(
                'Demo: your business assessment and impact report',
                'Assess your business in five short sections, see the impact AI agents could have, and book an onboarding call.',
              ),
              page: () => import('./routes/demo').then((module) => module.DemoRoute),
            },
            {
              path: paths.getStarted.path,
              handle: pageMeta('Get started', 'Start onboarding your business to AI agents.'),
              page: () => import('./routes/get-started').then((module) => module.GetStartedRoute),
            },
            {
              path: paths.onboarding.path,
              handle: pageMeta(
                'Onboarding questionnaire',
                'Tell us about your business in seven steps and get AI agents recommended for how you work.',
              ),
              page: () => import('./routes/onboarding').then((module) => module.OnboardingRoute),
            },
            {
              path: paths.deploymentConfirmation.path,
              handle: pageMeta('Your onboarding is complete', 'Your automation plan and the agents recommended for your business.'),
              page: () => import('./routes/deployment-confirmation').then((module) => module.DeploymentConfirmationRoute),
            },
            {
              path: paths.improvedOnboarding.path,
              handle: pageMeta(
                'Business assessment',
                'A six-step assessment of your business, with the hours and money AI agents could save you.',
              ),
              page: () => import('./routes/improved-onboarding').then((module) => module.ImprovedOnboardingRoute),
            },
            {
              path: paths.agentRecommendations.path,
              handle: pageMeta('Recommended agents', 'The AI agents recommended for your business.'),
              page: () => import('./routes/agent-recommendations').then((module) => module.AgentRecommendationsRoute),
            },
            {
              path: paths.dashboard.path,
              handle: pageMeta('Dashboard', 'Your agents and the signals between them, live.'),
              page: () => import('./routes/dashboard').then((module) => module.DashboardRoute),
            },
            {
              path: paths.agentDetail.path,
              handle: pageMeta('Agent', "An agent's health, activity and signals."),
              page: () => import('./routes/agent-detail').then((module) => module.AgentDetailRoute),
            },
            {
              path: paths.app.path,
              handle: pageMeta('Home', 'Your AI workspace.'),
              page: () => import('./routes/account').then((module) => module.AccountRoute),
            },
            {
              path: paths.agents.path,
              handle: pageMeta('Agents', 'Every agent of your company.'),
              page: () => import('./routes/agents').then((module) => module.AgentsRoute),
            },
            {
              path: paths.signals.path,
              handle: pageMeta('Signals', 'Every signal your agents sent and received.'),
              page: () => import('./routes/signals').then((module) => module.SignalsRoute),
            },
            {
              path: paths.approvals.path,
              handle: pageMeta('Approvals', 'Drafts your agents wrote, waiting for review before they are sent.'),
              page: () => import('./routes/approvals').then((module) => module.ApprovalsRoute),
            },
            {
              path: paths.approvalDetail.path,
              handle: pageMeta('Review a draft', 'Check the facts, edit the draft, then approve and send it or reject it.'),
              page: () => import('./routes/approval-detail').then((module) => module.ApprovalDetailRoute),
            },
            {
              path: paths.settingsCompany.path,
              handle: pageMeta('Company settings', "Your company's details."),
              page: () => import('./routes/settings-company').then((module) => module.SettingsCompanyRoute),
            },
            {
              path: paths.settingsTeam.path,
              handle: pageMeta('Team', 'The people in your company and their invitations.'),
              page: () => import('./routes/settings-team').then((module) => module.SettingsTeamRoute),
            },
            {
              path: paths.settingsApiKeys.path,
              handle: pageMeta('API keys', 'Keys that send business events to your agents.'),
              page: () => import('./routes/settings-api-keys').then((module) => module.SettingsApiKeysRoute),
            },
            {
              path: paths.settingsWebhook.path,
              handle: pageMeta('Webhook', "Where your agents' outputs are delivered, and every delivery attempt."),
              page: () => import('./routes/settings-webhook').then((module) => module.SettingsWebhookRoute),
            },
            {
              path: paths.settingsPrivacy.path,
              handle: pageMeta('Privacy settings', 'What your agents keep, share and send, and every change to it.'),
              page: () => import('./routes/settings-privacy').then((module) => module.SettingsPrivacyRoute),
            },
            {
              path: paths.settingsAi.path,
              handle: pageMeta('AI settings', "Which language model words your agents' e-mails, and its monthly token budget."),
              page: () => import('./routes/settings-ai').then((module) => module.SettingsAiRoute),
            },
            {
              path: paths.settingsAccount.path,
              handle: pageMeta('Account settings', 'Your name, e-mail address, password and sessions.'),
              page: () => import('./routes/settings-account').then((module) => module.SettingsAccountRoute),
            },
            { path: paths.settings.path, element: <Navigate to={paths.settingsCompany.getHref()} replace /> },
            {
              path: paths.admin.path,
              handle: pageMeta('Leads', 'Every quiz submission, demo assessment and improved assessment, newest first.'),
              page: () => import('./routes/admin-leads').then((module) => module.AdminLeadsRoute),
            },
            {
              path: paths.adminLead.path,
              handle: pageMeta('Lead', "A lead's answers, figures and timeline."),
              page: () => import('./routes/admin-lead').then((module) => module.AdminLeadRoute),
            },
            {
              path: paths.adminBookings.path,
              handle: pageMeta('Bookings', 'Upcoming demo calls.'),
              page: () => import('./routes/admin-bookings').then((module) => module.AdminBookingsRoute),
            },
            {
              path: paths.adminAnalytics.path,
              handle: pageMeta('Funnel analytics', 'Who reached each step of each funnel, and who left there.'),
              page: () => import('./routes/admin-analytics').then((module) => module.AdminAnalyticsRoute),
            },
            {
              path: paths.adminN8n.path,
              handle: pageMeta('n8n connection', "The lead webhook's last deliveries, and a test lead."),
              page: () => import('./routes/admin-n8n').then((module) => module.AdminN8nRoute),
            },
            {
              path: paths.adminDataRequests.path,
              handle: pageMeta('Data requests', "People's requests to see or delete their data."),
              page: () => import('./routes/admin-data-requests').then((module) => module.AdminDataRequestsRoute),
            },
          ],
        },
        {
          path: '*',
          handle: pageMeta('Page not found', 'This page does not exist.'),
          page: () => import('./routes/not-found').then((module) => module.NotFoundRoute),
        },
      ],
    },
  ] satisfies AppRoute[]
).map(toRouteObject)
