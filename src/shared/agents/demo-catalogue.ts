/**
 * The demo impact page's agents (docs/product.md#demo-agents). Savings and priorities are the requirements'; names,
 * descriptions, capabilities and integrations are ours (the original showed four of each, not their text).
 * Integrations are spelled like the tool list (src/shared/options/demo-tools.ts) so the ranking can match them.
 */
export type DemoAgent = {
  id: 'customer-support' | 'sales-assistant' | 'content-creator' | 'data-analyst' | 'workflow-automator'
  name: string
  description: string
  capabilities: readonly [string, string, string, string]
  integrations: readonly [string, string, string, string]
  /** Hours per week. */
  estimatedSavings: number
  /** 1 ranks first on a tie. */
  priority: number
}

export const DEMO_AGENTS: readonly DemoAgent[] = [
  {
    id: 'customer-support',
    name: 'Customer Support Agent',
    description: 'Answers customer questions around the clock and hands the hard ones to your team.',
    capabilities: ['24/7 ticket triage', 'Knowledge base answers', 'Smart escalation', 'Satisfaction follow-ups'],
    integrations: ['Zendesk', 'Intercom', 'Slack', 'Shopify'],
    estimatedSavings: 15,
    priority: 1,
  },
  {
    id: 'sales-assistant',
    name: 'Sales Assistant Agent',
    description: 'Qualifies leads, follows up on time and keeps your pipeline up to date.',
    capabilities: ['Lead qualification', 'Follow-up sequences', 'Meeting booking', 'Pipeline updates'],
    integrations: ['Salesforce', 'HubSpot', 'Pipedrive', 'Calendly'],
    estimatedSavings: 12,
    priority: 2,
  },
  {
    id: 'content-creator',
    name: 'Content Creator Agent',
    description: 'Drafts posts, campaigns and product copy in your brand voice.',
    capabilities: ['Social media posts', 'Email campaigns', 'Product descriptions', 'Brand voice consistency'],
    integrations: ['Mailchimp', 'HubSpot', 'Google Workspace', 'Notion'],
    estimatedSavings: 10,
    priority: 3,
  },
  {
    id: 'data-analyst',
    name: 'Data Analyst Agent',
    description: 'Turns scattered numbers into weekly reports and early warnings.',
    capabilities: ['Automated reports', 'KPI dashboards', 'Anomaly alerts', 'Revenue forecasting'],
    integrations: ['Google Workspace', 'Airtable', 'QuickBooks', 'Stripe'],
    estimatedSavings: 8,
    priority: 4,
  },
  {
    id: 'workflow-automator',
    name: 'Workflow Automator Agent',
    description: 'Moves work between your apps and people without copy and paste.',
    capabilities: ['Task routing', 'Approval flows', 'Data sync between apps', 'Scheduled jobs'],
    integrations: ['Zapier', 'Asana', 'Monday.com', 'Jira'],
    estimatedSavings: 6,
    priority: 5,
  },
]
