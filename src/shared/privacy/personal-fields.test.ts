import { describe, expect, it } from 'vitest'
import { EVENT_FIELDS, keepFacts, kindOfField, personalValues } from './personal-fields'
import { maskEmail, maskName, maskText } from './mask'

describe('personal fields of events', () => {
  it('names, addresses and free text are personal; ids, amounts, dates and choices are facts', () => {
    for (const field of ['name', 'customer_name', 'interviewer', 'company']) expect(kindOfField(field)).toBe('name')
    expect(kindOfField('email')).toBe('email')
    for (const field of ['message', 'body', 'comment', 'description', 'resolution', 'reason', 'subject', 'topic', 'fields'])
      expect(kindOfField(field)).toBe('text')
    for (const field of ['lead_id', 'amount', 'currency', 'due_date', 'source', 'score', 'role', 'skills'])
      expect(kindOfField(field)).toBe('fact')
  })

  // A field added to an event schema is reviewed here: the list of facts is spelled out, so it fails until someone decides.
  it('every field of every event type has been classified', () => {
    const facts = [...EVENT_FIELDS].filter((field) => kindOfField(field) === 'fact').sort()
    expect(facts).toEqual(
      [
        'amount',
        'candidate_id',
        'channel',
        'chat_id',
        'currency',
        'current',
        'customer_id',
        'days_overdue',
        'deal_id',
        'due_date',
        'form_id',
        'form_name',
        'invoice_id',
        'items',
        'language',
        'lead_id',
        'metric',
        'order_id',
        'plan',
        'previous',
        'priority',
        'renews_on',
        'required_skills',
        'role',
        'salary',
        'satisfaction',
        'score',
        'skills',
        'source',
        'start_date',
        'starts_at',
        'ticket_id',
        'timeline',
        'total',
        'years_experience',
        'budget',
      ].sort(),
    )
  })

  it('keeps the facts of an event and lists its personal values', () => {
    const data = {
      lead_id: 'L1',
      name: 'Ann Baker',
      email: 'ann@acme.example',
      budget: 5000,
      message: 'Call me on 555-0100',
      fields: { phone: '555-0100' },
    }
    expect(keepFacts(data)).toEqual({ lead_id: 'L1', budget: 5000 })
    expect(personalValues(data)).toEqual([
      { value: 'Ann Baker', kind: 'name' },
      { value: 'ann@acme.example', kind: 'email' },
      { value: 'Call me on 555-0100', kind: 'text' },
      { value: '555-0100', kind: 'text' },
    ])
  })

  it('masks names to initials, addresses to a letter and the top-level domain, and text entirely', () => {
    expect(maskName('Ann  Baker')).toBe('A••• B•••')
    expect(maskEmail('ann@acme.example')).toBe('a•••@•••.example')
    expect(
      maskText('Scored Ann Baker (ann@acme.example): 80', [
        { value: 'Ann Baker', kind: 'name' },
        { value: 'ann@acme.example', kind: 'email' },
      ]),
    ).toBe('Scored A••• B••• (a•••@•••.example): 80')
    expect(maskText('Said: Call me on 555-0100', [{ value: 'Call me on 555-0100', kind: 'text' }])).toBe('Said: [removed]')
    // Playbooks quote the start of a message: the quote is removed however much of the text it holds.
    const message = 'We need help answering patient enquiries before the summer.'
    expect(maskText(`The message mentions "${message.slice(0, 40)}"`, [{ value: message, kind: 'text' }])).toBe(
      'The message mentions "[removed]"',
    )
  })
})
