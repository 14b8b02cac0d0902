import type { EventData } from '../../schemas/events'
import { answerSubject, DECLINING_WORDS } from './replies'
import { formatMoney, JOB_WORDS, type PlaybookOutcome, type PlaybookTrigger } from './types'

// Max, lead nurturing. Lead score = budget points + timeline points + source points (0-100).
const BUDGET_POINTS = [
  { min: 10_000, points: 40 },
  { min: 2_000, points: 25 },
  { min: 1, points: 10 },
] as const
const TIMELINE_POINTS: Record<string, number> = { immediate: 30, this_month: 25, this_quarter: 15, later: 5, unknown: 0 }
const SOURCE_POINTS: Record<string, number> = { referral: 30, event: 20, website: 20, ads: 15, social: 10, cold_outreach: 5, other: 5 }
export const HOT_LEAD_SCORE = 70
export const WARM_LEAD_SCORE = 40

type Lead = {
  reference: string
  name: string
  email: string
  source: string
  budget: number | null
  currency: string
  timeline: string
  message: string
}

/** Max's lead score with the points behind it. */
export function scoreLead(lead: Pick<Lead, 'budget' | 'timeline' | 'source'>) {
  const budget = lead.budget ? (BUDGET_POINTS.find((band) => lead.budget! >= band.min)?.points ?? 0) : 0
  const timeline = TIMELINE_POINTS[lead.timeline] ?? 0
  const source = SOURCE_POINTS[lead.source] ?? 0
  const score = budget + timeline + source
  const tier = score >= HOT_LEAD_SCORE ? 'hot' : score >= WARM_LEAD_SCORE ? 'warm' : 'cold'
  return { score, tier, points: { budget, timeline, source } } as const
}

// What each follow-up promises to open: a slot to pick, the guide; the warm one asks a question (a reply).
const FOLLOW_UP_ACTION: Record<'hot' | 'warm' | 'cold', string | undefined> = {
  hot: 'Pick a time',
  warm: undefined,
  cold: 'Read the guide',
}

const FOLLOW_UP: Record<'hot' | 'warm' | 'cold', (name: string) => string> = {
  hot: (name) =>
    `Hi ${name}, thanks for reaching out. It sounds like the timing is right: could we talk tomorrow? Pick any slot that suits you and I will send a short plan before the call.`,
  warm: (name) =>
    `Hi ${name}, thanks for your interest. I have put together a short overview of how teams like yours get started; would a 20-minute call next week help?`,
  cold: (name) =>
    `Hi ${name}, thanks for getting in touch. Here is our guide to getting started; reply whenever you would like to talk it through.`,
}

function nurtureLead(lead: Lead, via: string): PlaybookOutcome {
  if (JOB_WORDS.test(lead.message)) {
    return {
      summary: `Passed ${lead.name}'s job inquiry to hiring instead of scoring it as a lead`,
      inputs: { reference: lead.reference, name: lead.name, email: lead.email, message: lead.message },
      steps: [
        `The message mentions a job ("${lead.message.slice(0, 80)}"), so it is not a sales lead.`,
        'Signalled Harper (candidate.inquiry).',
      ],
      email: null,
      signals: [
        {
          to: 'harper',
          signal: 'candidate.inquiry',
          reason: 'The lead asks about a job.',
          payload: { reference: lead.reference, name: lead.name, email: lead.email, note: lead.message.slice(0, 300) },
        },
      ],
    }
  }
  const { score, tier, points } = scoreLead(lead)
  const budgetText = lead.budget ? formatMoney(lead.budget, lead.currency) : 'no budget given'
  const signals: PlaybookOutcome['signals'] = [
    {
      to: 'sam',
      signal: 'lead.captured',
      reason: 'Support should recognise the prospect.',
      payload: { reference: lead.reference, name: lead.name, email: lead.email, note: `${tier} lead (${score}/100) from ${lead.source}` },
    },
  ]
  if (tier === 'hot') {
    signals.push({
      to: 'finn',
      signal: 'quote.requested',
      reason: `Score ${score} is at least ${HOT_LEAD_SCORE}.`,
      payload: {
        reference: lead.reference,
        name: lead.name,
        email: lead.email,
        amount: lead.budget ?? undefined,
        currency: lead.currency,
        note: `Hot lead, ${lead.timeline.replaceAll('_', ' ')}, ${budgetText}`,
      },
    })
  }
  return {
    summary: `Scored ${via} ${lead.name} ${score}/100 (${tier}) and wrote the follow-up`,
    inputs: {
      reference: lead.reference,
      name: lead.name,
      email: lead.email,
      source: lead.source,
      budget: lead.budget,
      currency: lead.currency,
      timeline: lead.timeline,
    },
    steps: [
      `Budget ${budgetText}: +${points.budget}.`,
      `Timeline ${lead.timeline.replaceAll('_', ' ')}: +${points.timeline}.`,
      `Source ${lead.source.replaceAll('_', ' ')}: +${points.source}.`,
      `Score ${score}/100: ${tier} (hot from ${HOT_LEAD_SCORE}, warm from ${WARM_LEAD_SCORE}).`,
      tier === 'hot' ? 'Asked Finn to draft a quote while interest is high.' : 'No quote yet: the lead is not hot.',
    ],
    email: lead.email
      ? {
          to: lead.email,
          subject: tier === 'hot' ? 'Can we talk tomorrow?' : 'Thanks for getting in touch',
          text: FOLLOW_UP[tier](lead.name),
          action: FOLLOW_UP_ACTION[tier],
        }
      : null,
    signals,
  }
}

const BUYING = /\b(let'?s go|go ahead|sign(ed)? (the|up)|ready to (start|buy)|purchase|proceed|we accept|send (the|an) invoice)\b/i
const MEETING = /\b(call|meet|meeting|demo|schedule|calendar|available)\b/i

/** What a reply adds to a lead's score: a person who answers is more likely to buy than one who is silent. */
export const REPLY_POINTS = 15

function handleReply(data: EventData<'email.replied'>): PlaybookOutcome {
  const name = data.name ?? data.email
  const inputs = {
    reference: data.lead_id,
    name: data.name ?? null,
    email: data.email,
    body: data.body.slice(0, 300),
    score_change: REPLY_POINTS,
  }
  const scored = `They replied: the lead's score rises by ${REPLY_POINTS} points.`
  if (DECLINING_WORDS.test(data.body)) {
    return {
      summary: `Stopped following up with ${name}: they are not interested`,
      inputs: { ...inputs, score_change: 0 },
      steps: ['The reply declines or asks to stop.', 'Closed the sequence; no more e-mails.'],
      email: null,
      signals: [],
    }
  }
  if (BUYING.test(data.body)) {
    return {
      summary: `${name} converted: handed over to billing`,
      inputs,
      steps: [scored, 'The reply says yes to the offer.', 'Signalled Finn (lead.converted) to invoice the new customer.'],
      email: {
        to: data.email,
        subject: 'Welcome aboard',
        text: `Hi ${name}, wonderful news. Our billing team will send your first invoice shortly.`,
      },
      signals: [
        {
          to: 'finn',
          signal: 'lead.converted',
          reason: 'The lead accepted.',
          payload: { reference: data.lead_id, name, email: data.email, note: data.body.slice(0, 300) },
        },
      ],
    }
  }
  const meeting = MEETING.test(data.body)
  return {
    summary: meeting ? `Sent ${name} booking times after their reply` : `Answered ${name}'s reply and kept the sequence going`,
    inputs,
    steps: [
      scored,
      meeting ? 'The reply asks for a call.' : 'The reply is a question or comment.',
      meeting ? 'Sent the booking link.' : 'Answered and scheduled the next follow-up in 3 days.',
    ],
    email: {
      to: data.email,
      subject: meeting ? 'Pick a time that suits you' : answerSubject(data.subject),
      text: meeting
        ? `Hi ${name}, happy to talk. Choose any slot in the booking link and I will confirm at once.`
        : `Hi ${name}, thanks for your reply. I will follow up in a few days with the details you asked about.`,
      action: meeting ? 'Pick a time' : undefined,
    },
    signals: [],
  }
}

/** Max (lead nurturing): scores leads from budget, timeline and source and keeps the follow-up going. */
export function runMax(trigger: PlaybookTrigger): PlaybookOutcome | null {
  if (trigger.kind === 'signal') {
    const { payload } = trigger
    if (trigger.signal === 'lead.detected') {
      return nurtureLead(
        {
          reference: payload.reference,
          name: payload.name ?? payload.email ?? 'there',
          email: payload.email ?? '',
          source: 'other',
          budget: null,
          currency: 'USD',
          timeline: 'unknown',
          message: payload.note,
        },
        'support lead',
      )
    }
    if (trigger.signal === 'upsell.opportunity') {
      return {
        summary: `Wrote an upgrade offer for ${payload.name ?? payload.reference}`,
        inputs: { reference: payload.reference, amount: payload.amount ?? null, note: payload.note },
        steps: [
          `Riley saw a large purchase (${payload.amount ? formatMoney(payload.amount, payload.currency) : 'amount unknown'}).`,
          'Wrote an upgrade offer and asked Finn for a quote.',
        ],
        email: payload.email
          ? {
              to: payload.email,
              subject: 'A little more for you',
              text: `Hi ${payload.name ?? 'there'}, customers who buy at your volume usually save with our annual plan. Shall I send the numbers?`,
            }
          : null,
        signals: [
          {
            to: 'finn',
            signal: 'quote.requested',
            reason: 'An upsell needs a quote.',
            payload: { ...payload, note: `Upsell: ${payload.note}` },
          },
        ],
      }
    }
    return null
  }
  const { event } = trigger
  switch (event.type) {
    case 'lead.created': {
      const d = event.data
      return nurtureLead(
        {
          reference: d.lead_id,
          name: d.name,
          email: d.email,
          source: d.source,
          budget: d.budget ?? null,
          currency: d.currency,
          timeline: d.timeline,
          message: d.message ?? '',
        },
        'new lead',
      )
    }
    case 'form.submitted': {
      const d = event.data
      const budget = Number(d.fields.budget)
      const timeline = d.fields.timeline && d.fields.timeline in TIMELINE_POINTS ? d.fields.timeline : 'unknown'
      return nurtureLead(
        {
          reference: d.form_id,
          name: d.name ?? d.email,
          email: d.email,
          source: 'website',
          budget: Number.isFinite(budget) && budget > 0 ? budget : null,
          currency: 'USD',
          timeline,
          message: d.fields.message ?? '',
        },
        `${d.form_name} submission from`,
      )
    }
    case 'email.replied':
      return handleReply(event.data)
    case 'meeting.booked': {
      const d = event.data
      return {
        summary: `Confirmed ${d.name}'s call and sent an agenda`,
        inputs: { reference: d.lead_id, name: d.name, email: d.email, starts_at: d.starts_at, topic: d.topic ?? null },
        steps: ['A call is booked: the follow-up sequence stops.', 'Sent a confirmation with an agenda.'],
        email: {
          to: d.email,
          subject: 'Your call is confirmed',
          text: `Hi ${d.name}, your call on ${d.starts_at} is confirmed. Agenda: your goals, ${d.topic ?? 'our approach'}, and next steps.`,
        },
        signals: [],
      }
    }
    default:
      return null
  }
}
