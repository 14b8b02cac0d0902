import { z } from 'zod'

// A company's data export (docs/product.md#company-export, docs/decisions/102-company-export.md): the owner creates
// one, the browser downloads it as one zip, and the page follows its progress.

/** ready: counted, not yet downloaded; running: being streamed; finished or failed: the download ended. */
export const EXPORT_STATUSES = ['ready', 'running', 'finished', 'failed'] as const
export type ExportStatus = (typeof EXPORT_STATUSES)[number]

/** The files of the archive, in order, as the Privacy settings page lists them; README.md inside explains each field. */
export const EXPORT_FILES = [
  {
    file: 'company.json',
    title: 'Company profile',
    summary: "Name, website, industry, privacy controls, webhook address and what your agents' e-mails say about you",
  },
  { file: 'logo.json', title: 'Logo', summary: "The logo on your agents' e-mails, if you uploaded one" },
  { file: 'suppressions.json', title: 'Unsubscribed addresses', summary: 'Addresses your agents no longer write to, and why' },
  {
    file: 'privacy-changes.json',
    title: 'Privacy settings history',
    summary: 'Every change of a privacy control, and of the confirmation of your own AI model: who, when, from and to',
  },
  { file: 'members.json', title: 'Members', summary: 'Everyone in the company, their role and when they joined' },
  { file: 'invitations.json', title: 'Invitations', summary: 'Who was invited, by whom, and what became of it' },
  { file: 'api-keys.json', title: 'API keys', summary: 'Names, prefixes and dates of use' },
  { file: 'onboarding-submissions.json', title: 'Questionnaire', summary: 'Every submitted version of the questionnaire' },
  { file: 'onboarding-progress.json', title: 'Onboarding progress', summary: 'The step reached and the steps done' },
  { file: 'agents.json', title: 'Agents', summary: 'The deployed agents and their settings' },
  { file: 'events.json', title: 'Events', summary: 'Business events sent to the agents' },
  {
    file: 'agent-trust-changes.json',
    title: 'Agent trust levels',
    summary: 'Each move of an agent between Shadow, Review and Autopilot: who, when and why',
  },
  { file: 'runs.json', title: 'Agent runs', summary: 'What each agent did, step by step' },
  { file: 'signals.json', title: 'Signals', summary: 'What the agents passed to each other' },
  { file: 'emails.json', title: 'E-mails', summary: 'E-mails sent on the company’s behalf' },
  { file: 'email-days.json', title: 'E-mails per day', summary: 'How many e-mails the company sent each day' },
  { file: 'webhook-deliveries.json', title: 'Webhook deliveries', summary: 'Agent outputs sent to the webhook' },
  { file: 'webhook-attempts.json', title: 'Webhook attempts', summary: 'Every attempt of each delivery and its answer' },
  { file: 'erasure.json', title: 'Scheduled erasure', summary: 'The erasure of the company, when one is scheduled' },
  { file: 'exports.json', title: 'Exports', summary: 'Every export of the company’s data, this one included' },
  { file: 'ai-settings.json', title: 'Language model', summary: 'The model set in Settings → AI and the token budget, never the key' },
  { file: 'ai-usage.json', title: 'Token usage', summary: 'Tokens the agents used with a language model, per month' },
  { file: 'drafts.json', title: 'Drafts', summary: 'E-mails a language model wrote, with their facts and who approved them' },
  { file: 'ai-provider-failures.json', title: 'Model provider failures', summary: 'Each time the language model did not answer' },
  {
    file: 'ai-setting-versions.json',
    title: 'Writing settings history',
    summary: "Every applied change to the model, knowledge, voice or an agent's guidance: who and when",
  },
  { file: 'test-bench-runs.json', title: 'Test bench runs', summary: 'Changes tried on your recent e-mails before applying them' },
  { file: 'test-bench-cases.json', title: 'Test bench e-mails', summary: 'The e-mails each test bench run wrote, side by side' },
  { file: 'contacts.json', title: 'Contacts', summary: 'The people your agents wrote to or heard from, by address' },
  { file: 'conversations.json', title: 'Conversations', summary: "Each agent's thread with one contact" },
  { file: 'conversation-messages.json', title: 'Conversation messages', summary: "Your agents' e-mails and the replies to them" },
] as const
export type ExportFile = (typeof EXPORT_FILES)[number]['file']

export const COMPANY_EXPORT_MESSAGES = {
  notFound: 'Export not found',
  alreadyDownloaded: 'This export was already downloaded. Start a new export to download the data again.',
  interrupted: 'The download stopped before the archive was complete. Start a new export.',
  failed: 'The archive could not be written. Start a new export.',
} as const

export const companyExportParamsSchema = z.strictObject({ id: z.uuid(COMPANY_EXPORT_MESSAGES.notFound) })

/** GET /api/company/exports/:id, and POST /api/company/exports's answer. */
export const companyExportSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  /** Rows of every file, counted when the export was created. */
  total_rows: z.number().int(),
  rows_written: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  error: z.string().nullable(),
  /** Where the browser downloads the archive, once. */
  download_url: z.string(),
})
export type CompanyExport = z.infer<typeof companyExportSchema>
