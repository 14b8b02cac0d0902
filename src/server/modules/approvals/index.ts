// The approvals module: the inbox of drafts a language model wrote, and a person's decision on each.
export { approvalsRoutes } from './approvals-routes'
