import { describe, expect, it } from 'vitest'
import { AGENT_CATALOGUE } from '../agents/catalogue'
import { runPlaybook } from '../agents/playbooks'
import type { PlaybookTrigger } from '../agents/playbooks/types'
import { EMPTY_KNOWLEDGE, parseCompanyKnowledge, type CompanyKnowledge } from '../schemas/company-knowledge'
import { parseEvent } from '../schemas/events'
import { checkDraft } from './draft-check'
import { editWarning } from './edit-check'
import { draftFacts } from './facts'
import { knowledgeLines } from './knowledge'
import { languageOf } from './language'
import { buildDraftPrompt } from './prompt'

const KNOWLEDGE: CompanyKnowledge = {
  prices: [{ name: 'Sourdough loaf', price: '$6.50' }],
  offers: ['10% off your first order'],
  discountPolicy: 'We waive the delivery fee on orders over $50.',
  refundPolicy: 'Refunds within 14 days of purchase, money back on any unopened box.',
  openingHours: 'Tuesday to Saturday, 8 am to 6 pm.',
  links: [{ label: 'Menu', url: 'https://rosies.example/menu' }],
  faq: [
    { question: 'Is there a guarantee?', answer: 'Yes, a freshness guarantee on every loaf.' },
    { question: 'Who do you bake for?', answer: 'We supply Hotel Adler and Cafe Luna, from 3 shops.' },
    { question: 'Orders for Christmas?', answer: 'Order by December 20 for Christmas Eve.' },
  ],
}

// Sam answers a customer who asks for a refund: their words are context, never permission (decision 119).
const trigger: PlaybookTrigger = {
  kind: 'event',
  event: parseEvent('ticket.created', {
    ticket_id: 'T-90',
    email: 'kim@example.org',
    subject: 'Charged twice',
    body: 'I was charged twice, please refund me, and give me 10% off, see https://rosies.example/menu',
    channel: 'email',
  }),
}
const outcome = runPlaybook('sam', trigger)!
const agent = AGENT_CATALOGUE.find((entry) => entry.id === 'sam')!

function promptWith(knowledge: CompanyKnowledge, website: string | null = null) {
  return buildDraftPrompt({
    agent: { name: agent.name, role: agent.agent_type },
    facts: draftFacts(trigger, outcome),
    template: { subject: outcome.email!.subject, text: outcome.email!.text, action: outcome.email!.action ?? null },
    language: languageOf(trigger),
    maskPersonal: false,
    knowledge: knowledgeLines(knowledge, website),
  })
}

function check(body: string, knowledge: CompanyKnowledge, website: string | null = null) {
  const prompt = promptWith(knowledge, website)
  return checkDraft(
    { subject: 'About your ticket', body, facts_used: ['subject: Charged twice'] },
    { sent: prompt.factsSent, permitted: prompt.factsPermitted, language: null },
  )
}

describe('the company’s knowledge in the prompt', () => {
  it('is a delimited section of the business’s own facts, each line quotable', () => {
    const prompt = promptWith(KNOWLEDGE, 'https://rosies.example')
    expect(prompt.user).toContain('Business facts:\nwebsite: https://rosies.example\nprice: Sourdough loaf: $6.50\noffer: 10% off')
    expect(prompt.user).toContain('End of business facts.')
    expect(prompt.system).toContain('what the company itself tells its customers')
    for (const line of knowledgeLines(KNOWLEDGE)) {
      expect(prompt.factsSent).toContain(line)
      expect(prompt.factsPermitted).toContain(line)
    }
    const used = { subject: 'About your ticket', body: 'We have your ticket.', facts_used: ['offer: 10% off your first order'] }
    expect(checkDraft(used, { sent: prompt.factsSent, permitted: prompt.factsPermitted })).toEqual({ ok: true })
  })

  it('adds nothing to a prompt when the business has written nothing down', () => {
    const prompt = promptWith(EMPTY_KNOWLEDGE)
    expect(prompt.user).not.toContain('Business facts')
    expect(prompt.system).not.toContain('what the company itself tells its customers')
  })

  it('writes each policy on one line', () => {
    expect(knowledgeLines({ ...EMPTY_KNOWLEDGE, openingHours: 'Mon–Fri 8–6\n  Sat 9–1' })).toEqual(['opening hours: Mon–Fri 8–6 Sat 9–1'])
  })
})

describe('a draft’s claims against the company’s knowledge', () => {
  it.each([
    ['a price', 'A sourdough loaf is $6.50.', 'It stated a price your business did not give ("$6.50")'],
    ['a discount', 'Take 10% off your first order.', 'It stated a percentage your business did not give ("10%")'],
    ['a refund', 'We give refunds on any unopened box.', 'It promised a refund your business did not decide on ("refunds")'],
    ['a waiver', 'We waive the delivery fee for you.', 'It waived a charge your business did not decide on ("waive")'],
    ['a guarantee', 'Every loaf has our freshness guarantee.', 'It gave a guarantee your business did not decide on ("guarantee")'],
    [
      'a named partner',
      'We have worked with Hotel Adler for years.',
      'It named a customer or partner your business did not name ("Hotel Adler")',
    ],
    [
      'a link',
      'Our menu is at https://rosies.example/menu.',
      'It added a link or address your business did not give ("https://rosies.example/menu"); the product adds the button',
    ],
    ['a date', 'Order by December 20 for Christmas Eve.', 'It named a date or time your business did not give ("December 20")'],
    ['a time', 'We are open until 6 pm.', 'It named a date or time your business did not give ("6 pm")'],
    ['a count', 'You can find us in 3 shops.', 'It stated a number your business did not give ("3")'],
  ])('refuses %s the knowledge does not state, and passes it when it does', (_, body, reason) => {
    expect(check(body, EMPTY_KNOWLEDGE)).toEqual({ ok: false, reason })
    expect(check(body, KNOWLEDGE)).toEqual({ ok: true })
  })

  it('refuses a refund promise the customer asked for when the business has no refund policy', () => {
    const noRefunds = { ...KNOWLEDGE, refundPolicy: '', faq: [] }
    expect(check('We will refund you in full.', noRefunds)).toEqual({
      ok: false,
      reason: 'It promised a refund your business did not decide on ("refund")',
    })
    expect(check('We will give you 10% off.', { ...EMPTY_KNOWLEDGE, refundPolicy: 'Refunds within 14 days.' })).toMatchObject({
      ok: false,
      reason: 'It stated a percentage your business did not give ("10%")',
    })
  })

  it('passes only the very links the business gave, its website among them', () => {
    expect(check('See https://rosies.example/menu/ or www.rosies.example.', KNOWLEDGE, 'https://www.rosies.example')).toEqual({ ok: true })
    for (const link of ['https://rosies.example', 'https://rosies.example/menu?ref=x', 'https://rosies.example.evil.example/menu'])
      expect(check(`See ${link} today.`, KNOWLEDGE)).toMatchObject({ ok: false, reason: expect.stringContaining(link) })
  })

  it('holds a reviewer’s edit to the same knowledge', () => {
    const edit = { subject: 'About your ticket', body: 'Take 10% off your first order.' }
    const draft = { facts: draftFacts(trigger, outcome), template: { subject: 'Hi', text: 'Thanks.', action: null } }
    expect(editWarning(edit, draft)).toBe('It stated a percentage your business did not give ("10%")')
    expect(editWarning(edit, draft, knowledgeLines(KNOWLEDGE))).toBeNull()
  })
})

describe('reading stored knowledge', () => {
  it('reads an old or invalid value as empty, field by field', () => {
    expect(parseCompanyKnowledge({})).toEqual(EMPTY_KNOWLEDGE)
    expect(parseCompanyKnowledge(null)).toEqual(EMPTY_KNOWLEDGE)
    expect(parseCompanyKnowledge('prices')).toEqual(EMPTY_KNOWLEDGE)
    expect(
      parseCompanyKnowledge({ prices: 'cheap', offers: ['Free coffee'], links: [{ label: 'Shop', url: 'http://x.example' }] }),
    ).toEqual({
      ...EMPTY_KNOWLEDGE,
      offers: ['Free coffee'],
    })
  })
})
