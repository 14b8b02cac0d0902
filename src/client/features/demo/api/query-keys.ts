export const demoKeys = {
  all: ['demo'] as const,
  slots: (date: string, timeZone: string) => [...demoKeys.all, 'slots', date, timeZone] as const,
}
