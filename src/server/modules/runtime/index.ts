// The agent runtime: business events, runs, signals, agents' e-mails, and the outputs runs send to the company webhook
// (delivered by the company-webhooks module).
export { AGENT_CHANGES_CHANNEL, notifyAgentChange, type AgentChange } from './agent-changes'
export { enqueueResume } from './agent-runtime'
export { eventsRoutes } from './events-routes'
export { runtimePlugin } from './runtime-plugin'
export type { AgentWebhookInput } from './agent-run-types'
export { agents, signals } from './agents-schema'
export { agentEvents, agentRuns } from './schema'
export { agentDrafts } from './drafts-schema'
export { renderAgentEmail, type AgentEmailContext } from './agent-email'
export { agentEmailPreviewRoutes } from './agent-email-preview-routes'
export { notifyAgentChanges } from './agent-changes'
export { AGENT_DRAFT_JOB_RETRY, AGENT_DRAFT_QUEUE, type AgentDraftJob } from './agent-jobs'
