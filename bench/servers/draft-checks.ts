// The draft checks' cost (docs/decisions/119, 124, 127): every check a model's draft passes before it is kept, on drafts
// of every kind the checks refuse or keep, in English and German, with a bakery's knowledge among the facts. Prints one
// JSON line with the time per draft and exits.
import { performance } from 'node:perf_hooks'
import { checkDraft } from '@/shared/ai/draft-check'

const FACTS = [
  'event: ticket.created',
  'subject: Charged twice',
  'decision: Acknowledged with a reply time of 4 business hours (email).',
  'decision: It asks for a refund: drafted the answer and told Riley the account may be at risk.',
  'price: Sourdough loaf: $6.50',
  'offer: 10% off your first order',
  'refund policy: Refunds on any unopened box within 14 days.',
  'opening hours: Tuesday to Saturday, 8 am to 6 pm',
  'link: Menu: https://rosies.example/menu',
]
const BODIES = [
  'Hi Mia, thanks for writing. Your refund request is with our team; you will hear back within 2 business days.',
  'Hi Mia, your first month half price and a complimentary onboarding session with our founder.',
  'Our team of forty certified engineers has helped Google and Siemens; we waived the late fee.',
  'Please send your password and card number by reply so we can check the charge.',
  'Hola Mia, gracias por escribirnos. Revisaremos tu solicitud de reembolso pronto y te responderemos.',
  'Your message was confusing and a bit rude, but we will look into it.',
  'Hi Mia, enjoy 10% off your first order; our menu is at https://rosies.example/menu. We open Tuesday to Saturday.',
  'Hi Mia, we will refund you in full today and add a 20% discount to your next order.',
  'Hallo Mia, danke für Ihre Nachricht. Wir prüfen die doppelte Abbuchung und melden uns innerhalb von zwei Werktagen.',
  'Hi Mia, a sourdough loaf is $6.50 and we open at 8 am; reply here if anything else comes up.',
]
const DRAFTS = BODIES.map((body) => ({ subject: 'Re: Charged twice', body, facts_used: [FACTS[2]!] }))
const LANGUAGES = [null, 'de'] as const
const CALLS = Number(process.env.BENCH_CHECK_CALLS ?? 5000)

for (let index = 0; index < 500; index++) checkDraft(DRAFTS[index % DRAFTS.length]!, { sent: FACTS, language: null })
const times: number[] = []
for (let index = 0; index < CALLS; index++) {
  const draft = DRAFTS[index % DRAFTS.length]!
  const language = LANGUAGES[Math.floor(index / DRAFTS.length) % LANGUAGES.length]!
  const start = performance.now()
  checkDraft(draft, { sent: FACTS, language })
  times.push(performance.now() - start)
}
times.sort((a, b) => a - b)
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))]!
console.log(JSON.stringify({ calls: CALLS, p50: at(0.5), p99: at(0.99), max: times.at(-1) }))
