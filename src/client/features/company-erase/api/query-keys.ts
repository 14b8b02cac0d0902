export const companyErasureKeys = {
  all: ['company-erasure'] as const,
}
