import { formatMoney, REFUND_WORDS, type PlaybookOutcome, type PlaybookTrigger } from './types'

// Finn, billing. Payment terms and the reminder ladder are the playbook's rules.
export const LARGE_INVOICE = 10_000
export const AT_RISK_DAYS_OVERDUE = 30

/** Finn's payment terms in days: larger invoices get longer. */
export function getPaymentTermsDays(amount: number): number {
  return amount >= LARGE_INVOICE ? 30 : 14
}

/** Finn's reminder for an overdue invoice by days late. */
export function getOverdueStage(days: number): 'friendly' | 'firm' | 'final' {
  return days >= AT_RISK_DAYS_OVERDUE ? 'final' : days > 7 ? 'firm' : 'friendly'
}

/** Finn (billing): invoices closed deals, chases late payments and answers billing questions. */
export function runFinn(trigger: PlaybookTrigger): PlaybookOutcome | null {
  if (trigger.kind === 'signal') {
    const { payload } = trigger
    const who = payload.name ?? payload.email ?? payload.reference
    const money = payload.amount ? formatMoney(payload.amount, payload.currency) : null
    const inputs = { reference: payload.reference, amount: payload.amount ?? null, currency: payload.currency ?? null, note: payload.note }
    switch (trigger.signal) {
      case 'quote.requested':
        return {
          summary: `Drafted a quote for ${who}${money ? ` around ${money}` : ''}`,
          inputs,
          steps: [
            `${trigger.from === 'riley' ? 'Riley' : 'Max'} asked for a quote: ${payload.note}.`,
            money ? `Priced to the stated budget of ${money}.` : 'No budget given: drafted the standard package.',
          ],
          email: null,
          signals: [],
        }
      case 'lead.converted':
        return {
          summary: `Prepared the first invoice for new customer ${who}`,
          inputs,
          steps: ['Max reports the lead accepted.', 'Created the customer in the books and drafted their first invoice on 14-day terms.'],
          email: null,
          signals: [],
        }
      case 'payroll.setup':
        return {
          summary: `Added ${who} to payroll`,
          inputs,
          steps: [
            `Harper reports an accepted offer: ${payload.note}.`,
            money ? `Salary ${money} set up from the start date.` : 'Salary to be confirmed; payroll record created.',
          ],
          email: null,
          signals: [],
        }
      case 'renewal.invoice':
        return {
          summary: `Prepared the renewal invoice for ${who}${money ? ` (${money})` : ''}`,
          inputs,
          steps: [`Riley flagged a renewal: ${payload.note}.`, 'Drafted the invoice to go out 7 days before the renewal date.'],
          email: null,
          signals: [],
        }
      case 'billing.question': {
        const refund = REFUND_WORDS.test(payload.note)
        return {
          summary: refund ? `Reviewed a refund request from ${who} and flagged the account` : `Answered a billing question from ${who}`,
          inputs,
          steps: [
            'Sam passed on a billing question.',
            refund
              ? 'It asks for a refund: drafted the answer and told Riley the account may be at risk.'
              : 'Looked up the account and drafted the answer with the latest invoices.',
          ],
          email: payload.email
            ? {
                to: payload.email,
                subject: 'About your billing question',
                text: `Hi ${payload.name ?? 'there'}, I have looked into your account. ${refund ? 'Your refund request is with our team; you will hear back within 2 business days.' : 'Your latest invoices and payments are attached to your account page.'}`,
                action: refund ? undefined : 'Open your account',
              }
            : null,
          signals: refund
            ? [
                {
                  to: 'riley',
                  signal: 'account.at_risk',
                  reason: 'A refund request is a churn warning.',
                  payload: { ...payload, note: `Refund requested: ${payload.note}` },
                },
              ]
            : [],
        }
      }
      default:
        return null
    }
  }
  const { event } = trigger
  switch (event.type) {
    case 'deal.won': {
      const d = event.data
      const terms = getPaymentTermsDays(d.amount)
      return {
        summary: `Invoiced ${d.customer_name} ${formatMoney(d.amount, d.currency)} on ${terms}-day terms`,
        inputs: { reference: d.deal_id, customer_id: d.customer_id, amount: d.amount, currency: d.currency },
        steps: [
          `Deal won for ${formatMoney(d.amount, d.currency)}.`,
          `Terms: ${terms} days (${terms === 30 ? `${formatMoney(LARGE_INVOICE)} or more` : `under ${formatMoney(LARGE_INVOICE)}`}).`,
          'Sent the invoice.',
        ],
        email: {
          to: d.email,
          subject: 'Your invoice',
          text: `Hi ${d.customer_name}, thank you for your business. Your invoice for ${formatMoney(d.amount, d.currency)} is due in ${terms} days.`,
        },
        signals: [],
      }
    }
    case 'invoice.sent': {
      const d = event.data
      return {
        summary: `Scheduled reminders for invoice ${d.invoice_id} due ${d.due_date}`,
        inputs: { reference: d.invoice_id, customer_id: d.customer_id, amount: d.amount, due_date: d.due_date },
        steps: ['Reminders set 3 days before and on the due date.'],
        email: null,
        signals: [],
      }
    }
    case 'payment.received': {
      const d = event.data
      const who = d.customer_name ?? d.customer_id
      return {
        summary: `Matched ${formatMoney(d.amount, d.currency)} from ${who} to invoice ${d.invoice_id}`,
        inputs: { reference: d.invoice_id, customer_id: d.customer_id, amount: d.amount, currency: d.currency },
        steps: [
          'Matched the payment to its invoice and marked it paid.',
          d.email ? 'Sent a receipt.' : 'No e-mail on file: receipt kept on the account.',
          'Told Riley the customer paid.',
        ],
        email: d.email
          ? {
              to: d.email,
              subject: 'Payment received',
              text: `Hi ${who}, we received ${formatMoney(d.amount, d.currency)} for invoice ${d.invoice_id}. Thank you.`,
            }
          : null,
        signals: [
          {
            to: 'riley',
            signal: 'customer.paid',
            reason: 'A payment starts post-sale care.',
            payload: {
              reference: d.customer_id,
              name: d.customer_name,
              email: d.email,
              amount: d.amount,
              currency: d.currency,
              note: `Paid invoice ${d.invoice_id}`,
            },
          },
        ],
      }
    }
    case 'payment.overdue': {
      const d = event.data
      const stage = getOverdueStage(d.days_overdue)
      const who = d.customer_name ?? d.customer_id
      return {
        summary: `Sent a ${stage} reminder for ${formatMoney(d.amount, d.currency)} ${d.days_overdue} days overdue`,
        inputs: { reference: d.invoice_id, customer_id: d.customer_id, amount: d.amount, days_overdue: d.days_overdue },
        steps: [
          `${d.days_overdue} days overdue: ${stage} reminder (firm after 7 days, final from ${AT_RISK_DAYS_OVERDUE}).`,
          stage === 'final' ? 'Told Riley the account is at risk.' : 'No escalation yet.',
        ],
        email: {
          to: d.email,
          subject: stage === 'final' ? 'Final notice' : 'Payment reminder',
          text: `Hi ${who}, invoice ${d.invoice_id} for ${formatMoney(d.amount, d.currency)} is ${d.days_overdue} days overdue. ${stage === 'friendly' ? 'Perhaps it slipped through?' : 'Please settle it this week.'}`,
        },
        signals:
          stage === 'final'
            ? [
                {
                  to: 'riley',
                  signal: 'account.at_risk',
                  reason: `${d.days_overdue} days overdue.`,
                  payload: {
                    reference: d.customer_id,
                    name: d.customer_name,
                    email: d.email,
                    amount: d.amount,
                    currency: d.currency,
                    note: `${d.days_overdue} days overdue on ${d.invoice_id}`,
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
