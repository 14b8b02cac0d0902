// Every agents query sits under `all`: a deploy, a test event or the live stream invalidates `all` and so
// refreshes the dashboard, an open agent's page and the recommendations together.
// https://tkdodo.eu/blog/effective-react-query-keys#use-query-key-factories
export const agentKeys = {
  all: ['agents'] as const,
  list: () => [...agentKeys.all, 'list'] as const,
  summary: () => [...agentKeys.all, 'summary'] as const,
  signals: () => [...agentKeys.all, 'signals'] as const,
  recommendations: () => [...agentKeys.all, 'recommendations'] as const,
  detail: (agentId: string) => [...agentKeys.all, 'detail', agentId] as const,
  activity: (agentId: string) => [...agentKeys.all, 'activity', agentId] as const,
  run: (agentId: string, runId: string) => [...agentKeys.all, 'run', agentId, runId] as const,
}
