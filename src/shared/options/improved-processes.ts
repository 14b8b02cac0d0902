/**
 * The ten processes a visitor can ask to automate (docs/product.md#improved-fields); the original requirements
 * did not name them, so the names are ours.
 */
export const AUTOMATION_PROCESSES = [
  { value: 'lead-qualification', label: 'Lead qualification and follow-up' },
  { value: 'appointment-scheduling', label: 'Appointment scheduling' },
  { value: 'customer-support', label: 'Customer support and FAQs' },
  { value: 'invoicing', label: 'Invoicing and payment reminders' },
  { value: 'data-entry', label: 'Data entry and record keeping' },
  { value: 'reporting', label: 'Reporting and dashboards' },
  { value: 'email-marketing', label: 'Email marketing campaigns' },
  { value: 'social-media', label: 'Social media posting' },
  { value: 'employee-onboarding', label: 'Employee onboarding' },
  { value: 'order-processing', label: 'Order and inventory processing' },
] as const

export type ProcessValue = (typeof AUTOMATION_PROCESSES)[number]['value']

export const PROCESS_VALUES = AUTOMATION_PROCESSES.map((process) => process.value) as [ProcessValue, ...ProcessValue[]]
