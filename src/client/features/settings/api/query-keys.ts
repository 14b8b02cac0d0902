// The Settings pages' own data (docs/decisions/093); the user itself is the auth feature's (userKeys).
export const companySettingsKeys = {
  all: ['company-settings'] as const,
}

export const accountSettingsKeys = {
  all: ['account-settings'] as const,
  emailChange: () => [...accountSettingsKeys.all, 'email-change'] as const,
  sessions: () => [...accountSettingsKeys.all, 'sessions'] as const,
}
