import { Navigate } from 'react-router'
import { paths } from '@/client/config/paths'
import { createLazyRouter, pageMeta } from './lazy-router'

// The app's route table: each path's page, loaded on first use (lazy-router.tsx), and its title and description
// (docs/decisions/086, 099); a path that matches none gets the 404 page. The `import()`s stay in this file:
// vite.config.ts reads it as the route table whose lazily loaded routes it groups into chunks by zone
// (scripts/first-load-chunks.ts).
export const { AppRoutes, preloadRoute } = createLazyRouter([
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
        path: paths.unsubscribe.path,
        handle: pageMeta('Unsubscribe', 'Stop a business’s e-mails to your address.'),
        page: () => import('./routes/unsubscribe').then((module) => module.UnsubscribeRoute),
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
        path: paths.contacts.path,
        handle: pageMeta('Contacts', 'The people your agents write to, with every e-mail, reply and draft.'),
        page: () => import('./routes/contacts').then((module) => module.ContactsRoute),
      },
      {
        path: paths.contactByAddress.path,
        handle: pageMeta('Contact', 'Finding the contact of an address.'),
        page: () => import('./routes/contact-by-address').then((module) => module.ContactByAddressRoute),
      },
      {
        path: paths.contactDetail.path,
        handle: pageMeta('Contact', 'One person: every e-mail your agents sent them, their replies and the drafts to them.'),
        page: () => import('./routes/contact-detail').then((module) => module.ContactDetailRoute),
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
        path: paths.settingsAgents.path,
        handle: pageMeta('Agent e-mails', "How your agents' e-mails present your business: sender name, reply-to address and signature."),
        page: () => import('./routes/settings-agents').then((module) => module.SettingsAgentsRoute),
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
])
