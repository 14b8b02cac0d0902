import { desc, eq, sql } from 'drizzle-orm'
import { explainN8nAnswer, isN8nTestUrl, N8N_NOT_CONFIGURED, N8N_SKIPPED, N8N_TEST_URL } from '@/shared/backoffice/n8n-explanations'
import {
  N8N_ANSWER_EXCERPT_CHARS,
  N8N_RECENT_DELIVERIES,
  type N8nDelivery,
  type N8nStatus,
  type N8nTestResult,
} from '@/shared/backoffice/n8n'
import type { Config } from '@/server/config'
import { quizSubmissions, webhookDeliveries } from '@/server/modules/funnels'
import type { Db } from '@/server/platform/db/client'
import { attemptWebhook, WEBHOOK_ATTEMPT_TIMEOUT_MS } from '@/server/platform/webhooks/webhook-attempt'
import { buildTestLeadBody, createTestMessageId } from './n8n-test-lead'

// The n8n connection check of the back office (docs/product.md#back-office, docs/n8n.md).

type Target = { url: string; secret: string }

function getTarget(config: Config): Target | null {
  return config.n8nWebhookUrl && config.n8nWebhookSecret ? { url: config.n8nWebhookUrl, secret: config.n8nWebhookSecret } : null
}

/**
 * The URL as the page may show it: scheme, host and port, and the path's first part when it is n8n's own ('webhook'
 * or 'webhook-test'); the rest of the path may be a secret-ish id, and credentials or a query are never shown.
 */
export function maskWebhookUrl(url: string): { host: string; display: string } {
  const parsed = new URL(url)
  const [first = '', ...rest] = parsed.pathname.split('/').filter(Boolean)
  const shown = first === 'webhook' || first === 'webhook-test' ? `/${first}${rest.length > 0 ? '/…' : ''}` : first ? '/…' : ''
  return { host: parsed.host, display: `${parsed.protocol}//${parsed.host}${shown}` }
}

/** At most N8N_ANSWER_EXCERPT_CHARS, counted by code point so no surrogate pair is cut in half. */
function excerpt(text: string | null): string | null {
  if (!text?.trim()) return null
  const characters = Array.from(text)
  return characters.length > N8N_ANSWER_EXCERPT_CHARS ? `${characters.slice(0, N8N_ANSWER_EXCERPT_CHARS).join('')}…` : text
}

/** The newest lead deliveries, each with its last attempt in plain words. */
async function listRecentDeliveries(db: Db, testUrl: boolean): Promise<N8nDelivery[]> {
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      lead_id: webhookDeliveries.submission_id,
      company_name: quizSubmissions.company_name,
      redelivery: sql<boolean>`${webhookDeliveries.redelivery_of} is not null`,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      created_at: webhookDeliveries.created_at,
      finished_at: webhookDeliveries.finished_at,
      next_attempt_at: webhookDeliveries.next_attempt_at,
      last_status_code: webhookDeliveries.last_status_code,
      last_response: webhookDeliveries.last_response,
      last_error: webhookDeliveries.last_error,
    })
    .from(webhookDeliveries)
    .innerJoin(quizSubmissions, eq(quizSubmissions.id, webhookDeliveries.submission_id))
    .orderBy(desc(webhookDeliveries.created_at), desc(webhookDeliveries.id))
    .limit(N8N_RECENT_DELIVERIES)
  return rows.map(({ last_response, ...row }) => ({
    ...row,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    next_attempt_at: row.status === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
    last_answer: excerpt(last_response),
    explanation: explainDelivery(
      row.status,
      row.attempts,
      { statusCode: row.last_status_code, response: last_response, error: row.last_error },
      testUrl,
    ),
  }))
}

function explainDelivery(
  status: N8nDelivery['status'],
  attempts: number,
  answer: Parameters<typeof explainN8nAnswer>[0],
  testUrl: boolean,
) {
  if (status === 'skipped') return N8N_SKIPPED
  if (attempts === 0) return null
  return explainN8nAnswer(answer, testUrl)
}

/** GET /api/admin/n8n: the configured webhook without its secret, and the newest deliveries. */
export async function getN8nStatus(db: Db, config: Config): Promise<N8nStatus> {
  const target = getTarget(config)
  const testUrl = target ? isN8nTestUrl(target.url) : false
  const masked = target ? maskWebhookUrl(target.url) : null
  return {
    configured: target !== null,
    host: masked?.host ?? null,
    url: masked?.display ?? null,
    is_test_url: testUrl,
    warning: target === null ? N8N_NOT_CONFIGURED : testUrl ? N8N_TEST_URL : null,
    deliveries: await listRecentDeliveries(db, testUrl),
  }
}

/** Sends a signed sample lead to the configured webhook now and reports n8n's answer; null when none is configured. */
export async function sendTestLead(config: Config, now: () => number = Date.now): Promise<N8nTestResult | null> {
  const target = getTarget(config)
  if (!target) return null
  const id = createTestMessageId()
  const started = now()
  const outcome = await attemptWebhook({
    url: target.url,
    secret: target.secret,
    id,
    body: buildTestLeadBody(),
    timeoutMs: config.timing.webhookTimeoutMs ?? WEBHOOK_ATTEMPT_TIMEOUT_MS,
  })
  const answer = {
    statusCode: outcome.statusCode ?? null,
    response: outcome.response?.trim() ? outcome.response : null,
    error: outcome.kind === 'retry' && outcome.statusCode === undefined ? outcome.error : null,
  }
  return {
    id,
    outcome: outcome.kind === 'delivered' ? 'delivered' : 'failed',
    status_code: answer.statusCode,
    response: answer.response,
    error: answer.error,
    duration_ms: Math.max(0, Math.round(now() - started)),
    explanation: explainN8nAnswer(answer, isN8nTestUrl(target.url)),
  }
}
