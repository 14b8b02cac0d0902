import * as React from 'react'
import { Navigate, Outlet, ScrollRestoration, createBrowserRouter, useMatches, useNavigate } from 'react-router'
import { RouteErrorFallback } from '@/client/components/errors/route-error-fallback'
import { PageSpinner } from '@/client/components/ui/spinner'
import { paths } from '@/client/config/paths'
import { setPageMeta, type PageMeta } from '@/client/hooks/use-page-meta'
import { NavigationProvider } from '@/client/lib/navigation'

function RootLayout() {
  const navigate = useNavigate()
  usePageMetaOfRoute()
  // Links of the pages that also run without the router (AppLink, docs/decisions/023) navigate through it here;
  // the router is already loaded, so there is nothing to prefetch.
  const navigation = React.useMemo(() => ({ navigate: (to: string) => void navigate(to), prefetch: () => {} }), [navigate])
  return (
    <NavigationProvider value={navigation}>
      <Outlet />
      <ScrollRestoration />
    </NavigationProvider>
  )
}

const pageMeta = (title: string, description: string): { meta: PageMeta } => ({ meta: { title, description } })

/**
 * The deepest matched route's title and description (docs/decisions/086), written in a layout effect: it runs before
 * any page's own usePageMeta, which therefore wins.
 */
function usePageMetaOfRoute() {
  const matches = useMatches()
  const meta = matches.findLast((match) => (match.handle as { meta?: PageMeta } | undefined)?.meta)?.handle as
    { meta: PageMeta } | undefined
  const title = meta?.meta.title
  const description = meta?.meta.description
  React.useLayoutEffect(() => {
    if (title && description) setPageMeta({ title, description })
  }, [title, description])
}

// Each page is its own lazily loaded chunk; routes of later issues fall through to the 404 page.
// A function, not a module-level router: the landing page loads this module before it hands over to the
// router (docs/decisions/023), and the router must start from the location of that moment.
export const createAppRouter = () =>
  createBrowserRouter([
    {
      Component: RootLayout,
      errorElement: <RouteErrorFallback />,
      HydrateFallback: PageSpinner,
      children: [
        {
          path: paths.home.path,
          lazy: () => import('./routes/landing').then((module) => ({ Component: module.LandingRoute })),
        },
        { path: paths.signIn.path, element: <Navigate to={paths.auth.getHref('login')} replace /> },
        {
          path: paths.quizFunnel.path,
          lazy: () => import('./routes/quiz-funnel').then((module) => ({ Component: module.QuizFunnelRoute })),
        },
        {
          path: paths.thankYou.path,
          handle: pageMeta(
            'Your Growth Map is ready',
            'Your Growth Map is on its way: check your e-mail, review your roadmap and book a strategy session.',
          ),
          lazy: () => import('./routes/thank-you').then((module) => ({ Component: module.ThankYouRoute })),
        },
        {
          path: paths.privacy.path,
          lazy: () => import('./routes/privacy').then((module) => ({ Component: module.PrivacyRoute })),
        },
        {
          path: paths.terms.path,
          lazy: () => import('./routes/terms').then((module) => ({ Component: module.TermsRoute })),
        },
        {
          // The pages that use TanStack Query, under its provider; the funnel pages above load without it.
          lazy: () => import('./routes/query-layout').then((module) => ({ Component: module.QueryLayoutRoute })),
          children: [
            {
              path: paths.auth.path,
              handle: pageMeta(
                'Sign in or create an account',
                'Sign in to your AI workspace, or create an account and deploy AI agents matched to your business.',
              ),
              lazy: () => import('./routes/auth').then((module) => ({ Component: module.AuthRoute })),
            },
            {
              path: paths.forgotPassword.path,
              handle: pageMeta('Reset your password', 'Get a link to choose a new password for your account.'),
              lazy: () => import('./routes/forgot-password').then((module) => ({ Component: module.ForgotPasswordRoute })),
            },
            {
              path: paths.resetPassword.path,
              handle: pageMeta('Choose a new password', 'Choose a new password for your account.'),
              lazy: () => import('./routes/reset-password').then((module) => ({ Component: module.ResetPasswordRoute })),
            },
            {
              path: paths.verifyEmail.path,
              handle: pageMeta('Confirm your e-mail address', 'Confirm the e-mail address of your account.'),
              lazy: () => import('./routes/verify-email').then((module) => ({ Component: module.VerifyEmailRoute })),
            },
            {
              path: paths.redirectToOnboarding.path,
              handle: pageMeta('Preparing your workspace', 'Preparing your AI workspace.'),
              lazy: () => import('./routes/redirect-to-onboarding').then((module) => ({ Component: module.RedirectToOnboardingRoute })),
            },
            {
              path: paths.quizResults.path,
              handle: pageMeta('Your Growth Map results', 'Your Growth Map: impact, investment, recommended agents and ROI.'),
              lazy: () => import('./routes/quiz-results').then((module) => ({ Component: module.QuizResultsRoute })),
            },
            {
              path: paths.demo.path,
              handle: pageMeta(
                'Demo: your business assessment and impact report',
                'Assess your business in five short sections, see the impact AI agents could have, and book an onboarding call.',
              ),
              lazy: () => import('./routes/demo').then((module) => ({ Component: module.DemoRoute })),
            },
            {
              path: paths.getStarted.path,
              handle: pageMeta('Get started', 'Start onboarding your business to AI agents.'),
              lazy: () => import('./routes/get-started').then((module) => ({ Component: module.GetStartedRoute })),
            },
            {
              path: paths.onboarding.path,
              handle: pageMeta(
                'Onboarding questionnaire',
                'Tell us about your business in seven steps and get AI agents recommended for how you work.',
              ),
              lazy: () => import('./routes/onboarding').then((module) => ({ Component: module.OnboardingRoute })),
            },
            {
              path: paths.deploymentConfirmation.path,
              handle: pageMeta('Your onboarding is complete', 'Your automation plan and the agents recommended for your business.'),
              lazy: () => import('./routes/deployment-confirmation').then((module) => ({ Component: module.DeploymentConfirmationRoute })),
            },
            {
              path: paths.improvedOnboarding.path,
              handle: pageMeta(
                'Business assessment',
                'A six-step assessment of your business, with the hours and money AI agents could save you.',
              ),
              lazy: () => import('./routes/improved-onboarding').then((module) => ({ Component: module.ImprovedOnboardingRoute })),
            },
            {
              path: paths.agentRecommendations.path,
              handle: pageMeta('Recommended agents', 'The AI agents recommended for your business.'),
              lazy: () => import('./routes/agent-recommendations').then((module) => ({ Component: module.AgentRecommendationsRoute })),
            },
            {
              path: paths.dashboard.path,
              handle: pageMeta('Dashboard', 'Your agents and the signals between them, live.'),
              lazy: () => import('./routes/dashboard').then((module) => ({ Component: module.DashboardRoute })),
            },
            {
              path: paths.agentDetail.path,
              handle: pageMeta('Agent', "An agent's health, activity and signals."),
              lazy: () => import('./routes/agent-detail').then((module) => ({ Component: module.AgentDetailRoute })),
            },
            {
              path: paths.app.path,
              handle: pageMeta('Home', 'Your AI workspace.'),
              lazy: () => import('./routes/account').then((module) => ({ Component: module.AccountRoute })),
            },
            {
              path: paths.agents.path,
              handle: pageMeta('Agents', 'Every agent of your company.'),
              lazy: () => import('./routes/agents').then((module) => ({ Component: module.AgentsRoute })),
            },
            {
              path: paths.signals.path,
              handle: pageMeta('Signals', 'Every signal your agents sent and received.'),
              lazy: () => import('./routes/signals').then((module) => ({ Component: module.SignalsRoute })),
            },
            {
              path: paths.settingsCompany.path,
              handle: pageMeta('Company settings', "Your company's details."),
              lazy: () => import('./routes/settings-company').then((module) => ({ Component: module.SettingsCompanyRoute })),
            },
            {
              path: paths.settingsTeam.path,
              handle: pageMeta('Team', 'The people in your company and their invitations.'),
              lazy: () => import('./routes/settings-team').then((module) => ({ Component: module.SettingsTeamRoute })),
            },
            {
              path: paths.settingsApiKeys.path,
              handle: pageMeta('API keys', 'Keys that send business events to your agents.'),
              lazy: () => import('./routes/settings-api-keys').then((module) => ({ Component: module.SettingsApiKeysRoute })),
            },
            {
              path: paths.settingsWebhook.path,
              handle: pageMeta('Webhook', "Where your agents' outputs are delivered, and every delivery attempt."),
              lazy: () => import('./routes/settings-webhook').then((module) => ({ Component: module.SettingsWebhookRoute })),
            },
            {
              path: paths.settingsAccount.path,
              handle: pageMeta('Account settings', 'Your name, e-mail address, password and sessions.'),
              lazy: () => import('./routes/settings-account').then((module) => ({ Component: module.SettingsAccountRoute })),
            },
            { path: paths.settings.path, element: <Navigate to={paths.settingsCompany.getHref()} replace /> },
          ],
        },
        {
          path: '*',
          handle: pageMeta('Page not found', 'This page does not exist.'),
          lazy: () => import('./routes/not-found').then((module) => ({ Component: module.NotFoundRoute })),
        },
      ],
    },
  ])

export type AppRouter = ReturnType<typeof createAppRouter>
