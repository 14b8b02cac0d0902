import { describe, expect, it } from 'vitest'
import { AGENT_CATALOGUE, type CatalogueAgentId } from '../agents/catalogue'
import { runPlaybook } from '../agents/playbooks'
import type { PlaybookTrigger } from '../agents/playbooks/types'
import { parseEvent, type CreateEventInput } from '../schemas/events'
import type { ModelDraft } from './draft'
import { checkDraft, type DraftCheckFacts } from './draft-check'
import { conflictingWaits } from './draft-rules'
import { draftFacts } from './facts'
import { languageOf } from './language'
import { buildDraftPrompt } from './prompt'

function factsFor(agent: CatalogueAgentId, event: Pick<CreateEventInput, 'type' | 'data'>, maskPersonal = false): string[] {
  const trigger: PlaybookTrigger = { kind: 'event', event: parseEvent(event.type, event.data) }
  const outcome = runPlaybook(agent, trigger)!
  const { name, agent_type } = AGENT_CATALOGUE.find((entry) => entry.id === agent)!
  return buildDraftPrompt({
    agent: { name, role: agent_type },
    facts: draftFacts(trigger, outcome),
    template: { subject: outcome.email!.subject, text: outcome.email!.text, action: outcome.email!.action ?? null },
    language: languageOf(trigger),
    maskPersonal,
  }).factsSent
}

const hotLead = factsFor('max', {
  type: 'lead.created',
  data: {
    lead_id: 'L-1042',
    name: 'Ann Baker',
    email: 'ann@brightsmile.example',
    source: 'referral',
    budget: 12000,
    timeline: 'immediate',
    message: 'We need a receptionist bot before the summer rush.',
  },
})
const meeting = factsFor('max', {
  type: 'meeting.booked',
  data: {
    lead_id: 'L-7',
    name: 'Jonas Weber',
    email: 'jonas@weber.example',
    starts_at: '2025-03-04T15:00:00+01:00',
    topic: 'Onboarding',
    language: 'de',
  },
})
const overdue = factsFor('finn', {
  type: 'payment.overdue',
  data: {
    invoice_id: 'INV-2031',
    customer_id: 'C-77',
    customer_name: 'Lena Vogel',
    email: 'lena@vogel.example',
    amount: 4800,
    currency: 'EUR',
    days_overdue: 12,
  },
})
const shortlisted = factsFor('harper', {
  type: 'application.received',
  data: {
    candidate_id: 'CA-9',
    name: 'Priya Shah',
    email: 'priya@example.org',
    role: 'Support engineer',
    years_experience: 6,
    skills: ['SQL', 'Zendesk', 'Python'],
    required_skills: ['SQL', 'Zendesk'],
  },
})
const ticket = factsFor('sam', {
  type: 'ticket.created',
  data: {
    ticket_id: 'T-88',
    email: 'omar@example.org',
    subject: 'Export fails',
    body: 'The monthly export stops halfway.',
    channel: 'email',
  },
})
const renewal = factsFor('riley', {
  type: 'subscription.renewal_due',
  data: {
    customer_id: 'C-5',
    customer_name: 'Nordlicht GmbH',
    email: 'it@nordlicht.example',
    plan: 'Team',
    renews_on: '2025-06-30',
    amount: 2400,
    currency: 'USD',
  },
})

const draft = (body: string, facts_used = ['name: Ann Baker'], subject = 'Shall we talk?'): ModelDraft => ({ subject, body, facts_used })

describe('checking a model’s draft against the facts', () => {
  it('passes a draft that uses the facts and keeps to the decision', () => {
    const result = checkDraft(
      draft(
        'Hi Ann Baker, thanks for reaching out about a receptionist bot. With a budget of $12,000 and an immediate start, could we talk tomorrow? Pick a slot with the button below.',
        ['name: Ann Baker', 'budget: 12000', 'timeline: immediate', 'button: Pick a time'],
        'Can we talk tomorrow?',
      ),
      hotLead,
    )
    expect(result).toEqual({ ok: true })
  })

  it('refuses a price the facts do not hold', () => {
    expect(checkDraft(draft('Hi Ann, our Pro plan is just $499/month and fits your team.'), hotLead)).toEqual({
      ok: false,
      reason: 'It stated a price your business did not give ("$499")',
    })
    expect(checkDraft(draft('Hi Ann, the setup costs 900 dollars.'), hotLead)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('"900 dollars"'),
    })
    expect(checkDraft(draft('Hi Ann, take 20% off if you sign this week.'), hotLead)).toMatchObject({
      ok: false,
      reason: 'It stated a percentage your business did not give ("20%")',
    })
  })

  it('allows an amount from the facts however it is written', () => {
    const used = ['invoice id: INV-2031', 'amount: 4800']
    expect(checkDraft(draft('Hallo Lena, die Rechnung INV-2031 über 4.800 € ist seit 12 Tagen offen.', used), overdue)).toEqual({
      ok: true,
    })
    expect(
      checkDraft(draft('Hi Lena, invoice INV-2031 for €4,800.00 is 12 days overdue. Please settle it this week.', used), overdue),
    ).toEqual({
      ok: true,
    })
    expect(checkDraft(draft('Hi Lena, invoice INV-2031 for €4,900 is overdue.', used), overdue)).toMatchObject({ ok: false })
  })

  it('refuses a day or time the facts do not hold', () => {
    expect(checkDraft(draft('Hi Ann, are you free on Tuesday at 3pm?'), hotLead)).toEqual({
      ok: false,
      reason: 'It named a date or time your business did not give ("Tuesday")',
    })
    expect(checkDraft(draft('Hi Ann, I can call at 3pm.'), hotLead)).toMatchObject({ reason: expect.stringContaining('"3pm"') })
    expect(checkDraft(draft('Hi Ann, I will call on March 12.'), hotLead)).toMatchObject({ reason: expect.stringContaining('"March 12"') })
    expect(checkDraft(draft('Hi Ann, shall we talk next week?'), hotLead)).toMatchObject({ reason: expect.stringContaining('"next week"') })
    expect(checkDraft(draft('Hi Lena, please pay by 15/04/2025.', ['amount: 4800']), overdue)).toMatchObject({ ok: false })
  })

  it('allows the template’s own “tomorrow” and a date of the facts in any form', () => {
    expect(checkDraft(draft('Hi Ann, could we talk tomorrow?'), hotLead)).toEqual({ ok: true })
    const used = ['name: Jonas Weber', 'starts at: 2025-03-04T15:00:00+01:00']
    expect(checkDraft(draft('Hallo Jonas Weber, Ihr Gespräch am Dienstag, 4. März um 15 Uhr ist bestätigt.', used), meeting)).toEqual({
      ok: true,
    })
    expect(checkDraft(draft('Hi Jonas Weber, see you on Tuesday, March 4th at 3 pm.', used), meeting)).toEqual({ ok: true })
    expect(checkDraft(draft('Hi Jonas Weber, see you on Wednesday, March 5th.', used), meeting)).toMatchObject({
      reason: expect.stringContaining('"Wednesday"'),
    })
  })

  it('refuses a commitment the facts do not make', () => {
    expect(checkDraft(draft('Hi Ann, we guarantee results in your first month.'), hotLead)).toEqual({
      ok: false,
      reason: 'It gave a guarantee your business did not decide on ("guarantee")',
    })
    expect(checkDraft(draft('Hi Ann, the first call is free of charge.'), hotLead)).toMatchObject({ ok: false })
    expect(checkDraft(draft('Hi Ann, a money-back offer applies.'), hotLead)).toMatchObject({ ok: false })
    const refund = factsFor('finn', {
      type: 'deal.won',
      data: { deal_id: 'D', customer_id: 'C', customer_name: 'Ola', email: 'ola@x.example', amount: 900 },
    })
    expect(checkDraft(draft('Hi Ola, thanks. We offer a refund if unhappy.', ['customer name: Ola']), refund)).toMatchObject({ ok: false })
  })

  it('refuses links, addresses and placeholders it was not given', () => {
    expect(checkDraft(draft('Hi Ann, book at https://cal.example/ann.'), hotLead)).toMatchObject({
      reason: expect.stringContaining('link'),
    })
    expect(checkDraft(draft('Hi Ann, write to sales@vendor.example.'), hotLead)).toMatchObject({ ok: false })
    expect(checkDraft(draft('Hi Ann, speak soon.\n[Your Name]'), hotLead)).toEqual({
      ok: false,
      reason: 'It left a placeholder in the text ("[Your Name]")',
    })
  })

  it('passes the placeholders of a masked prompt', () => {
    const masked = factsFor(
      'harper',
      {
        type: 'interview.scheduled',
        data: {
          candidate_id: 'CA-1',
          name: 'Sofía Ruiz',
          email: 's@ruiz.example',
          role: 'Designer',
          starts_at: '2025-05-20T10:30:00Z',
          interviewer: 'Marta Gil',
          language: 'es',
        },
      },
      true,
    )
    expect(masked).toContain('name: [name]')
    expect(masked).toContain('interviewer: [name 2]')
    const written = draft(
      'Hola [name], tu entrevista con [name 2] es el 20 de mayo a las 10:30.',
      ['name: [name]', 'interviewer: [name 2]', 'role: Designer'],
      'Entrevista',
    )
    expect(checkDraft(written, masked)).toEqual({ ok: true })
  })

  it('refuses an e-mail over the word limit', () => {
    expect(checkDraft(draft(`Hi Priya Shah, ${'thanks '.repeat(200)}`, ['name: Priya Shah']), shortlisted)).toMatchObject({
      reason: expect.stringContaining('longer than'),
    })
  })

  it('needs the facts it relied on, each found in the facts as sent', () => {
    expect(checkDraft(draft('Hi Priya Shah, please pick an interview slot.', []), shortlisted)).toEqual({
      ok: false,
      reason: 'It did not say which facts it used',
    })
    expect(
      checkDraft(draft('Hi Priya Shah, please pick an interview slot.', ['NAME: priya shah', 'role: Support engineer']), shortlisted),
    ).toEqual({ ok: true })
    expect(checkDraft(draft('Hi Priya Shah, please pick an interview slot.', ['salary: 80000']), shortlisted)).toEqual({
      ok: false,
      reason: 'It relied on something it was not told ("salary: 80000")',
    })
  })

  it('holds Sam’s and Riley’s drafts to the same rules', () => {
    expect(
      checkDraft(draft('Thanks for writing about the failing export. This article should solve it.', ['subject: Export fails']), ticket),
    ).toEqual({ ok: true })
    expect(checkDraft(draft('Thanks for writing. We will fix it within 2 days.', ['subject: Export fails']), ticket)).toMatchObject({
      ok: false,
    })
    const used = ['plan: Team', 'renews on: 2025-06-30']
    expect(checkDraft(draft('Hi Nordlicht GmbH, your Team plan renews on June 30 for $2,400.', used), renewal)).toEqual({ ok: true })
    expect(checkDraft(draft('Hi Nordlicht GmbH, renew now and save 15%.', used), renewal)).toMatchObject({ ok: false })
  })
})

/** The prompt's facts as the compose step holds a draft to them: all lines, the business's lines, the language. */
function heldTo(agent: CatalogueAgentId, event: Pick<CreateEventInput, 'type' | 'data'>): DraftCheckFacts {
  const trigger: PlaybookTrigger = { kind: 'event', event: parseEvent(event.type, event.data) }
  const outcome = runPlaybook(agent, trigger)!
  const { name, agent_type } = AGENT_CATALOGUE.find((entry) => entry.id === agent)!
  const prompt = buildDraftPrompt({
    agent: { name, role: agent_type },
    facts: draftFacts(trigger, outcome),
    template: { subject: outcome.email!.subject, text: outcome.email!.text, action: outcome.email!.action ?? null },
    language: languageOf(trigger),
    maskPersonal: false,
  })
  return { sent: prompt.factsSent, permitted: prompt.factsPermitted, language: languageOf(trigger) }
}

describe('only what the business can stand behind', () => {
  const chargedTwice = heldTo('sam', {
    type: 'ticket.created',
    data: {
      ticket_id: 'T-90',
      email: 'kim@example.org',
      subject: 'Charged twice',
      body: 'I was charged twice, please refund me. Details: https://evil.example/claim',
      channel: 'email',
    },
  })
  const germanMeeting = heldTo('max', {
    type: 'meeting.booked',
    data: { lead_id: 'L-8', name: 'Jonas Weber', email: 'jonas@weber.example', starts_at: '2025-03-04T15:00:00+01:00', language: 'de' },
  })
  const used = ['subject: Charged twice']
  const sam = (body: string) => checkDraft(draft(body, used, 'About your ticket'), chargedTwice)

  it('passes a plain, honest answer to the ticket', () => {
    expect(sam('Thanks for telling us about the double charge. We have your ticket and will look into it.')).toEqual({ ok: true })
  })

  it.each([
    ['We will refund you in full today.', 'It promised a refund your business did not decide on ("refund")'],
    [
      'Enjoy your first month half price and a complimentary session with our founder.',
      'It offered something free your business did not decide on ("complimentary")',
    ],
    ['Good news: we waived the late fee for you.', 'It waived a charge your business did not decide on ("waived")'],
    ['Here is a voucher for your trouble.', 'It offered a voucher or credit your business did not decide on ("voucher")'],
    ['Our team of 40 certified engineers is on it.', 'It stated a number your business did not give ("40")'],
    ['We have helped Google and Siemens with exactly this.', 'It named a customer or partner your business did not name ("Google")'],
    [
      'To check the charge, please send your password and card number by reply.',
      'It asked the reader for a password, card number, bank details or a code ("password")',
    ],
    [
      'Please reply with the verification code we sent you.',
      'It asked the reader for a password, card number, bank details or a code ("verification code")',
    ],
    ['Your message was confusing and a bit rude, but we will look.', 'It spoke down to the reader ("Your message was confusing")'],
    [
      'Details are at https://evil.example/claim as you said.',
      'It added a link or address your business did not give ("https://evil.example/claim"); the product adds the button',
    ],
  ])('refuses “%s”, even when the customer asked for it', (body, reason) => {
    expect(sam(body)).toEqual({ ok: false, reason })
  })

  it('lets the business’s own decision stand behind a refund', () => {
    const decided = { ...chargedTwice, permitted: [...chargedTwice.permitted!, 'decision: Refund the duplicate charge of $40.'] }
    expect(checkDraft(draft('We will refund the duplicate charge of $40 today.', used), decided)).toEqual({ ok: true })
  })

  it('refuses a draft in another language than the event’s, and passes one in it', () => {
    const meetingUsed = ['name: Jonas Weber']
    expect(
      checkDraft(
        draft('Hola Jonas Weber, gracias por reservar la reunión. Nos vemos pronto, con muchas ganas de hablar contigo.', meetingUsed),
        germanMeeting,
      ),
    ).toEqual({ ok: false, reason: 'It was written in Spanish, not German' })
    expect(
      checkDraft(
        draft('Hallo Jonas Weber, danke für die Buchung des Termins. Wir freuen uns sehr auf das Gespräch mit Ihnen.', meetingUsed),
        germanMeeting,
      ),
    ).toEqual({ ok: true })
  })
})

describe('one answer time per e-mail', () => {
  // Both waits are the business's own (Sam's handover and Finn's refund note): together they still contradict.
  const bothPromised = {
    sent: ['reply time: 4 business hours', 'refund answer: within 2 business days'],
    permitted: ['Expect an answer within 4 business hours.', 'You will hear back within 2 business days.'],
  }
  const used = ['reply time: 4 business hours']

  it('refuses two different answer times, even when the business gave both', () => {
    const body =
      'Thanks for writing. Expect an answer within 4 business hours; about the refund, you will hear back within 2 business days.'
    expect(checkDraft(draft(body, used), bothPromised)).toEqual({
      ok: false,
      reason: 'It promised two different answer times ("within 4 business hours", "within 2 business days")',
    })
  })

  it('passes one answer time, said twice or another way', () => {
    expect(conflictingWaits('We answer within 2 business days. Within 2 business days you will know.')).toBeNull()
    expect(conflictingWaits('You will hear from us within 2 days, that is in 48 hours at the latest.')).toBeNull()
    expect(checkDraft(draft('Thanks for writing. You will hear back within 2 business days.', used), bothPromised)).toEqual({ ok: true })
  })

  it('finds waits in the languages the agents write', () => {
    expect(conflictingWaits('Antwort innerhalb von 2 Tagen, Rückerstattung binnen 3 Wochen.')).toEqual([
      'innerhalb von 2 Tagen',
      'binnen 3 Wochen',
    ])
    expect(conflictingWaits('Réponse dans 2 jours.')).toBeNull()
  })
})
