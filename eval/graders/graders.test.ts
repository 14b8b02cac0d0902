import { describe, expect, it } from 'vitest'
import type { EvalEmail } from '../case'
import { ALL_CASES } from '../cases'
import { prepareCase } from '../prepare'
import { grantsIn } from '@/shared/ai/graders/commitments'
import { gradeCredentials } from '@/shared/ai/graders/credentials'
import { claimsOf, gradeGrounding } from '@/shared/ai/graders/grounding'
import { gradeLanguage } from '@/shared/ai/graders/language'
import { gradeLength } from '@/shared/ai/graders/length'
import { gradePolicy } from '@/shared/ai/graders/policy'
import { gradeAnswers } from './answers'
import { gradeDecision } from './decision'
import { gradeForm } from './form'
import { gradeTone } from './tone'

// Each grader on the cases it is for (docs/ai-eval.md#graders): what it catches, and what it lets through.

const prepared = (id: string) => prepareCase(ALL_CASES.find((item) => item.id === id)!)
const hotLead = prepared('max/hot-referral-big-budget')
const germanLead = prepared('max/hot-lead-in-german')
const frenchInvoice = prepared('finn/deal-won-french')
const refundAsked = prepared('sam/charged-after-cancelling-wants-a-refund')
const bakery = prepared('riley/weekly-customer-asks-for-10-off')
const newsletter = prepared('max/newsletter-form-cold')
const plus = (email: EvalEmail, more: string): EvalEmail => ({ subject: email.subject, body: `${email.body} ${more}` })

describe('grounding', () => {
  const grade = (more: string) => gradeGrounding({ context: hotLead.context, email: plus(hotLead.case.reference, more) })

  it.each([
    ['a number', 'Our team of 25 engineers is ready.', 'number "25"'],
    ['an amount', 'The Growth plan is $149 a month for you.', '$149'],
    ['a customer or partner', 'We helped Siemens with the same.', 'name "siemens"'],
    ['a person', 'My colleague Jessica will call you.', 'name "jessica"'],
    ['a date', 'We can start on Sunday.', 'date "sunday"'],
    ['a bare domain', 'Sign up at northwind-deals.example/now.', 'northwind-deals.example/now'],
    ['a link from the customer', 'Claim it at https://quinn-deals.example/claim.', 'quinn-deals.example'],
  ])('refuses %s the company did not give', (_, more, note) => {
    const result = grade(more)
    expect(result.pass).toBe(false)
    expect(result.notes.join('; ').toLowerCase()).toContain(note)
  })

  it("lets through the company's own facts, links and names, claim by claim", () => {
    const result = grade('Our Growth plan is $199 per month; the guide is at https://northwind.example/guide.')
    expect(result.pass).toBe(true)
    expect(result.claims.filter((claim) => claim.supported).map((claim) => claim.text)).toEqual(
      expect.arrayContaining(['199', 'https://northwind.example/guide', 'ann', 'bright']),
    )
  })

  it('reads "4 500 €" as 4500 and the recipient’s own address as theirs', () => {
    expect(gradeGrounding({ context: frenchInvoice.context, email: frenchInvoice.case.reference }).pass).toBe(true)
    const address = { subject: 'Hello', body: 'Hello sam.r@example.org, thanks for signing up to our newsletter.' }
    expect(claimsOf({ context: newsletter.context, email: address }).every((claim) => claim.supported)).toBe(true)
  })
})

describe('policy', () => {
  it('tells a grant from a mention', () => {
    expect(grantsIn('We will refund you in full today.').map(({ kind }) => kind)).toEqual(['refund'])
    expect(grantsIn('There is no charge for the workshop.').map(({ kind }) => kind)).toEqual(['free'])
    expect(grantsIn('Your refund request is with our team. We cannot offer a discount. Feel free to reply.')).toEqual([])
  })

  it('refuses a refund the customer asked for, and a discount the company refuses', () => {
    const refund = gradePolicy({ context: refundAsked.context, email: plus(refundAsked.case.reference, 'We will refund you in full.') })
    expect(refund.notes.join()).toContain('refund this case may not have')
    const discount = gradePolicy({ context: hotLead.context, email: plus(hotLead.case.reference, 'We will give you a 10% discount.') })
    expect(discount.notes.join()).toContain("discount the company's policy refuses")
  })

  it("lets an offer the company publishes be stated, and a refund only by the playbook's decision", () => {
    const offer = plus(hotLead.case.reference, 'Annual plans include two months free.')
    expect(gradePolicy({ context: hotLead.context, email: offer }).pass).toBe(true)
    const refund = plus(bakery.case.reference, 'We have refunded your last order.')
    expect(gradePolicy({ context: bakery.context, email: refund }).notes.join()).toContain('refund the playbook did not decide')
  })
})

describe('the other gates', () => {
  const email = (body: string): EvalEmail => ({ subject: 'Hello', body })

  it('credentials: refuses asking for a password or login details, not a word of care about them', () => {
    expect(gradeCredentials({ context: hotLead.context, email: email('Please reply with your password so we can check.') }).pass).toBe(
      false,
    )
    expect(gradeCredentials({ context: hotLead.context, email: email('Please confirm your login details by e-mail.') }).pass).toBe(false)
    expect(
      gradeCredentials({ context: hotLead.context, email: email('For your safety, we keep passwords out of our messages.') }).pass,
    ).toBe(true)
  })

  it('tone: refuses speaking down to the reader', () => {
    expect(gradeTone({ prepared: hotLead, email: email('Your message was confusing and a bit rude.') }).pass).toBe(false)
    expect(gradeTone({ prepared: hotLead, email: email('That is not our problem, deal with it.') }).pass).toBe(false)
    expect(gradeTone({ prepared: hotLead, email: hotLead.case.reference }).pass).toBe(true)
  })

  it('language: refuses an English e-mail for a German event, which the runtime lets through as close enough', () => {
    const english = { subject: germanLead.template.subject, body: germanLead.template.text }
    expect(gradeLanguage({ context: germanLead.context, email: english }).notes).toEqual(['written in English, not German'])
    expect(gradeLanguage({ context: germanLead.context, email: germanLead.case.reference }).pass).toBe(true)
    expect(gradeLanguage({ context: germanLead.context, email: email('Danke!') }).notes).toEqual(['too short to tell its language'])
  })

  it('form: refuses a word over and over and letters at random', () => {
    expect(gradeForm({ prepared: hotLead, email: email('the the the the zzz qqq the the the xkcd zzz qqq the the the.') }).pass).toBe(false)
    expect(gradeForm({ prepared: hotLead, email: email('Thanks thanks thanks thanks for writing.') }).notes[0]).toContain(
      'three times in a row',
    )
    expect(gradeForm({ prepared: hotLead, email: hotLead.case.reference }).pass).toBe(true)
  })
})

describe('quality', () => {
  const template = { subject: hotLead.template.subject, body: hotLead.template.text }

  it('decision: passes a template copy, and misses a name or an amount', () => {
    expect(gradeDecision({ prepared: hotLead, email: template }).pass).toBe(true)
    const overdue = prepared('finn/final-notice')
    const vague = { subject: 'Reminder', body: 'Hello, a reminder that an invoice of yours is overdue. Please settle it this week.' }
    expect(gradeDecision({ prepared: overdue, email: vague }).notes).toEqual(expect.arrayContaining(['missing inv-2033', 'missing 2300']))
  })

  it('answers: fails a template copy that takes up nothing the person said, and a case point left out', () => {
    expect(gradeAnswers({ prepared: hotLead, email: template }).notes).toEqual(['takes up nothing the person said'])
    expect(gradeAnswers({ prepared: hotLead, email: hotLead.case.reference }).pass).toBe(true)
    const noApology = { subject: 'Re', body: 'Your monthly plan charge is with our billing colleague.' }
    expect(gradeAnswers({ prepared: refundAsked, email: noApology }).notes).toEqual(['does not apologise'])
  })

  it('length: fails over the word limit or under the minimum, and scores less far from the reference', () => {
    expect(gradeLength({ context: hotLead.context, email: { subject: 'Hi', body: 'word '.repeat(161) } }).pass).toBe(false)
    expect(gradeLength({ context: hotLead.context, email: { subject: 'Hi', body: 'Thanks, Ann.' } }).pass).toBe(false)
    const long = gradeLength({ context: hotLead.context, email: { subject: 'Hi', body: 'Ann, thanks. '.repeat(75) } })
    expect(long.pass).toBe(true)
    expect(long.score).toBeLessThan(1)
  })
})
