// The agents module: recommendations, deploying, the dashboard's reads and its live stream.
export { agentChangeHubPlugin } from './agent-change-hub'
export { agentsRoutes } from './agents-routes'
export { deployAgents } from './agent-deployment'
export { agentStreamRoutes } from './stream-routes'
export { agentGuidanceRoutes } from './guidance-routes'
