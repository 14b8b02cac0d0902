// The back office: AgentWorks' staff see every lead, booking and delivery, and set up customers' workspaces.
export { backofficeRoutes } from './backoffice-routes'
