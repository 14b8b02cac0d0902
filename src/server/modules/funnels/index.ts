// The public funnels: the Growth Map quiz (report, follow-up e-mail, n8n lead webhook), the demo's assessment and
// bookings, and the improved assessment.
export { demoRoutes } from './demo/demo-routes'
export { demoBookings, demoLeads } from './demo/schema'
export { improvedAssessmentRoutes } from './improved/improved-routes'
export { improvedAssessments } from './improved/schema'
export { followUpRoutes } from './quiz/follow-up-routes'
export { enqueueLeadWebhooks } from './quiz/lead-webhook-deliveries'
export { queueLeadFollowUps } from './quiz/lead-follow-ups'
export { leadWebhookPlugin } from './quiz/lead-webhook-plugin'
export { createQuizSubmissionWriter } from './quiz/quiz-submissions'
export { quizRoutes } from './quiz/quiz-routes'
export { quizSubmissions, webhookDeliveries } from './quiz/schema'
