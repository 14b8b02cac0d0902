// The company-webhooks module: the company's n8n webhook for agent outputs (docs/product.md#agent-outputs), its
// deliveries and their log, and the test event (docs/decisions/093). Other modules import only this file.
export { companyWebhooksPlugin } from './company-webhooks-plugin'
export { companyWebhookRoutes } from './company-webhook-routes'
export { webhookDeliveryRoutes } from './webhook-delivery-routes'
export { enqueueAgentWebhooks } from './agent-webhook-deliveries'
export { agentWebhookAttempts, agentWebhookDeliveries } from './schema'
