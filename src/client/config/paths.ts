import type { OnboardingStepId } from '@/shared/wizards/onboarding-steps'

export type AuthTab = 'login' | 'register'

/** Every client route (docs/product.md#routes), in one place: nobody types a URL twice. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    path: '/auth',
    // `next`: the page to return to after signing in, checked by readNextPath when read (docs/decisions/094).
    getHref: (tab?: AuthTab, next?: string) => {
      const params = new URLSearchParams()
      if (tab) params.set('tab', tab)
      if (next) params.set('next', next)
      const query = params.toString()
      return query ? `/auth?${query}` : '/auth'
    },
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
  // A quiz submission's results, reopened by its unguessable id (docs/decisions/088).
  quizResults: { path: '/growth-map/:submissionId', getHref: (submissionId: string) => `/growth-map/${encodeURIComponent(submissionId)}` },
  deploymentConfirmation: {
    path: '/deployment-confirmation',
    // The submission whose plan the page follows (docs/decisions/088); without one the page sends the visitor to start.
    getHref: (submissionId?: string) =>
      submissionId ? `/deployment-confirmation?submission=${encodeURIComponent(submissionId)}` : '/deployment-confirmation',
  },
  agentRecommendations: { path: '/agent-recommendations', getHref: () => '/agent-recommendations' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  agentDetail: {
    path: '/dashboard/agents/:agentId',
    // With a run: the page opens that run's details (docs/decisions/126-approvals-review-queue.md).
    getHref: (agentId: string, runId?: string) =>
      `/dashboard/agents/${encodeURIComponent(agentId)}${runId ? `?run=${encodeURIComponent(runId)}` : ''}`,
  },
  app: { path: '/app', getHref: () => '/app' },
  agents: { path: '/agents', getHref: () => '/agents' },
  signals: { path: '/signals', getHref: () => '/signals' },
  // The Approvals inbox: drafts a language model wrote, waiting for a person (docs/decisions/106-ai-writing.md).
  approvals: { path: '/approvals', getHref: () => '/approvals' },
  approvalDetail: { path: '/approvals/:draftId', getHref: (draftId: string) => `/approvals/${encodeURIComponent(draftId)}` },
  // The people the company's agents write to, each with one timeline (docs/decisions/128-conversations.md).
  contacts: { path: '/contacts', getHref: () => '/contacts' },
  contactDetail: { path: '/contacts/:contactId', getHref: (contactId: string) => `/contacts/${encodeURIComponent(contactId)}` },
  // Drafts and runs name a person by address: this page finds their contact and opens it.
  contactByAddress: { path: '/contacts/find', getHref: (address: string) => `/contacts/find?address=${encodeURIComponent(address)}` },
  settings: { path: '/settings', getHref: () => '/settings' },
  settingsCompany: { path: '/settings/company', getHref: () => '/settings/company' },
  settingsTeam: { path: '/settings/team', getHref: () => '/settings/team' },
  settingsApiKeys: { path: '/settings/api-keys', getHref: () => '/settings/api-keys' },
  settingsWebhook: { path: '/settings/webhook', getHref: () => '/settings/webhook' },
  settingsPrivacy: { path: '/settings/privacy', getHref: () => '/settings/privacy' },
  settingsAgents: { path: '/settings/agents', getHref: () => '/settings/agents' },
  settingsAi: { path: '/settings/ai', getHref: () => '/settings/ai' },
  settingsAccount: { path: '/settings/account', getHref: () => '/settings/account' },
  demo: { path: '/demo', getHref: () => '/demo' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  // What the product holds about one address, opened by the signed link in an e-mail to it (docs/product.md#my-data).
  myData: { path: '/my-data', getHref: (token: string) => `/my-data?token=${encodeURIComponent(token)}` },
  // An agent e-mail's footer link: the person stops the company's e-mails (docs/decisions/125-unsubscribe.md).
  unsubscribe: { path: '/unsubscribe/:token', getHref: (token: string) => `/unsubscribe/${encodeURIComponent(token)}` },
  terms: { path: '/terms', getHref: () => '/terms' },
  // The back office, for AgentWorks' own staff (docs/product.md#back-office); the lead inbox is its home.
  admin: { path: '/admin', getHref: () => '/admin' },
  adminLead: { path: '/admin/leads/:leadId', getHref: (leadId: string) => `/admin/leads/${encodeURIComponent(leadId)}` },
  adminBookings: { path: '/admin/bookings', getHref: () => '/admin/bookings' },
  adminAnalytics: { path: '/admin/analytics', getHref: () => '/admin/analytics' },
  adminN8n: { path: '/admin/n8n', getHref: () => '/admin/n8n' },
  adminDataRequests: { path: '/admin/data-requests', getHref: () => '/admin/data-requests' },
} as const
