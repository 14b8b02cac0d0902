import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { CompanyWebhook } from '@/shared/schemas/company-webhook'
import type { Db } from '@/server/platform/db/client'
import { companies } from '@/server/modules/accounts'
import { badRequest, notFound } from '@/server/platform/http/http-errors'
import { describeAddressClass, vetHost, type AddressPolicy } from '@/server/platform/webhooks/public-address'

export type WebhookTargetRules = { production: boolean; policy: AddressPolicy }

function refuse(message: string) {
  return badRequest(message, [{ path: 'url', message }])
}

/**
 * A webhook must not reach the app's own network (docs/decisions/075-outgoing-requests-to-public-addresses.md): the
 * host is resolved and every address must be public, or private under WEBHOOK_ALLOW_PRIVATE. Delivery checks again.
 * In production the URL must be https: the body carries the company's data.
 */
export async function checkWebhookTarget(url: string, { production, policy }: WebhookTargetRules): Promise<void> {
  const target = new URL(url)
  if (production && target.protocol !== 'https:') throw refuse('Use an https:// webhook URL')
  const vetted = await vetHost(target.hostname, policy)
  if (vetted.ok) return
  if (vetted.problem === 'unresolved') throw refuse(`Check the webhook URL: ${vetted.hostname} could not be found`)
  const what = describeAddressClass(vetted.addressClass)
  throw refuse(
    vetted.hostname === vetted.address
      ? `Use a public webhook URL: ${vetted.address} is ${what}`
      : `Use a public webhook URL: ${vetted.hostname} resolves to ${what}`,
  )
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
