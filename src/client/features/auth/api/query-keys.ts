// setSessionUser keeps the queries under `all` and drops every other one at login and logout.
export const userKeys = {
  all: ['user'] as const,
}

// Its own root, not under `all`: invalidating the user after a verification must not post the link again.
export const emailVerificationKeys = {
  byToken: (token: string) => ['email-verification', token] as const,
}
