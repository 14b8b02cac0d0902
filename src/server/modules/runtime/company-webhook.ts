import { randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import { eq } from 'drizzle-orm'
import type { CompanyWebhook } from '@/shared/schemas/company-webhook'
import type { Db } from '@/server/platform/db/client'
import { companies } from '@/server/modules/accounts'
import { badRequest, notFound } from '@/server/platform/http/http-errors'

const PRIVATE_V4 = [
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^0\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
]

/**
 * In production the server refuses plain http and addresses of its own network (a webhook must not
 * reach internal services); outside production a local receiver is allowed, for n8n on localhost.
 */
export function checkWebhookTarget(url: string, production: boolean): void {
  if (!production) return
  const target = new URL(url)
  const host = target.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const internal =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.internal') ||
    (isIP(host) === 4 && PRIVATE_V4.some((range) => range.test(host))) ||
    (isIP(host) === 6 && (host === '::1' || /^f[cd]|^fe80/.test(host)))
  if (target.protocol !== 'https:' || internal) {
    throw badRequest('Use a public https:// webhook URL', [{ path: 'url', message: 'Use a public https:// webhook URL' }])
  }
}

export async function getCompanyWebhook(db: Db, companyId: string): Promise<CompanyWebhook> {
  const [row] = await db
    .select({ url: companies.n8n_webhook_url, secret: companies.n8n_webhook_secret })
    .from(companies)
    .where(eq(companies.id, companyId))
  if (!row) throw notFound('Company not found')
  return row
}

/** Sets the URL; the signing secret is made on first use and kept when the URL changes. */
export async function setCompanyWebhook(db: Db, companyId: string, url: string): Promise<CompanyWebhook> {
  const current = await getCompanyWebhook(db, companyId)
  const secret = current.secret ?? `whsec_${randomBytes(24).toString('base64')}`
  await db.update(companies).set({ n8n_webhook_url: url, n8n_webhook_secret: secret }).where(eq(companies.id, companyId))
  return { url, secret }
}

/** Stops deliveries; runs after this send nothing (queued ones still go to the URL they were made for). */
export async function clearCompanyWebhook(db: Db, companyId: string): Promise<CompanyWebhook> {
  await db.update(companies).set({ n8n_webhook_url: null }).where(eq(companies.id, companyId))
  return getCompanyWebhook(db, companyId).then((row) => ({ ...row, url: null }))
}
