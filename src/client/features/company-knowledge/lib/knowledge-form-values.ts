import { z } from 'zod'
import { companyKnowledgeSchema, KNOWLEDGE_LIST_MAX, knowledgeOfferSchema, type CompanyKnowledge } from '@/shared/schemas/company-knowledge'

// The form holds each offer as { text }: react-hook-form's field arrays keep rows of objects. Everything else is the
// shared schema as it is, so the form and the API refuse the same input.

export const knowledgeFormSchema = companyKnowledgeSchema.extend({
  offers: z.array(z.strictObject({ text: knowledgeOfferSchema })).max(KNOWLEDGE_LIST_MAX, `Keep to ${KNOWLEDGE_LIST_MAX} offers`),
})
export type KnowledgeFormValues = z.infer<typeof knowledgeFormSchema>

export const toFormValues = (knowledge: CompanyKnowledge): KnowledgeFormValues => ({
  ...knowledge,
  offers: knowledge.offers.map((text) => ({ text })),
})

export const toKnowledge = (values: KnowledgeFormValues): CompanyKnowledge => ({
  ...values,
  offers: values.offers.map(({ text }) => text),
})

// What the browser keeps of unsaved input (a reload or a failed save loses nothing): any text, half typed or not, in
// the form's shape; anything else in storage is ignored.
const text = z.string().max(5000)
const rows = <T extends z.ZodRawShape>(shape: T) => z.array(z.object(shape)).max(KNOWLEDGE_LIST_MAX + 5)
const storedSchema = z.object({
  prices: rows({ name: text, price: text }),
  offers: rows({ text }),
  discountPolicy: text,
  refundPolicy: text,
  openingHours: text,
  links: rows({ label: text, url: text }),
  faq: rows({ question: text, answer: text }),
})

/** The storage key of a company's unsaved knowledge: one per company, so another workspace's draft never shows. */
export const knowledgeDraftKey = (companyId: string) => `agentworks:knowledge-draft:${companyId}`

/** The unsaved input kept for the company, or null when there is none or it cannot be read. */
export function readKnowledgeDraft(storage: Storage, companyId: string): KnowledgeFormValues | null {
  try {
    const raw = storage.getItem(knowledgeDraftKey(companyId))
    if (!raw) return null
    const parsed = storedSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Keeps the unsaved input; storage that is full or disabled leaves the form working from memory. */
export function writeKnowledgeDraft(storage: Storage, companyId: string, values: unknown): void {
  try {
    storage.setItem(knowledgeDraftKey(companyId), JSON.stringify(values))
  } catch {
    // Nothing to do: the input stays in the form.
  }
}

export function clearKnowledgeDraft(storage: Storage, companyId: string): void {
  try {
    storage.removeItem(knowledgeDraftKey(companyId))
  } catch {
    // Storage disabled: there is nothing kept to clear.
  }
}
