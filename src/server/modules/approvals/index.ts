// The approvals module: the inbox of drafts a language model wrote, and a person's decision on each.
export { approvalsRoutes } from './approvals-routes'
export { waitingDraftsPlugin } from './waiting-drafts-plugin'
export { expireWaitingDrafts, sendReviewNotes } from './waiting-drafts-sweep'
