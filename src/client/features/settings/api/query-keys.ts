// The Settings pages' own data (docs/decisions/093); the user itself is the auth feature's (userKeys).
export const companySettingsKeys = {
  all: ['company-settings'] as const,
}

export const accountSettingsKeys = {
  all: ['account-settings'] as const,
  emailChange: () => [...accountSettingsKeys.all, 'email-change'] as const,
  sessions: () => [...accountSettingsKeys.all, 'sessions'] as const,
}

/** Where the company came from (GET /api/company/source): the lead AgentWorks set it up from, if any. */
export const companySourceKeys = {
  all: ['company-source'] as const,
}
