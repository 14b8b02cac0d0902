export const teamKeys = {
  all: ['team'] as const,
}
