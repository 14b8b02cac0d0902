// The agents feature invalidates `all` after a deploy (the progress moves on), importing it from here.
export const progressKeys = {
  all: ['onboarding-progress'] as const,
}
