// setSessionUser keeps the queries under `all` and drops every other one at login and logout.
export const userKeys = {
  all: ['user'] as const,
}
