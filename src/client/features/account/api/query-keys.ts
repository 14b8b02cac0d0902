// The agents feature invalidates `all` after a deploy (the progress moves on), importing it from here.
export const progressKeys = {
  all: ['onboarding-progress'] as const,
}

// The auth feature invalidates it once an address is verified.
export const emailStatusKeys = {
  all: ['email-status'] as const,
}
