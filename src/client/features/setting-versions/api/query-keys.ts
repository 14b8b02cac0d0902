// Versions of how the agents write (docs/decisions/135-setting-versions.md): the company's, or those that touched one
// agent (its charts mark them).
export const settingVersionKeys = {
  all: ['setting-versions'] as const,
  list: (agentId: string | null) => ['setting-versions', agentId ?? 'company'] as const,
}
