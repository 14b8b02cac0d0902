import { describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '../agents/event-examples'
import { parseEvent } from '../schemas/events'
import { forgetPayload, maskRunRecord, personalValuesOfTrigger, withholdPayload } from './agent-output'

const payload = {
  reference: 'lead-1001',
  name: 'Ada Park',
  email: 'ada.park@example.com',
  amount: 12000,
  currency: 'USD',
  note: 'Ada Park said: call me',
}

describe('an agent’s output under the privacy controls', () => {
  it('masks a run’s summary, inputs and steps with the personal values of its event', () => {
    const event = parseEvent('lead.created', EVENT_EXAMPLES['lead.created'][0])
    const values = personalValuesOfTrigger({ kind: 'event', event })
    const message = 'We need help answering patient enquiries.'
    expect(
      maskRunRecord(
        {
          summary: 'Scored new lead Ada Park 95/100 (hot)',
          inputs: { reference: 'lead-1001', name: 'Ada Park', email: 'ada.park@example.com', message, budget: 12000 },
          steps: [`The message says "${message.slice(0, 30)}"`, 'Budget $12,000: +40.'],
        },
        values,
      ),
    ).toEqual({
      summary: 'Scored new lead A••• P••• 95/100 (hot)',
      inputs: { reference: 'lead-1001', name: 'A••• P•••', email: 'a•••@•••.com', message: '[removed]', budget: 12000 },
      steps: ['The message says "[removed]"', 'Budget $12,000: +40.'],
    })
  })

  it('counts a signal’s name, address and note as personal', () => {
    const values = personalValuesOfTrigger({ kind: 'signal', signal: 'quote.requested', from: 'max', payload })
    expect(maskRunRecord({ summary: `Quote for Ada Park: ${payload.note}`, inputs: { note: payload.note }, steps: null }, values)).toEqual({
      summary: 'Quote for A••• P•••: [removed]',
      inputs: { note: '[removed]' },
      steps: null,
    })
  })

  it('withholds a signal’s name and address and masks its note; forgets all but its facts', () => {
    const values = [{ value: 'Ada Park', kind: 'name' as const }]
    expect(withholdPayload(payload, values)).toEqual({
      reference: 'lead-1001',
      amount: 12000,
      currency: 'USD',
      note: 'A••• P••• said: call me',
    })
    expect(withholdPayload({ reference: 'c-1', email: 'x@y.example', note: 'Rated support 2/5' }, [])).toEqual({
      reference: 'c-1',
      note: 'Rated support 2/5',
    })
    expect(forgetPayload(payload)).toEqual({ reference: 'lead-1001', amount: 12000, currency: 'USD', note: '[removed]' })
  })
})
