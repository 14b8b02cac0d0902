// The accounts module: users, sessions, passwords, invitations, the team and API keys. Other modules import only this file.
export { apiKeysRoutes } from './api-keys-routes'
export { authRoutes } from './auth-routes'
export { teamRoutes } from './team-routes'
export { createApiKey, useApiKey } from './api-keys'
export { hashPassword } from './passwords'
export { createSession, createSessionLookup, createSessionStore } from './sessions'
export { toPublicUser } from './users'
export { apiKeys, companies, invitations, sessions, users } from './schema'
