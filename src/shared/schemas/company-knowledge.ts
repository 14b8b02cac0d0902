import { z } from 'zod'
import { storable, storableText } from './text'

// The company's knowledge (docs/decisions/124-company-knowledge.md): what its agents may tell customers, the only
// source besides the playbook's decision of a price, offer, policy, date, link or name a draft may state.

/** How many entries each list may hold: enough for a small business's price list, short enough for a prompt. */
export const KNOWLEDGE_LIST_MAX = 20
export const KNOWLEDGE_SHORT_MAX = 120
export const KNOWLEDGE_POLICY_MAX = 1000
export const KNOWLEDGE_ANSWER_MAX = 500

const short = (what: string, max = KNOWLEDGE_SHORT_MAX) =>
  storableText().trim().min(1, `Enter ${what}, or remove this row`).max(max, `Keep ${what} to ${max} characters`)
const policy = (what: string) => storableText().trim().max(KNOWLEDGE_POLICY_MAX, `Keep ${what} to ${KNOWLEDGE_POLICY_MAX} characters`)
const list = <T extends z.ZodType>(item: T, what: string) => z.array(item).max(KNOWLEDGE_LIST_MAX, `Keep to ${KNOWLEDGE_LIST_MAX} ${what}`)

const httpsUrl = storable(
  z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'Enter a full web address starting with https://' }).max(2048),
)

export const knowledgePriceSchema = z.strictObject({ name: short('what it is'), price: short('the price', 60) })
export const knowledgeOfferSchema = short('the offer', 200)
export const knowledgeLinkSchema = z.strictObject({ label: short('a name for the link', 60), url: httpsUrl })
export const knowledgeFaqSchema = z.strictObject({
  question: short('the question', 200),
  answer: short('the answer', KNOWLEDGE_ANSWER_MAX),
})

/** PATCH /api/company/knowledge and its answer: every field, '' or [] for one the business leaves out. */
export const companyKnowledgeSchema = z.strictObject({
  prices: list(knowledgePriceSchema, 'prices and plans'),
  offers: list(knowledgeOfferSchema, 'offers'),
  discountPolicy: policy('the discount policy'),
  refundPolicy: policy('the refund policy'),
  openingHours: policy('the opening hours'),
  links: list(knowledgeLinkSchema, 'links'),
  faq: list(knowledgeFaqSchema, 'questions'),
})
export type CompanyKnowledge = z.infer<typeof companyKnowledgeSchema>

/** Knowledge with nothing in it: what a company starts with. */
export const EMPTY_KNOWLEDGE: CompanyKnowledge = {
  prices: [],
  offers: [],
  discountPolicy: '',
  refundPolicy: '',
  openingHours: '',
  links: [],
  faq: [],
}

/**
 * Stored knowledge read defensively: each field that is missing or no longer valid (an older shape, a value written
 * by hand) reads as empty, so one bad field neither fails the page nor loses the others.
 */
export function parseCompanyKnowledge(stored: unknown): CompanyKnowledge {
  const record = stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {}
  const shape = companyKnowledgeSchema.shape
  const field = <K extends keyof CompanyKnowledge>(key: K): CompanyKnowledge[K] => {
    const parsed = shape[key].safeParse(record[key])
    return (parsed.success ? parsed.data : EMPTY_KNOWLEDGE[key]) as CompanyKnowledge[K]
  }
  return {
    prices: field('prices'),
    offers: field('offers'),
    discountPolicy: field('discountPolicy'),
    refundPolicy: field('refundPolicy'),
    openingHours: field('openingHours'),
    links: field('links'),
    faq: field('faq'),
  }
}

/** Whether the business has written anything down yet. */
export function isKnowledgeEmpty(knowledge: CompanyKnowledge): boolean {
  return (Object.keys(EMPTY_KNOWLEDGE) as (keyof CompanyKnowledge)[]).every((key) => knowledge[key].length === 0)
}
