import { formatMoney, type PlaybookOutcome, type PlaybookTrigger } from './types'

// Riley, retention. Thresholds of the playbook.
export const UPSELL_AMOUNT = 1_000
export const USAGE_DROP_ALERT = 0.3
export const DETRACTOR_SCORE = 6

/** Riley (retention): cares for customers after the sale and starts a rescue when one goes quiet. */
export function runRiley(trigger: PlaybookTrigger): PlaybookOutcome | null {
  if (trigger.kind === 'signal') {
    const { payload } = trigger
    const who = payload.name ?? payload.email ?? payload.reference
    const inputs = { reference: payload.reference, amount: payload.amount ?? null, note: payload.note }
    switch (trigger.signal) {
      case 'customer.paid': {
        const upsell = (payload.amount ?? 0) >= UPSELL_AMOUNT
        return {
          summary: `Scheduled a check-in with ${who} after their payment`,
          inputs,
          steps: [
            'Finn reports a payment.',
            'Check-in scheduled in 14 days.',
            upsell
              ? `${formatMoney(payload.amount!, payload.currency)} is at least ${formatMoney(UPSELL_AMOUNT)}: told Max there is an upsell.`
              : `Under ${formatMoney(UPSELL_AMOUNT)}: no upsell.`,
          ],
          email: null,
          signals: upsell ? [{ to: 'max', signal: 'upsell.opportunity', reason: 'A large payment.', payload }] : [],
        }
      }
      case 'account.at_risk':
        return {
          summary: `Put ${who} on the at-risk list and asked support to reach out`,
          inputs,
          steps: [
            `Finn flagged the account: ${payload.note}.`,
            'Added to the early warning list for the team.',
            'Asked Sam for a personal check-in.',
          ],
          email: null,
          signals: [{ to: 'sam', signal: 'support.outreach', reason: 'An at-risk account gets a check-in.', payload }],
        }
      case 'customer.unhappy':
        return {
          summary: `Started a rescue plan for ${who}`,
          inputs,
          steps: [
            `Sam reports an unhappy customer: ${payload.note}.`,
            'Rescue plan: a call from the account owner within 2 days, then a follow-up survey.',
          ],
          email: null,
          signals: [],
        }
      default:
        return null
    }
  }
  const { event } = trigger
  switch (event.type) {
    case 'order.completed': {
      const d = event.data
      const upsell = d.total >= UPSELL_AMOUNT
      const who = d.customer_name ?? d.customer_id
      return {
        summary: `Thanked ${who} for their ${formatMoney(d.total, d.currency)} order and scheduled a check-in`,
        inputs: { reference: d.order_id, customer_id: d.customer_id, total: d.total, items: d.items },
        steps: [
          'Sent a thank-you with a feedback link.',
          'Check-in scheduled in 7 days.',
          upsell ? `Order of ${formatMoney(UPSELL_AMOUNT)} or more: told Max.` : 'Small order: no upsell.',
        ],
        email: {
          to: d.email,
          subject: 'Thank you for your order',
          text: `Hi ${who}, thank you for your order of ${d.items} item${d.items === 1 ? '' : 's'}. How did we do? Reply with a word and we will read it.`,
        },
        signals: upsell
          ? [
              {
                to: 'max',
                signal: 'upsell.opportunity',
                reason: 'A large order.',
                payload: {
                  reference: d.customer_id,
                  name: d.customer_name,
                  email: d.email,
                  amount: d.total,
                  currency: d.currency,
                  note: `Order ${d.order_id} of ${formatMoney(d.total, d.currency)}`,
                },
              },
            ]
          : [],
      }
    }
    case 'usage.dropped': {
      const d = event.data
      const drop = Math.max(0, (d.previous - d.current) / d.previous)
      const percent = Math.round(drop * 100)
      const alert = drop >= USAGE_DROP_ALERT
      const who = d.customer_name ?? d.customer_id
      return {
        summary: alert
          ? `${who}'s ${d.metric} fell ${percent}%: asked support to reach out`
          : `${who}'s ${d.metric} fell ${percent}%: watching`,
        inputs: { reference: d.customer_id, metric: d.metric, previous: d.previous, current: d.current },
        steps: [
          `${d.metric} went from ${d.previous} to ${d.current} (${percent}% down).`,
          alert
            ? `At least ${USAGE_DROP_ALERT * 100}%: asked Sam for a check-in.`
            : `Under ${USAGE_DROP_ALERT * 100}%: kept on the watch list.`,
        ],
        email: null,
        signals: alert
          ? [
              {
                to: 'sam',
                signal: 'support.outreach',
                reason: `Usage fell ${percent}%.`,
                payload: { reference: d.customer_id, name: d.customer_name, email: d.email, note: `${d.metric} down ${percent}%` },
              },
            ]
          : [],
      }
    }
    case 'subscription.renewal_due': {
      const d = event.data
      const who = d.customer_name ?? d.customer_id
      return {
        summary: `Reminded ${who} of their ${d.plan} renewal on ${d.renews_on}`,
        inputs: { reference: d.customer_id, plan: d.plan, renews_on: d.renews_on, amount: d.amount },
        steps: ['Sent a renewal reminder with what they achieved this term.', 'Asked Finn to prepare the renewal invoice.'],
        email: {
          to: d.email,
          subject: `Your ${d.plan} plan renews on ${d.renews_on}`,
          text: `Hi ${who}, your ${d.plan} plan renews on ${d.renews_on} for ${formatMoney(d.amount, d.currency)}. Reply if you would like to change anything.`,
        },
        signals: [
          {
            to: 'finn',
            signal: 'renewal.invoice',
            reason: 'A renewal needs its invoice.',
            payload: {
              reference: d.customer_id,
              name: d.customer_name,
              email: d.email,
              amount: d.amount,
              currency: d.currency,
              note: `${d.plan} renews on ${d.renews_on}`,
            },
          },
        ],
      }
    }
    case 'feedback.negative': {
      const d = event.data
      const detractor = d.score <= DETRACTOR_SCORE
      const who = d.customer_name ?? d.customer_id
      return {
        summary: detractor ? `Started a rescue for ${who} after a score of ${d.score}/10` : `Logged ${who}'s feedback (${d.score}/10)`,
        inputs: { reference: d.customer_id, score: d.score, comment: d.comment?.slice(0, 300) ?? null },
        steps: [
          `Score ${d.score}/10 (detractor at ${DETRACTOR_SCORE} or less).`,
          detractor ? 'Asked Sam for a personal check-in.' : 'Passive: logged for the monthly review.',
        ],
        email: null,
        signals: detractor
          ? [
              {
                to: 'sam',
                signal: 'support.outreach',
                reason: `A detractor score of ${d.score}.`,
                payload: {
                  reference: d.customer_id,
                  name: d.customer_name,
                  email: d.email,
                  note: `Scored us ${d.score}/10${d.comment ? `: ${d.comment}` : ''}`.slice(0, 300),
                },
              },
            ]
          : [],
      }
    }
    default:
      return null
  }
}
