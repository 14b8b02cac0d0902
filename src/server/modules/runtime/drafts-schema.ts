import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { AiProvider } from '@/shared/ai/providers'
import type { DraftWriter, FallbackKind } from '@/shared/ai/draft'
import type { StoredDraftStatus } from '@/shared/schemas/trust-ladder'
import type { DraftFact } from '@/shared/ai/facts'
import { companies, users } from '@/server/modules/accounts'
import { agents } from './agents-schema'
import { agentRuns } from './schema'

/**
 * One e-mail an agent wants to send while a language model writes for it (docs/decisions/106-ai-writing.md): the
 * playbook's template and the facts, the model's text and how it was written, then a person's decision.
 */
export const agentDrafts = pgTable(
  'agent_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    company_id: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    agent_id: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    run_id: uuid('run_id')
      .notNull()
      .unique()
      .references(() => agentRuns.id, { onDelete: 'cascade' }),
    status: text('status').$type<StoredDraftStatus>().notNull().default('writing'),
    /** Whether it waits for a person: the agent's setting when the run happened. */
    review: boolean('review').notNull(),
    to: text('to').notNull(),
    /** The playbook's e-mail: what the template says, and the button it promises (docs/decisions/094). */
    template_subject: text('template_subject').notNull(),
    template_text: text('template_text').notNull(),
    action: text('action'),
    /** The facts the writer was given, one line each: the event's and the playbook's decision. */
    facts: jsonb('facts').$type<DraftFact[]>().notNull(),
    /** The text as written (by the model, or the template when the model's was refused), then as a person left it. */
    subject: text('subject'),
    body: text('body'),
    facts_used: jsonb('facts_used').$type<string[]>(),
    writer: text('writer').$type<DraftWriter>(),
    /** Why the template's text is used instead of the model's (validation, a price not in the facts, a timeout…). */
    fallback_reason: text('fallback_reason'),
    /** The reason's kind: a provider that failed is retried when it answers again; a refusal is the checks' verdict. */
    fallback_kind: text('fallback_kind').$type<FallbackKind>(),
    provider: text('provider').$type<AiProvider>(),
    model: text('model'),
    /** The prompt as sent (personal values masked when the company keeps only what a run needs). */
    prompt: jsonb('prompt').$type<{ system: string; user: string }>(),
    input_tokens: integer('input_tokens'),
    output_tokens: integer('output_tokens'),
    latency_ms: integer('latency_ms'),
    /** What the run's model calls cost, in millionths of the price table's currency; null when no price is known. */
    cost_micros: integer('cost_micros'),
    /** The graders' verdicts on the written text (grounding, policy, language, length, credentials). */
    grades: jsonb('grades').$type<Record<string, unknown>>(),
    edited: boolean('edited').notNull().default(false),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    rejection_reason: text('rejection_reason'),
    /** The reviewer's note the draft was last written again with ("Rewrite with this feedback"), and how many times. */
    feedback: text('feedback'),
    rewrites: integer('rewrites').notNull().default(0),
    /** Rejected, and the reviewer chose to send the playbook's template instead of nothing. */
    template_sent: boolean('template_sent').notNull().default(false),
    /** One message per person: the draft this one's message joined (status `merged`). */
    merged_into: uuid('merged_into').references((): AnyPgColumn => agentDrafts.id, { onDelete: 'set null' }),
    /** Not sent before this (the person's message window); null: as soon as it is ready. */
    send_after: timestamp('send_after', { withTimezone: true }),
    /** A playbook's urgent message: never held for the window nor merged. */
    urgent: boolean('urgent').notNull().default(false),
    /** The playbook's note that it handed the person to a colleague: left out when that colleague's message joins. */
    handover: boolean('handover').notNull().default(false),
    /**
     * The distinct messages this e-mail carries (its own and those that joined), each a hash of its template's subject
     * and text: the same message again joins without rewriting it, and an e-mail carries a bounded number of them.
     */
    part_keys: text('part_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The reply this draft answers (a conversation message): the thread is the writer's context. */
    reply_to_message_id: uuid('reply_to_message_id'),
    /** A reply no model may answer (none is set up): it waits in Approvals for a person to write the answer. */
    needs_human: boolean('needs_human').notNull().default(false),
    /** Written for an agent in Shadow: checked, kept to be read, never sent nor joined (docs/decisions/130-trust-ladder.md). */
    shadow: boolean('shadow').notNull().default(false),
    /** Bumped each time another message joins, so a writer that started on an older version writes nothing. */
    revision: integer('revision').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    written_at: timestamp('written_at', { withTimezone: true }),
  },
  (table) => [
    // The Approvals inbox: a company's drafts of one status, newest first.
    index('agent_drafts_company_status_created_idx').on(table.company_id, table.status, sql`${table.created_at} desc`, table.id),
    index('agent_drafts_agent_status_idx').on(table.agent_id, table.status),
    // The trust ladder's evidence: an agent's latest drafts, newest first (docs/decisions/130-trust-ladder.md).
    index('agent_drafts_agent_created_idx').on(table.agent_id, sql`${table.created_at} desc`),
    // One message per person: the company's latest drafts to one address.
    // The messages that joined a draft (its detail lists them; erasing a draft clears their link).
    index('agent_drafts_merged_into_idx')
      .on(table.merged_into)
      .where(sql`${table.merged_into} is not null`),
    index('agent_drafts_company_to_idx').on(table.company_id, sql`lower(${table.to})`, sql`${table.created_at} desc`),
  ],
)
