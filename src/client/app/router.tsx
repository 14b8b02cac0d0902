import * as React from 'react'
import { Navigate, Outlet, ScrollRestoration, createBrowserRouter, useNavigate } from 'react-router'
import { RouteErrorFallback } from '@/client/components/errors/route-error-fallback'
import { PageSpinner } from '@/client/components/ui/spinner'
import { paths } from '@/client/config/paths'
import { NavigationProvider } from '@/client/lib/navigation'

function RootLayout() {
  const navigate = useNavigate()
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
          lazy: () => import('./routes/thank-you').then((module) => ({ Component: module.ThankYouRoute })),
        },
        {
          // The pages that use TanStack Query, under its provider; the funnel pages above load without it.
          lazy: () => import('./routes/query-layout').then((module) => ({ Component: module.QueryLayoutRoute })),
          children: [
            {
              path: paths.auth.path,
              lazy: () => import('./routes/auth').then((module) => ({ Component: module.AuthRoute })),
            },
            {
              path: paths.forgotPassword.path,
              lazy: () => import('./routes/forgot-password').then((module) => ({ Component: module.ForgotPasswordRoute })),
            },
            {
              path: paths.resetPassword.path,
              lazy: () => import('./routes/reset-password').then((module) => ({ Component: module.ResetPasswordRoute })),
            },
            {
              path: paths.verifyEmail.path,
              lazy: () => import('./routes/verify-email').then((module) => ({ Component: module.VerifyEmailRoute })),
            },
            {
              path: paths.redirectToOnboarding.path,
              lazy: () => import('./routes/redirect-to-onboarding').then((module) => ({ Component: module.RedirectToOnboardingRoute })),
            },
            {
              path: paths.demo.path,
              lazy: () => import('./routes/demo').then((module) => ({ Component: module.DemoRoute })),
            },
            {
              path: paths.getStarted.path,
              lazy: () => import('./routes/get-started').then((module) => ({ Component: module.GetStartedRoute })),
            },
            {
              path: paths.onboarding.path,
              lazy: () => import('./routes/onboarding').then((module) => ({ Component: module.OnboardingRoute })),
            },
            {
              path: paths.deploymentConfirmation.path,
              lazy: () => import('./routes/deployment-confirmation').then((module) => ({ Component: module.DeploymentConfirmationRoute })),
            },
            {
              path: paths.improvedOnboarding.path,
              lazy: () => import('./routes/improved-onboarding').then((module) => ({ Component: module.ImprovedOnboardingRoute })),
            },
            {
              path: paths.agentRecommendations.path,
              lazy: () => import('./routes/agent-recommendations').then((module) => ({ Component: module.AgentRecommendationsRoute })),
            },
            {
              path: paths.dashboard.path,
              lazy: () => import('./routes/dashboard').then((module) => ({ Component: module.DashboardRoute })),
            },
            {
              path: paths.agentDetail.path,
              lazy: () => import('./routes/agent-detail').then((module) => ({ Component: module.AgentDetailRoute })),
            },
            {
              path: paths.app.path,
              lazy: () => import('./routes/account').then((module) => ({ Component: module.AccountRoute })),
            },
          ],
        },
        {
          path: '*',
          lazy: () => import('./routes/not-found').then((module) => ({ Component: module.NotFoundRoute })),
        },
      ],
    },
  ])

export type AppRouter = ReturnType<typeof createAppRouter>
