// The n8n page's one query: the configured webhook and the last deliveries (docs/decisions/081-query-keys.md).
export const adminN8nKeys = {
  all: ['admin-n8n'] as const,
}
