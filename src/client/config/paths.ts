import type { OnboardingStepId } from '@/shared/wizards/onboarding-steps'

export type AuthTab = 'login' | 'register'

/** Every client route (docs/product.md#routes), in one place: nobody types a URL twice. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    path: '/auth',
    getHref: (tab?: AuthTab) => (tab ? `/auth?tab=${tab}` : '/auth'),
  },
  signIn: { path: '/sign-in', getHref: () => '/sign-in' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password', getHref: (token: string) => `/reset-password?token=${encodeURIComponent(token)}` },
  verifyEmail: { path: '/verify-email', getHref: (token: string) => `/verify-email?token=${encodeURIComponent(token)}` },
  getStarted: { path: '/get-started', getHref: () => '/get-started' },
  redirectToOnboarding: { path: '/redirect-to-onboarding', getHref: () => '/redirect-to-onboarding' },
  onboarding: {
    path: '/onboarding',
    getHref: (step?: OnboardingStepId, options: { fresh?: boolean } = {}) => {
      const params = new URLSearchParams()
      if (step) params.set('step', step)
      if (options.fresh) params.set('fresh', 'true')
      const query = params.toString()
      return query ? `/onboarding?${query}` : '/onboarding'
    },
  },
  improvedOnboarding: { path: '/improved-onboarding', getHref: () => '/improved-onboarding' },
  quizFunnel: { path: '/quiz-funnel', getHref: () => '/quiz-funnel' },
  thankYou: { path: '/thank-you', getHref: () => '/thank-you' },
  deploymentConfirmation: { path: '/deployment-confirmation', getHref: () => '/deployment-confirmation' },
  agentRecommendations: { path: '/agent-recommendations', getHref: () => '/agent-recommendations' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  agentDetail: { path: '/dashboard/agents/:agentId', getHref: (agentId: string) => `/dashboard/agents/${encodeURIComponent(agentId)}` },
  app: { path: '/app', getHref: () => '/app' },
  demo: { path: '/demo', getHref: () => '/demo' },
} as const
