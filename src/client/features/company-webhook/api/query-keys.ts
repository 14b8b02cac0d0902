export const companyWebhookKeys = {
  all: ['company-webhook'] as const,
  // Under its own root: saving the webhook puts its answer in `all`, and must not touch the log's pages.
  deliveries: ['company-webhook-deliveries'] as const,
}
