/**
 * Spec 001 §3: "22 named business tools (for example a storefront platform, a CRM, a marketing suite,
 * a chat tool, a payment provider); the full list is not shown". This list is ours (docs/decisions/020).
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
