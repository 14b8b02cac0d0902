export const companyWebhookKeys = {
  all: ['company-webhook'] as const,
}
