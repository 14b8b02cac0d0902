export const companyExportKeys = {
  all: ['company-export'] as const,
  detail: (id: string) => ['company-export', id] as const,
}
