import { describe, expect, it } from 'vitest'
import { createEventSchema, EVENT_DATA_SCHEMAS, EVENT_TYPES, parseEvent, type EventType } from '../schemas/events'
import { AGENT_CATALOGUE, CATALOGUE_AGENT_IDS, type CatalogueAgentId } from './catalogue'
import { EVENT_EXAMPLES } from './event-examples'
import { runPlaybook } from './playbooks'
import { scoreCandidate } from './playbooks/harper'
import { getOverdueStage, getPaymentTermsDays } from './playbooks/finn'
import { REPLY_POINTS, scoreLead } from './playbooks/max'
import type { PlaybookOutcome } from './playbooks/types'
import { MAX_SIGNAL_DEPTH, SIGNAL_EDGES, type SignalName } from './signal-graph'

const ownerOf = (type: EventType): CatalogueAgentId => AGENT_CATALOGUE.find((agent) => agent.signals.includes(type))!.id
const run = (type: EventType, index = 0) =>
  runPlaybook(ownerOf(type), { kind: 'event', event: parseEvent(type, EVENT_EXAMPLES[type][index]) })!

describe('event types', () => {
  it('are exactly the triggers of the catalogue, each owned by one agent', () => {
    const triggers = AGENT_CATALOGUE.flatMap((agent) => agent.signals)
    expect([...EVENT_TYPES].sort()).toEqual([...triggers].sort())
    expect(new Set(triggers).size).toBe(triggers.length)
  })

  it('accept every example and refuse bad data, unknown types and unknown keys', () => {
    for (const type of EVENT_TYPES)
      for (const data of EVENT_EXAMPLES[type]) expect(createEventSchema.safeParse({ type, data }).success, type).toBe(true)
    const unknown = createEventSchema.safeParse({ type: 'lead.deleted', data: {} })
    expect(unknown.success).toBe(false)
    expect(unknown.error!.issues[0]!.message).toMatch(/^Unknown event type/)
    const bad = createEventSchema.safeParse({ type: 'lead.created', data: { ...EVENT_EXAMPLES['lead.created'][0], email: 'nope' } })
    expect(bad.error!.issues[0]!.path).toEqual(['data', 'email'])
    expect(createEventSchema.safeParse({ type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][0], extra: 1 }).success).toBe(false)
    expect(EVENT_DATA_SCHEMAS['payment.received'].safeParse({ invoice_id: 'i', customer_id: 'c', amount: -1 }).success).toBe(false)
  })

  it('has a rule in the owning agent for every event type and every example', () => {
    for (const type of EVENT_TYPES) {
      EVENT_EXAMPLES[type].forEach((_, index) => {
        const outcome = run(type, index)
        expect(outcome.summary.length, type).toBeGreaterThan(5)
        expect(outcome.steps.length).toBeGreaterThan(0)
      })
    }
  })
})

describe('Max', () => {
  it('scores a lead from budget, timeline and source', () => {
    expect(scoreLead({ budget: 12000, timeline: 'this_month', source: 'referral' })).toMatchObject({ score: 95, tier: 'hot' })
    expect(scoreLead({ budget: 3000, timeline: 'this_quarter', source: 'website' })).toMatchObject({ score: 60, tier: 'warm' })
    expect(scoreLead({ budget: null, timeline: 'later', source: 'social' })).toMatchObject({ score: 15, tier: 'cold' })
  })

  it('writes the follow-up, tells Sam, and asks Finn for a quote only for hot leads', () => {
    const hot = run('lead.created', 0)
    expect(hot.summary).toBe('Scored new lead Ada Park 95/100 (hot) and wrote the follow-up')
    expect(hot.inputs).toMatchObject({ budget: 12000, timeline: 'this_month', source: 'referral' })
    expect(hot.email).toMatchObject({ to: 'ada.park@example.com', subject: 'Can we talk tomorrow?' })
    expect(hot.signals.map((s) => [s.to, s.signal])).toEqual([
      ['sam', 'lead.captured'],
      ['finn', 'quote.requested'],
    ])
    expect(run('lead.created', 1).signals.map((s) => s.signal)).toEqual(['lead.captured'])
  })

  it('passes a job inquiry to Harper and signals Finn when a lead converts', () => {
    expect(run('lead.created', 3).signals.map((s) => [s.to, s.signal])).toEqual([['harper', 'candidate.inquiry']])
    const converted = run('email.replied', 0)
    expect(converted.signals).toEqual([expect.objectContaining({ to: 'finn', signal: 'lead.converted' })])
    expect(run('email.replied', 2)).toMatchObject({ email: null, signals: [] })
  })
})

describe('the other playbooks', () => {
  it('Harper screens against required skills and experience', () => {
    expect(
      scoreCandidate({ skills: ['zendesk', 'Coaching'], required_skills: ['Zendesk', 'Coaching'], years_experience: 6 }),
    ).toMatchObject({ score: 88, decision: 'shortlist' })
    expect(scoreCandidate({ skills: ['Excel'], required_skills: ['Zendesk'], years_experience: 1 })).toMatchObject({
      score: 3,
      decision: 'decline',
    })
    expect(run('offer.accepted').signals.map((s) => s.to)).toEqual(['finn', 'sam'])
  })

  it('Finn sets terms by size and escalates only a month overdue', () => {
    expect([getPaymentTermsDays(9999), getPaymentTermsDays(10000)]).toEqual([14, 30])
    expect([getOverdueStage(3), getOverdueStage(8), getOverdueStage(30)]).toEqual(['friendly', 'firm', 'final'])
    expect(run('payment.overdue', 0).signals).toEqual([])
    expect(run('payment.overdue', 1).signals.map((s) => s.signal)).toEqual(['account.at_risk'])
    expect(run('payment.received', 1)).toMatchObject({
      email: null,
      signals: [expect.objectContaining({ to: 'riley', signal: 'customer.paid' })],
    })
  })

  it('Sam routes billing, job and sales messages and answers the rest', () => {
    expect(run('ticket.created', 0).signals).toEqual([])
    expect(run('ticket.created', 1).signals.map((s) => s.to)).toEqual(['finn'])
    expect(run('ticket.created', 2).signals.map((s) => s.to)).toEqual(['harper'])
    expect(run('chat.started', 0).signals.map((s) => s.to)).toEqual(['max'])
    expect(run('ticket.resolved', 0).signals.map((s) => s.signal)).toEqual(['customer.unhappy'])
    expect(run('ticket.resolved', 1).signals).toEqual([])
  })

  it('Riley alerts on big drops and detractors, and tells Max about big orders', () => {
    expect(run('usage.dropped', 0).summary).toMatch(/fell 67%: asked support/)
    expect(run('usage.dropped', 1).signals).toEqual([])
    expect(run('feedback.negative', 0).signals.map((s) => s.to)).toEqual(['sam'])
    expect(run('feedback.negative', 1).signals).toEqual([])
    expect(run('order.completed', 0).signals.map((s) => s.signal)).toEqual(['upsell.opportunity'])
  })

  it('is deterministic', () => {
    for (const type of EVENT_TYPES) expect(run(type)).toEqual(run(type))
  })
})

type Emitted = { from: CatalogueAgentId; outcome: PlaybookOutcome; depth: number }

/** Runs an event and every signal it causes through the playbooks, as the runtime would with all five deployed. */
function cascade(type: EventType, index: number) {
  const queue: Emitted[] = [{ from: ownerOf(type), outcome: run(type, index), depth: 0 }]
  const edges: string[] = []
  let deepest = 0
  for (let item = queue.shift(); item; item = queue.shift()) {
    for (const signal of item.outcome.signals) {
      edges.push(`${item.from}>${signal.to}:${signal.signal}`)
      const depth = item.depth + 1
      deepest = Math.max(deepest, depth)
      const outcome = runPlaybook(signal.to, { kind: 'signal', signal: signal.signal, from: item.from, payload: signal.payload }, depth)
      expect(outcome, `${signal.to} handles ${signal.signal}`).not.toBeNull()
      queue.push({ from: signal.to, outcome: outcome!, depth })
    }
  }
  return { edges, deepest }
}

describe('the signal graph', () => {
  it('is exactly what the playbooks emit, and every receiver has a rule for what it receives', () => {
    const emitted = new Set<string>()
    for (const type of EVENT_TYPES)
      EVENT_EXAMPLES[type].forEach((_, index) => cascade(type, index).edges.forEach((edge) => emitted.add(edge)))
    expect([...emitted].sort()).toEqual(SIGNAL_EDGES.map((edge) => `${edge.from}>${edge.to}:${edge.signal}`).sort())
  })

  it('has every catalogue agent sending and receiving', () => {
    for (const id of CATALOGUE_AGENT_IDS) {
      expect(
        SIGNAL_EDGES.some((edge) => edge.from === id),
        `${id} sends`,
      ).toBe(true)
      expect(
        SIGNAL_EDGES.some((edge) => edge.to === id),
        `${id} receives`,
      ).toBe(true)
    }
  })

  it('reaches every agent from the events', () => {
    const reached = new Set<CatalogueAgentId>(EVENT_TYPES.map(ownerOf))
    for (let grew = true; grew;) {
      grew = false
      for (const edge of SIGNAL_EDGES) {
        if (reached.has(edge.from) && !reached.has(edge.to)) {
          reached.add(edge.to)
          grew = true
        }
      }
    }
    expect([...reached].sort()).toEqual([...CATALOGUE_AGENT_IDS].sort())
  })

  it('keeps every chain within the depth limit', () => {
    for (const type of EVENT_TYPES)
      EVENT_EXAMPLES[type].forEach((_, index) => expect(cascade(type, index).deepest).toBeLessThanOrEqual(MAX_SIGNAL_DEPTH))
    expect(cascade('payment.received', 0).edges).toEqual([
      'finn>riley:customer.paid',
      'riley>max:upsell.opportunity',
      'max>finn:quote.requested',
    ])
  })

  it('stops sending at the depth limit, whatever the graph becomes', () => {
    const payload = { reference: 'cust-1', amount: 5000, note: 'big payment' }
    let signal: SignalName = 'customer.paid'
    let to: CatalogueAgentId = 'riley'
    let depth = 1
    for (;;) {
      const outcome: PlaybookOutcome = runPlaybook(to, { kind: 'signal', signal, from: 'finn', payload }, depth)!
      if (!outcome.signals.length) break
      ;({ to, signal } = outcome.signals[0]!)
      depth += 1
    }
    expect(depth).toBeLessThanOrEqual(MAX_SIGNAL_DEPTH)
    const capped = runPlaybook('riley', { kind: 'signal', signal: 'customer.paid', from: 'finn', payload }, MAX_SIGNAL_DEPTH)!
    expect(capped.signals).toEqual([])
    expect(capped.steps.at(-1)).toMatch(/limit of 5/)
  })
})

describe('a reply to an agent’s own e-mail', () => {
  const reply = (agent: CatalogueAgentId, body: string) =>
    runPlaybook(agent, {
      kind: 'event',
      event: parseEvent('email.replied', {
        lead_id: 'tkt-7',
        name: 'Ola',
        email: 'ola@example.org',
        subject: 'Re: Re: Opening hours',
        body,
      }),
    })!

  it('raises Max’s lead score by REPLY_POINTS, unless it declines', () => {
    const asked = reply('max', 'Could we schedule a call?')
    expect(asked.inputs.score_change).toBe(REPLY_POINTS)
    expect(asked.steps[0]).toBe(`They replied: the lead's score rises by ${REPLY_POINTS} points.`)
    const declined = reply('max', 'Not interested, thanks')
    expect(declined).toMatchObject({ email: null, inputs: { score_change: 0 } })
  })

  it('reopens Sam’s ticket and answers in the thread, under the reply’s own subject', () => {
    const outcome = reply('sam', 'It still does not work.')
    expect(outcome.summary).toBe('Reopened ticket tkt-7: Ola answered')
    expect(outcome.inputs.ticket).toBe('reopened')
    expect(outcome.email).toMatchObject({ to: 'ola@example.org', subject: 'Re: Opening hours' })
  })

  it('is answered by every other agent, and a request to stop is not', () => {
    for (const agent of ['finn', 'riley', 'harper'] as const) {
      expect(reply(agent, 'One more question').email?.to).toBe('ola@example.org')
      expect(reply(agent, 'Please remove me from your list').email).toBeNull()
    }
  })
})
