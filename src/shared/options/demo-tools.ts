/**
 * The 22 business tools of docs/product.md#demo-options (a storefront platform, a CRM, a marketing suite, a chat
 * tool, a payment provider…): the original requirements did not show the list, so this one is ours (docs/decisions/020).
 * The names double as the agent integrations they match (src/shared/formulas/demo-agent-ranking.ts).
 */
export const DEMO_TOOLS = [
  'Shopify',
  'Salesforce',
  'HubSpot',
  'Slack',
  'Stripe',
  'QuickBooks',
  'Zendesk',
  'Mailchimp',
  'Google Workspace',
  'Microsoft 365',
  'Zoom',
  'Asana',
  'Trello',
  'Monday.com',
  'Notion',
  'Zapier',
  'Intercom',
  'Pipedrive',
  'Calendly',
  'Xero',
  'Airtable',
  'Jira',
] as const
export type DemoTool = (typeof DEMO_TOOLS)[number]
