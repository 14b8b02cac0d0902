import {
  BILLING_WORDS,
  JOB_WORDS,
  SALES_WORDS,
  type PlaybookOutcome,
  type PlaybookSignal,
  type PlaybookTrigger,
  type SignalPayload,
} from './types'

// Sam, support. A message is routed by the first rule that matches: billing, then jobs, then sales; the rest Sam answers.
const RESPONSE_TIME: Record<string, string> = {
  chat: 'a few minutes',
  phone: 'an hour',
  email: '4 business hours',
  web: '4 business hours',
}

/** Where Sam routes a customer message, if anywhere. */
export function routeMessage(text: string, payload: SignalPayload): PlaybookSignal | null {
  if (BILLING_WORDS.test(text)) return { to: 'finn', signal: 'billing.question', reason: 'The message is about billing.', payload }
  if (JOB_WORDS.test(text)) return { to: 'harper', signal: 'candidate.inquiry', reason: 'The message is about a job.', payload }
  if (SALES_WORDS.test(text)) return { to: 'max', signal: 'lead.detected', reason: 'The message asks about buying.', payload }
  return null
}

const ROUTED_TO = { finn: 'billing (Finn)', harper: 'hiring (Harper)', max: 'sales (Max)' } as Record<string, string>

/** Sam (support): answers first-line questions, routes the rest, and watches satisfaction. */
export function runSam(trigger: PlaybookTrigger): PlaybookOutcome | null {
  if (trigger.kind === 'signal') {
    const { payload } = trigger
    const who = payload.name ?? payload.email ?? payload.reference
    const inputs = { reference: payload.reference, email: payload.email ?? null, note: payload.note }
    switch (trigger.signal) {
      case 'lead.captured':
        return {
          summary: `Noted prospect ${who} for support`,
          inputs,
          steps: ['Max captured a lead.', 'Added them to the helpdesk so a question from them is recognised.'],
          email: null,
          signals: [],
        }
      case 'employee.starting':
        return {
          summary: `Opened the onboarding checklist for ${who}`,
          inputs,
          steps: [`Harper reports a new hire: ${payload.note}.`, 'Opened tickets for their accounts, laptop and tool access.'],
          email: null,
          signals: [],
        }
      case 'support.outreach':
        return {
          summary: `Reached out to ${who} with a check-in`,
          inputs,
          steps: [
            `Riley asked for a check-in: ${payload.note}.`,
            payload.email ? 'Sent a personal check-in offering help.' : 'No e-mail on file: opened a call task.',
          ],
          email: payload.email
            ? {
                to: payload.email,
                subject: 'Can we help?',
                text: `Hi ${payload.name ?? 'there'}, I wanted to check everything is working for you. Reply here and I will help right away.`,
              }
            : null,
          signals: [],
        }
      default:
        return null
    }
  }
  const { event } = trigger
  switch (event.type) {
    case 'ticket.created': {
      const d = event.data
      const route = routeMessage(`${d.subject} ${d.body}`, {
        reference: d.customer_id ?? d.ticket_id,
        email: d.email,
        note: `${d.subject}: ${d.body}`.slice(0, 300),
      })
      return {
        summary: route
          ? `Routed ticket "${d.subject}" to ${ROUTED_TO[route.to]}`
          : `Answered ticket "${d.subject}" from the knowledge base`,
        inputs: { reference: d.ticket_id, email: d.email, subject: d.subject, channel: d.channel },
        steps: [
          route ? route.reason : 'No billing, job or sales words: a first-line question.',
          `Acknowledged with a reply time of ${RESPONSE_TIME[d.channel]} (${d.channel}).`,
        ],
        email: {
          to: d.email,
          subject: `Re: ${d.subject}`,
          text: route
            ? `Thanks for writing. I have passed this to the right colleague; expect an answer within ${RESPONSE_TIME[d.channel]}.`
            : 'Thanks for writing. Here is the article that answers this; reply if it does not solve it.',
          action: route ? undefined : 'Read the article',
          ...(route ? { handover: true } : {}),
        },
        signals: route ? [route] : [],
      }
    }
    case 'chat.started': {
      const d = event.data
      const route = routeMessage(d.message, {
        reference: d.customer_id ?? d.chat_id,
        name: d.name,
        email: d.email,
        note: d.message.slice(0, 300),
      })
      return {
        summary: route ? `Routed a chat to ${ROUTED_TO[route.to]}` : 'Answered a chat from the knowledge base',
        inputs: { reference: d.chat_id, email: d.email ?? null, message: d.message.slice(0, 300) },
        steps: [route ? route.reason : 'A first-line question: answered in the chat.'],
        email: null,
        signals: route ? [route] : [],
      }
    }
    case 'ticket.escalated': {
      const d = event.data
      const urgent = d.priority === 'urgent'
      return {
        summary: `Handed over escalated ticket ${d.ticket_id} (${d.priority}) with a summary`,
        inputs: { reference: d.ticket_id, priority: d.priority, reason: d.reason.slice(0, 300) },
        steps: [
          'Wrote a summary and a suggested reply for the person taking over.',
          urgent ? 'Urgent: told Riley the customer is unhappy.' : 'Not urgent: no retention alert.',
        ],
        email: null,
        signals: urgent
          ? [
              {
                to: 'riley',
                signal: 'customer.unhappy',
                reason: 'An urgent escalation.',
                payload: { reference: d.customer_id ?? d.ticket_id, email: d.email, note: `Urgent escalation: ${d.reason}`.slice(0, 300) },
              },
            ]
          : [],
      }
    }
    case 'ticket.resolved': {
      const d = event.data
      const unhappy = d.satisfaction !== undefined && d.satisfaction <= 2
      return {
        summary: unhappy
          ? `Closed ticket ${d.ticket_id}; satisfaction ${d.satisfaction}/5 flagged to retention`
          : `Closed ticket ${d.ticket_id}`,
        inputs: { reference: d.ticket_id, satisfaction: d.satisfaction ?? null },
        steps: [
          d.satisfaction === undefined ? 'No satisfaction answer.' : `Satisfaction ${d.satisfaction}/5 (unhappy at 2 or less).`,
          unhappy ? 'Told Riley the customer is unhappy.' : 'Nothing to escalate.',
        ],
        email:
          d.email && !unhappy
            ? {
                to: d.email,
                subject: 'Your ticket is resolved',
                text: `Your ticket is resolved: ${d.resolution.slice(0, 300)}. Reply if anything is still not right.`,
              }
            : null,
        signals: unhappy
          ? [
              {
                to: 'riley',
                signal: 'customer.unhappy',
                reason: 'Low satisfaction.',
                payload: { reference: d.customer_id ?? d.ticket_id, email: d.email, note: `Rated support ${d.satisfaction}/5` },
              },
            ]
          : [],
      }
    }
    default:
      return null
  }
}
