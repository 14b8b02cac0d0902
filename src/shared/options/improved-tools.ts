/**
 * The improved assessment's tools, in seven categories (docs/product.md#improved-fields); the original
 * requirements did not name them, so these are ours: widely used products.
 */
export const TOOL_CATEGORIES = [
  {
    name: 'CRM & Sales',
    tools: [
      { value: 'salesforce', label: 'Salesforce' },
      { value: 'hubspot', label: 'HubSpot' },
      { value: 'pipedrive', label: 'Pipedrive' },
      { value: 'zoho-crm', label: 'Zoho CRM' },
      { value: 'close', label: 'Close' },
    ],
  },
  {
    name: 'Marketing & Email',
    tools: [
      { value: 'mailchimp', label: 'Mailchimp' },
      { value: 'klaviyo', label: 'Klaviyo' },
      { value: 'activecampaign', label: 'ActiveCampaign' },
      { value: 'constant-contact', label: 'Constant Contact' },
      { value: 'hootsuite', label: 'Hootsuite' },
    ],
  },
  {
    name: 'Customer Support',
    tools: [
      { value: 'zendesk', label: 'Zendesk' },
      { value: 'intercom', label: 'Intercom' },
      { value: 'freshdesk', label: 'Freshdesk' },
      { value: 'help-scout', label: 'Help Scout' },
      { value: 'livechat', label: 'LiveChat' },
    ],
  },
  {
    name: 'Communication & Collaboration',
    tools: [
      { value: 'slack', label: 'Slack' },
      { value: 'microsoft-teams', label: 'Microsoft Teams' },
      { value: 'zoom', label: 'Zoom' },
      { value: 'google-workspace', label: 'Google Workspace' },
      { value: 'microsoft-365', label: 'Microsoft 365' },
    ],
  },
  {
    name: 'Project Management',
    tools: [
      { value: 'asana', label: 'Asana' },
      { value: 'trello', label: 'Trello' },
      { value: 'monday', label: 'Monday.com' },
      { value: 'clickup', label: 'ClickUp' },
      { value: 'jira', label: 'Jira' },
      { value: 'notion', label: 'Notion' },
    ],
  },
  {
    name: 'Finance & Accounting',
    tools: [
      { value: 'quickbooks', label: 'QuickBooks' },
      { value: 'xero', label: 'Xero' },
      { value: 'freshbooks', label: 'FreshBooks' },
      { value: 'stripe', label: 'Stripe' },
      { value: 'paypal', label: 'PayPal' },
    ],
  },
  {
    name: 'E-commerce & Operations',
    tools: [
      { value: 'shopify', label: 'Shopify' },
      { value: 'woocommerce', label: 'WooCommerce' },
      { value: 'calendly', label: 'Calendly' },
      { value: 'airtable', label: 'Airtable' },
      { value: 'zapier', label: 'Zapier' },
    ],
  },
] as const

export type ToolValue = (typeof TOOL_CATEGORIES)[number]['tools'][number]['value']

export const TOOL_VALUES = TOOL_CATEGORIES.flatMap((category) => category.tools.map((tool) => tool.value)) as [ToolValue, ...ToolValue[]]
