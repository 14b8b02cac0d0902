// The agent runtime: business events, runs, signals, agents' e-mails and the company webhook.
export { AGENT_CHANGES_CHANNEL, notifyAgentChange, type AgentChange } from './agent-changes'
export { enqueueResume } from './agent-runtime'
export { companyWebhookRoutes } from './company-webhook-routes'
export { eventsRoutes } from './events-routes'
export { webhookDeliveryRoutes } from './webhook-delivery-routes'
export { runtimePlugin } from './runtime-plugin'
export { agents, signals } from './agents-schema'
export { agentEvents, agentRuns, agentWebhookAttempts, agentWebhookDeliveries } from './schema'
