import type { CompanyKnowledge } from '../schemas/company-knowledge'

// The company's knowledge as a writer is given it (docs/decisions/124-company-knowledge.md): one line per entry, so
// `facts_used` can quote each and the checks can find a price, offer, policy or link the business stated.

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The knowledge's lines (`price: …`, `offer: …`, `link: …`), the company's website first when it has one. */
export function knowledgeLines(knowledge: CompanyKnowledge, website: string | null = null): string[] {
  const policy = (label: string, text: string) => (text.trim() ? [`${label}: ${oneLine(text)}`] : [])
  return [
    ...(website?.trim() ? [`website: ${website.trim()}`] : []),
    ...knowledge.prices.map(({ name, price }) => `price: ${oneLine(name)}: ${oneLine(price)}`),
    ...knowledge.offers.map((offer) => `offer: ${oneLine(offer)}`),
    ...policy('discount policy', knowledge.discountPolicy),
    ...policy('refund policy', knowledge.refundPolicy),
    ...policy('opening hours', knowledge.openingHours),
    ...knowledge.links.map(({ label, url }) => `link: ${oneLine(label)}: ${url}`),
    ...knowledge.faq.map(({ question, answer }) => `FAQ: ${oneLine(question)} ${oneLine(answer)}`),
  ]
}
