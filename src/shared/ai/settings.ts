import { z } from 'zod'
import { storable } from '../schemas/text'
import { monthlyTokenBudget } from './budget'
import { AI_PROVIDERS } from './providers'

// Settings → AI (docs/decisions/106-ai-writing.md): the company's own language model and its monthly token budget.
// One schema for the form's resolver and PUT /api/company/ai.

export const AI_MODEL_MAX = 200
export const AI_KEY_MAX = 500

/** PUT /api/company/ai: an OpenAI-compatible server needs its base URL; a hosted service needs a key (new or kept). */
export const updateCompanyAiSchema = z
  .strictObject({
    provider: z.enum(AI_PROVIDERS, { error: 'Choose a provider' }),
    model: storable(z.string().trim().min(1, 'Name the model, for example llama3.1').max(AI_MODEL_MAX)),
    baseUrl: storable(
      z
        .url({ protocol: /^https?$/, error: 'Enter the full base URL, starting with https://' })
        .max(2000, 'Keep the URL under 2000 characters'),
    )
      .nullable()
      .optional(),
    /** Omitted: the key stored before is kept. */
    apiKey: storable(z.string().trim().min(1, 'Paste the API key').max(AI_KEY_MAX)).optional(),
    monthlyTokenBudget,
  })
  .refine((input) => input.provider !== 'openai-compatible' || !!input.baseUrl, {
    path: ['baseUrl'],
    message: 'An OpenAI-compatible server needs its base URL, for example http://ollama.internal:11434/v1',
  })
export type UpdateCompanyAiInput = z.infer<typeof updateCompanyAiSchema>

/**
 * PUT /api/company/ai/local-confirmation: the owner's word that the company runs the model at this host, or has a data
 * processing agreement for it. The host is the one the page showed, so a confirmation never lands on an address
 * changed meanwhile (docs/decisions/122-local-processing-that-means-it.md).
 */
export const confirmLocalModelSchema = z.strictObject({
  host: storable(z.string().trim().min(1, 'Name the host you confirm').max(253, 'A host has at most 253 characters')),
})
export type ConfirmLocalModelInput = z.infer<typeof confirmLocalModelSchema>

/** Who runs the company's model: a hosted service (never sent personal data under Local processing), or the company's host. */
const hostingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hosted'), service: z.string(), host: z.string().nullable() }),
  z.object({
    kind: z.literal('own'),
    host: z.string(),
    /** The owner's confirmation for this host: who (a name, else the address; "Deleted user") and when. */
    confirmation: z.object({ by: z.string(), at: z.string() }).nullable(),
  }),
])
export type ModelHosting = z.infer<typeof hostingSchema>

const writerSchema = z.object({
  kind: z.enum(['model', 'template']),
  label: z.string(),
  detail: z.string(),
  code: z.enum(['none', 'privacy', 'budget']).optional(),
})

/** GET /api/company/ai: the operator's model, the company's own (never its key), the budget and who writes now. */
export const companyAiSettingsSchema = z.object({
  server: z.object({ provider: z.enum(AI_PROVIDERS), model: z.string(), runByCustomer: z.boolean() }).nullable(),
  company: z
    .object({
      provider: z.enum(AI_PROVIDERS),
      model: z.string(),
      baseUrl: z.string().nullable(),
      keySet: z.boolean(),
      keyHint: z.string().nullable(),
      hosting: hostingSchema,
    })
    .nullable(),
  monthlyTokenBudget: z.number().int(),
  usage: z.object({ month: z.string(), tokens: z.number().int(), calls: z.number().int() }),
  writer: writerSchema,
  canEdit: z.boolean(),
  encryptionAvailable: z.boolean(),
})
export type CompanyAiSettings = z.infer<typeof companyAiSettingsSchema>
