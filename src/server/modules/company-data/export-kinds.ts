import { sql, type SQL } from 'drizzle-orm'
import type { ExportFile } from '@/shared/schemas/company-export'

/** A column the pages are ordered by, read back as text so the next page starts exactly after the last row. */
export type KeyColumn = { column: string; type: 'uuid' | 'text' | 'timestamptz' | 'integer' | 'date'; descending?: boolean }

/**
 * One file of the export (docs/product.md#company-export): the rows of one table that are the company's, the columns
 * written (each explained in the archive's README.md) and the columns left out and why. Every column of the table is
 * one or the other, and company_id, the same on every row, is left out of all but company.json (export-kinds.test.ts).
 */
export type ExportKind = {
  file: ExportFile
  table: string
  about: string
  /** `from … where …` of the company's rows, with the table as `t`. */
  scope: (companyId: string) => SQL
  columns: Record<string, string>
  leftOut: Record<string, string>
  /** Columns written as something other than the stored value (a token taken out of a link). */
  expressions?: Record<string, SQL>
  /** The order of the pages; the leading columns follow an index, so each page starts where the last one ended. */
  key: KeyColumn[]
  /** Rows per page: fewer where one row can be large (an e-mail with its attachments). */
  batch?: number
}

const ofCompany = (table: string) => (companyId: string) => sql`${sql.identifier(table)} t where t.company_id = ${companyId}`
const ID: KeyColumn = { column: 'id', type: 'uuid' }
const CREATED: KeyColumn = { column: 'created_at', type: 'timestamptz' }
const WHEN = 'when it was created'

// A link mailed to someone carries a single-use token that would let whoever holds the archive join the company or
// sign in as that person: the token is taken out, the rest of the e-mail is kept (docs/decisions/102-company-export.md).
const withoutTokens = (column: string) =>
  sql`regexp_replace(t.${sql.identifier(column)}, '([?&](amp;)?token=)[^&\\s"''<>]+', '\\1[removed]', 'g')`

export const EXPORT_KINDS: ExportKind[] = [
  {
    file: 'company.json',
    table: 'companies',
    about: 'The company itself: one row.',
    scope: (companyId) => sql`companies t where t.id = ${companyId}`,
    columns: {
      id: "the company's id",
      name: 'its name',
      website: 'its website, if given',
      industry: 'its industry, if given',
      onboarding_completed: 'whether the questionnaire was completed',
      created_at: WHEN,
      n8n_webhook_url: 'where agent outputs are sent (the company webhook), if one is set',
      data_collection: 'privacy control: whether agents keep the business data they receive',
      local_processing: 'privacy control: whether personal data stays on our servers (the webhook gets references and facts only)',
      agent_data_sharing: 'privacy control: whether a signal between agents carries the name and address of the person it is about',
      analytics_consent: 'privacy control: whether the questionnaire stores the browser and device type',
    },
    leftOut: { n8n_webhook_secret: 'the secret that signs webhook deliveries: a credential, not data about the company' },
    key: [ID],
  },
  {
    file: 'privacy-changes.json',
    table: 'privacy_setting_changes',
    about: "Every change of the company's privacy controls, oldest first.",
    scope: ofCompany('privacy_setting_changes'),
    columns: {
      id: "the change's id",
      user_id: 'the member who made it (members.json id), if still a member',
      control: 'which control changed',
      from: 'its value before',
      to: 'its value after',
      source: 'where it was changed: the questionnaire or Settings',
      changed_at: 'when',
    },
    leftOut: {},
    // The order of the index on (company_id, changed_at).
    key: [{ column: 'changed_at', type: 'timestamptz' }, ID],
  },
  {
    file: 'members.json',
    table: 'users',
    about:
      "Everyone who belongs to the company. Each person's sessions, sign-in addresses and e-mailed sign-in links are theirs, not the company's, and are not exported.",
    scope: ofCompany('users'),
    columns: {
      id: "the member's id",
      email: 'their e-mail address',
      username: 'their user name',
      full_name: 'their name, if given',
      role: 'owner or member',
      onboarding_completed: 'whether they finished onboarding',
      email_verified_at: 'when they proved their e-mail address, if they did',
      created_at: 'when the account was created',
    },
    leftOut: { password_hash: 'a one-way hash of the password: a credential, useless outside this product' },
    key: [ID],
  },
  {
    file: 'invitations.json',
    table: 'invitations',
    about: 'Invitations to join the company, live or not.',
    scope: ofCompany('invitations'),
    columns: {
      id: "the invitation's id",
      email: 'the address invited',
      invited_by: 'the member who invited (members.json id), if still a member',
      email_message_id: 'its latest e-mail (emails.json id), if one was stored',
      created_at: WHEN,
      expires_at: 'when its link stops working',
      accepted_at: 'when it was accepted, if it was',
      revoked_at: 'when it was withdrawn, if it was',
    },
    leftOut: { token_hash: 'a one-way hash of the link the invitee received: a credential' },
    key: [ID],
  },
  {
    file: 'api-keys.json',
    table: 'api_keys',
    about: 'API keys that send events to the agents, revoked ones included.',
    scope: ofCompany('api_keys'),
    columns: {
      id: "the key's id",
      name: 'the name it was given',
      prefix: 'the first characters of the key, as shown on the API keys page',
      created_by: 'the member who created it (members.json id), if still a member',
      created_at: WHEN,
      last_used_at: 'when it last sent an event, if ever',
      revoked_at: 'when it was revoked, if it was',
    },
    leftOut: {
      key_hash: 'a one-way hash of the key: a credential',
      window_started_at: "the key's rate limit counter: how the server paces it, not data about the company",
      window_hits: "the key's rate limit counter: how the server paces it, not data about the company",
    },
    key: [ID],
  },
  {
    file: 'onboarding-submissions.json',
    table: 'onboarding_submissions',
    about: 'Every version of the onboarding questionnaire the company submitted, oldest first; the highest version counts.',
    scope: ofCompany('onboarding_submissions'),
    columns: {
      id: "the submission's id",
      user_id: 'the member who submitted it (members.json id), if still a member',
      version: '1 for the first submission, then 2, 3…',
      contact_email: 'the contact address given',
      company_name: 'the company name given',
      industry: 'the industry given',
      completeness: 'how much of the questionnaire was answered, in percent',
      data: 'every answer, as submitted',
      created_at: 'when it was submitted',
    },
    leftOut: {},
    key: [{ column: 'version', type: 'integer' }],
  },
  {
    file: 'onboarding-progress.json',
    table: 'onboarding_progress',
    about: 'Where the company is in onboarding: at most one row.',
    scope: ofCompany('onboarding_progress'),
    columns: {
      current_step: 'the step open last',
      steps_completed: 'the steps done',
      updated_at: 'when it last changed',
    },
    leftOut: {},
    key: [{ column: 'company_id', type: 'uuid' }],
  },
  {
    file: 'agents.json',
    table: 'agents',
    about: 'The agents the company deployed, with the catalogue details copied when each was deployed.',
    scope: ofCompany('agents'),
    columns: {
      id: "the agent's id, which events, runs and signals refer to",
      catalogue_id: 'which catalogue agent it is',
      name: 'its name',
      display_name: 'the name shown',
      agent_type: 'its kind',
      context_id: 'the context it works in',
      intent: 'what it is for',
      signals: 'the signals it listens to',
      tools_used: 'the tools it uses',
      output: 'what it produces',
      personality: 'its tone',
      avatar_color: 'the colour of its avatar',
      description: 'its description',
      status: 'active, pending or paused',
      health: 'its health, 0 to 100',
      last_activity: 'when it last acted, if ever',
      signals_sent: 'how many signals it sent',
      signals_received: 'how many signals it received',
      created_at: 'when it was deployed',
    },
    leftOut: {},
    key: [{ column: 'catalogue_id', type: 'text' }],
  },
  {
    file: 'events.json',
    table: 'agent_events',
    about: 'Business events sent to the agents through the API or the app, oldest first.',
    scope: ofCompany('agent_events'),
    columns: {
      id: "the event's id",
      type: 'its type, such as lead.created',
      data: 'what was sent with it',
      occurred_at: 'when it happened, as the sender said',
      received_at: 'when it arrived',
      idempotency_key: 'the key that made a repeated send count once, if one was given',
      api_key_id: 'the API key that sent it (api-keys.json id), if one did',
      user_id: 'the member who sent it (members.json id), if one did',
      processed_at: 'when the agents acted on it, if they have',
    },
    leftOut: {},
    key: [{ column: 'received_at', type: 'timestamptz' }, ID],
  },
  {
    file: 'runs.json',
    table: 'agent_runs',
    about: 'Each time an agent acted on an event or a signal.',
    scope: ofCompany('agent_runs'),
    columns: {
      id: "the run's id",
      agent_id: 'the agent (agents.json id)',
      dedupe_key: 'what made the run unique: its event or signal and agent',
      event_id: 'the event that woke the agent (events.json id), if one did',
      signal_id: 'the signal that woke the agent (signals.json id), if one did',
      trigger: 'the event type or signal name that woke it',
      depth: 'how far down a chain of signals it ran',
      status: 'waiting, succeeded or failed',
      summary: 'what it did, in a line',
      inputs: 'what it read',
      steps: 'what it did, step by step',
      error: 'why it failed, if it did',
      health_after: "the agent's health right after",
      created_at: 'when it started',
      finished_at: 'when it ended, if it has',
    },
    leftOut: {},
    key: [ID],
  },
  {
    file: 'signals.json',
    table: 'signals',
    about: 'What the agents passed to each other, newest first.',
    scope: ofCompany('signals'),
    columns: {
      id: "the signal's id",
      from_agent_id: 'the sending agent (agents.json id), if still deployed',
      to_agent_id: 'the receiving agent (agents.json id), if deployed',
      signal: 'its name',
      status: 'processed, pending or undeliverable',
      created_at: 'when it was sent',
      to_catalogue_id: 'the catalogue agent it was meant for',
      payload: 'what was passed on',
      reason: 'why',
      depth: 'how far down a chain of signals it was sent',
      from_run_id: 'the run that sent it (runs.json id)',
      personal_data_withheld: 'whether names and addresses were left out because agent data sharing was off',
      processed_at: 'when the receiver acted on it, if it has',
    },
    leftOut: {},
    // Newest first, as the signals page reads them: the order of the index on (company_id, created_at desc, id).
    key: [{ ...CREATED, descending: true }, ID],
  },
  {
    file: 'emails.json',
    table: 'email_messages',
    about:
      "E-mails sent on the company's behalf: invitations, the automation plan, agents' e-mails. Account e-mails (sign-in links, password resets) belong to each person and are not included. Links that carried a single-use token show token=[removed].",
    scope: ofCompany('email_messages'),
    columns: {
      id: "the e-mail's id",
      dedupe_key: 'what made it unique, if anything (one plan e-mail per submission)',
      to: 'the recipient',
      subject: 'the subject',
      text: 'the plain-text body, tokens taken out; empty once sent if only its address and subject are kept',
      html: 'the HTML body, tokens taken out; empty once sent if only its address and subject are kept',
      attachments: 'attached files, each with its name, type and base64 content',
      status: 'held, queued, sent, captured (kept, not sent, outside production) or failed',
      kept_after_send: 'the address and subject kept once the body was cleared, if it was',
      attempts: 'how many times sending was tried',
      last_error: 'why the last try failed, if it did',
      created_at: WHEN,
      delivered_at: 'when it was sent, if it was',
    },
    leftOut: {},
    expressions: { text: withoutTokens('text'), html: withoutTokens('html') },
    key: [ID],
    batch: 20,
  },
  {
    file: 'email-days.json',
    table: 'company_email_days',
    about: 'How many e-mails the company sent each day, counted against its daily limit.',
    scope: ofCompany('company_email_days'),
    columns: { day: 'the day (UTC)', sent: 'e-mails sent', granted: 'how many the last request was allowed' },
    leftOut: {},
    key: [{ column: 'day', type: 'date' }],
  },
  {
    file: 'webhook-deliveries.json',
    table: 'agent_webhook_deliveries',
    about: 'Agent outputs and test events sent to the company webhook, oldest first.',
    scope: ofCompany('agent_webhook_deliveries'),
    columns: {
      id: "the delivery's id, the webhook-id header the receiver saw",
      run_id: 'the run whose output it carried (runs.json id); null for a test event',
      event: 'agent.run or webhook.test',
      url: 'where it was sent',
      body: 'the body sent',
      status: 'pending, delivered or failed',
      attempts: 'how many attempts were made',
      last_status_code: "the receiver's last HTTP status, if it answered",
      last_response: "the start of the receiver's last answer, if any",
      last_error: 'why the last attempt failed, if it did',
      next_attempt_at: 'when the next attempt is due, if one is',
      created_at: WHEN,
      finished_at: 'when it was delivered or given up, if it was',
    },
    leftOut: {},
    key: [CREATED, { column: 'id', type: 'text' }],
  },
  {
    file: 'webhook-attempts.json',
    table: 'agent_webhook_attempts',
    about: 'Every attempt of every webhook delivery.',
    scope: (companyId) =>
      sql`agent_webhook_attempts t join agent_webhook_deliveries d on d.id = t.delivery_id where d.company_id = ${companyId}`,
    columns: {
      id: "the attempt's id",
      delivery_id: 'the delivery (webhook-deliveries.json id)',
      attempt: '1 for the first attempt',
      attempted_at: 'when it was made',
      status_code: "the receiver's HTTP status, if it answered",
      response: "the start of the receiver's answer, if any",
      error: 'why it failed, if it did',
      next_attempt_at: 'when the next attempt was due, if one was',
    },
    leftOut: {},
    key: [ID],
  },
  {
    file: 'erasure.json',
    table: 'company_erasures',
    about: 'The erasure of the company, when the owner has scheduled one: at most one row.',
    scope: ofCompany('company_erasures'),
    columns: {
      requested_by: 'the member who asked (members.json id), if still a member',
      requested_at: 'when it was asked for',
      due_at: 'when the company will be erased',
      claimed_until: 'while set, the erasure is under way and can no longer be cancelled',
    },
    leftOut: {},
    key: [{ column: 'company_id', type: 'uuid' }],
  },
  {
    file: 'exports.json',
    table: 'company_exports',
    about: "Every export of the company's data, this one included (still running as it was written).",
    scope: ofCompany('company_exports'),
    columns: {
      id: "the export's id",
      requested_by: 'the member who asked (members.json id), if still a member',
      status: 'ready, running, finished or failed',
      total_rows: 'rows counted when it was created',
      rows_written: 'rows written so far',
      created_at: WHEN,
      started_at: 'when its download started, if it did',
      finished_at: 'when its download ended, if it has',
      error: 'why it failed, if it did',
    },
    leftOut: {},
    key: [CREATED, ID],
  },
]

/**
 * Tables with a company_id that no file holds, and why: the completeness test fails on any other
 * (export-kinds.test.ts).
 */
export const TABLES_LEFT_OUT: Record<string, string> = {
  company_tombstones: 'written only once the company is erased, when there is nothing left to export',
}
