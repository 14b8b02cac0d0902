import { z } from 'zod'
import { storable } from './text'

// The company's n8n webhook, where its agents' outputs are delivered, set on the account home
// (docs/product.md#agent-outputs, decision 072).

export const updateCompanyWebhookSchema = z.strictObject({
  url: storable(
    z
      .url({ protocol: /^https?$/, error: 'Enter the full webhook URL, starting with https://' })
      .max(2000, 'Keep the URL under 2000 characters'),
  ),
})
export type UpdateCompanyWebhookInput = z.infer<typeof updateCompanyWebhookSchema>

/** The owner's view: the URL and the secret n8n verifies signatures with (Standard Webhooks). */
export const companyWebhookSchema = z.object({ url: z.string().nullable(), secret: z.string().nullable() })
export type CompanyWebhook = z.infer<typeof companyWebhookSchema>
