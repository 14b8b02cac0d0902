import { randomBytes } from 'node:crypto'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { API_KEY_PREFIX, type ApiKey, type CreatedApiKey } from '@/shared/schemas/api-keys'
import type { Db } from '@/server/platform/db/client'
import { apiKeys } from './schema'
import { notFound } from '@/server/platform/http/http-errors'
import type { Limit, LimitState } from '@/server/platform/rate-limit/rate-limits'
import { hashToken } from '@/server/platform/session/tokens'

const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8

type ApiKeyRow = typeof apiKeys.$inferSelect

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  }
}

/** Creates a key for the company; the answer is the only place the full key ever appears. */
export async function createApiKey(db: Db, companyId: string, createdBy: string, name: string): Promise<CreatedApiKey> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  const [row] = await db
    .insert(apiKeys)
    .values({ company_id: companyId, name, prefix: key.slice(0, SHOWN_PREFIX_LENGTH), key_hash: hashToken(key), created_by: createdBy })
    .returning()
  return { ...toApiKey(row!), key }
}

/** The company's keys that still work, newest first. */
export async function listApiKeys(db: Db, companyId: string): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.company_id, companyId), isNull(apiKeys.revoked_at)))
    .orderBy(desc(apiKeys.created_at))
  return rows.map(toApiKey)
}

/** Revokes one of the company's keys at once; another company's key, or one already revoked, is not found. */
export async function revokeApiKey(db: Db, companyId: string, keyId: string): Promise<void> {
  const [row] = await db
    .update(apiKeys)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.company_id, companyId), isNull(apiKeys.revoked_at)))
    .returning({ id: apiKeys.id })
  if (!row) throw notFound('API key not found')
}

export type ApiKeyUse = { keyId: string; companyId: string; limit: LimitState }

/**
 * The live key a bearer token names (null if unknown, malformed or revoked), counted against its rate limit in the
 * same statement: a fixed window kept on the key's row, so an event costs one write here, where a log of hits
 * would cost a count and an insert (decision 073). It also records when the key was last used.
 */
export async function useApiKey(db: Db, token: string, limit: Limit): Promise<ApiKeyUse | null> {
  if (!token.startsWith(API_KEY_PREFIX) || token.length > 200) return null
  const inWindow = sql`${apiKeys.window_started_at} > now() - ${limit.windowMs} * interval '1 millisecond'`
  const [row] = await db
    .update(apiKeys)
    .set({
      window_hits: sql`case when ${inWindow} then ${apiKeys.window_hits} + 1 else 1 end`,
      window_started_at: sql`case when ${inWindow} then ${apiKeys.window_started_at} else now() end`,
      last_used_at: sql`now()`,
    })
    .where(and(eq(apiKeys.key_hash, hashToken(token)), isNull(apiKeys.revoked_at)))
    .returning({ id: apiKeys.id, company_id: apiKeys.company_id, hits: apiKeys.window_hits, started: apiKeys.window_started_at })
  if (!row) return null
  const state: LimitState =
    row.hits > limit.max && row.started
      ? { limited: true, retryAfterMs: Math.max(0, row.started.getTime() + limit.windowMs - Date.now()) }
      : { limited: false }
  return { keyId: row.id, companyId: row.company_id, limit: state }
}
