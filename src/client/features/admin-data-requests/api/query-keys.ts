// The data requests page's pages of requests (docs/decisions/081-query-keys.md).
export const adminDataRequestKeys = {
  all: ['admin-data-requests'] as const,
}
