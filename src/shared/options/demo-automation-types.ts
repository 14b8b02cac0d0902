/** Automation categories of the demo assessment (docs/product.md#demo-options). */
export const DEMO_AUTOMATION_TYPES = [
  'AI Assistant & Chatbot Solutions',
  'Lead Generation & Nurturing',
  'CRM & Sales Process Optimization',
  'Customer Support Enhancement',
  'Workflow & Task Automation',
  'System Integrations & APIs',
  'Data Analytics & Reporting',
  'Custom Solutions',
] as const
export type DemoAutomationType = (typeof DEMO_AUTOMATION_TYPES)[number]
