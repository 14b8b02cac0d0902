import type { z } from 'zod'
import type { EVENT_DATA_SCHEMAS, EventType } from '../schemas/events'

type ExampleData = { [T in EventType]: z.input<(typeof EVENT_DATA_SCHEMAS)[T]>[] }

/**
 * Realistic events of each type, written so that together they take every branch of the playbooks
 * (every edge of the signal graph). Used by the tests, the dashboard's 'Send a test event' and the simulator.
 */
export const EVENT_EXAMPLES: ExampleData = {
  'lead.created': [
    {
      lead_id: 'lead-1001',
      name: 'Ada Park',
      email: 'ada.park@example.com',
      company: 'Park Dental',
      source: 'referral',
      budget: 12000,
      timeline: 'this_month',
      message: 'We need help answering patient enquiries.',
    },
    { lead_id: 'lead-1002', name: 'Ben Ortiz', email: 'ben.ortiz@example.com', source: 'website', budget: 3000, timeline: 'this_quarter' },
    { lead_id: 'lead-1003', name: 'Chloe Ng', email: 'chloe.ng@example.com', source: 'social', timeline: 'later' },
    {
      lead_id: 'lead-1004',
      name: 'Dev Patel',
      email: 'dev.patel@example.com',
      source: 'website',
      message: 'Are you hiring? I would like to apply for a job.',
    },
  ],
  'form.submitted': [
    {
      form_id: 'form-2001',
      form_name: 'Contact us',
      name: 'Eva Laine',
      email: 'eva.laine@example.com',
      fields: { budget: '5000', timeline: 'immediate' },
    },
  ],
  'email.replied': [
    {
      lead_id: 'lead-1002',
      name: 'Ben Ortiz',
      email: 'ben.ortiz@example.com',
      subject: 'Proposal',
      body: "Looks good, let's go ahead. Please send the invoice.",
    },
    { lead_id: 'lead-1003', name: 'Chloe Ng', email: 'chloe.ng@example.com', body: 'Could we schedule a call next week?' },
    { lead_id: 'lead-1005', email: 'sam.rowe@example.com', body: 'Not interested, thanks.' },
  ],
  'meeting.booked': [
    {
      lead_id: 'lead-1001',
      name: 'Ada Park',
      email: 'ada.park@example.com',
      starts_at: '2026-12-03T15:00:00Z',
      topic: 'patient enquiries',
    },
  ],
  'application.received': [
    {
      candidate_id: 'cand-3001',
      name: 'Farah Aziz',
      email: 'farah.aziz@example.com',
      role: 'Support lead',
      years_experience: 6,
      skills: ['Zendesk', 'Coaching', 'SQL'],
      required_skills: ['Zendesk', 'Coaching'],
    },
    {
      candidate_id: 'cand-3002',
      name: 'Gus Moreau',
      email: 'gus.moreau@example.com',
      role: 'Support lead',
      years_experience: 1,
      skills: ['Excel'],
      required_skills: ['Zendesk', 'Coaching'],
    },
  ],
  'interview.scheduled': [
    {
      candidate_id: 'cand-3001',
      name: 'Farah Aziz',
      email: 'farah.aziz@example.com',
      role: 'Support lead',
      starts_at: '2026-12-04T10:00:00Z',
      interviewer: 'Jo Kim',
    },
  ],
  'candidate.shortlisted': [
    { candidate_id: 'cand-3001', name: 'Farah Aziz', email: 'farah.aziz@example.com', role: 'Support lead', score: 88 },
  ],
  'offer.accepted': [
    {
      candidate_id: 'cand-3001',
      name: 'Farah Aziz',
      email: 'farah.aziz@example.com',
      role: 'Support lead',
      start_date: '2027-01-11',
      salary: 64000,
    },
  ],
  'deal.won': [
    {
      deal_id: 'deal-4001',
      customer_id: 'cust-501',
      customer_name: 'Park Dental',
      email: 'billing@parkdental.example.com',
      amount: 12000,
      description: 'Annual plan',
    },
  ],
  'invoice.sent': [
    { invoice_id: 'inv-6001', customer_id: 'cust-501', email: 'billing@parkdental.example.com', amount: 12000, due_date: '2026-12-31' },
  ],
  'payment.received': [
    {
      invoice_id: 'inv-6001',
      customer_id: 'cust-501',
      customer_name: 'Park Dental',
      email: 'billing@parkdental.example.com',
      amount: 12000,
    },
    { invoice_id: 'inv-6002', customer_id: 'cust-502', customer_name: 'Ortiz Bikes', amount: 300 },
  ],
  'payment.overdue': [
    {
      invoice_id: 'inv-6003',
      customer_id: 'cust-503',
      customer_name: 'Laine Studio',
      email: 'eva.laine@example.com',
      amount: 800,
      days_overdue: 5,
    },
    {
      invoice_id: 'inv-6004',
      customer_id: 'cust-504',
      customer_name: 'Moreau Cafe',
      email: 'hello@moreaucafe.example.com',
      amount: 450,
      days_overdue: 35,
    },
  ],
  'ticket.created': [
    {
      ticket_id: 'tkt-7001',
      customer_id: 'cust-501',
      email: 'reception@parkdental.example.com',
      subject: 'Cannot log in',
      body: 'The login page keeps reloading.',
      channel: 'web',
    },
    {
      ticket_id: 'tkt-7002',
      customer_id: 'cust-502',
      email: 'ben.ortiz@example.com',
      subject: 'Charged twice',
      body: 'I was charged twice this month, please refund one.',
      channel: 'email',
    },
    {
      ticket_id: 'tkt-7003',
      email: 'dev.patel@example.com',
      subject: 'Job application',
      body: 'I sent my CV last week, any news?',
      channel: 'email',
    },
  ],
  'chat.started': [
    { chat_id: 'chat-8001', name: 'Hana Sato', email: 'hana.sato@example.com', message: 'What does your pricing look like for 10 seats?' },
    { chat_id: 'chat-8002', message: 'How do I reset my password?' },
  ],
  'ticket.escalated': [
    {
      ticket_id: 'tkt-7001',
      customer_id: 'cust-501',
      email: 'reception@parkdental.example.com',
      reason: 'Still locked out after two days.',
      priority: 'urgent',
    },
    { ticket_id: 'tkt-7005', reason: 'Needs an engineer to look at an import.', priority: 'normal' },
  ],
  'ticket.resolved': [
    {
      ticket_id: 'tkt-7001',
      customer_id: 'cust-501',
      email: 'reception@parkdental.example.com',
      resolution: 'Cleared the stale session',
      satisfaction: 2,
    },
    { ticket_id: 'tkt-7006', email: 'chloe.ng@example.com', resolution: 'Explained the export settings', satisfaction: 5 },
  ],
  'order.completed': [
    { order_id: 'ord-9001', customer_id: 'cust-505', customer_name: 'Sato Design', email: 'hana.sato@example.com', total: 2400, items: 12 },
    { order_id: 'ord-9002', customer_id: 'cust-506', email: 'ivy.chen@example.com', total: 60, items: 1 },
  ],
  'usage.dropped': [
    {
      customer_id: 'cust-501',
      customer_name: 'Park Dental',
      email: 'reception@parkdental.example.com',
      metric: 'weekly logins',
      previous: 120,
      current: 40,
    },
    { customer_id: 'cust-502', metric: 'reports run', previous: 50, current: 45 },
  ],
  'subscription.renewal_due': [
    {
      customer_id: 'cust-505',
      customer_name: 'Sato Design',
      email: 'hana.sato@example.com',
      plan: 'Premium',
      renews_on: '2027-01-01',
      amount: 880,
    },
  ],
  'feedback.negative': [
    { customer_id: 'cust-503', customer_name: 'Laine Studio', email: 'eva.laine@example.com', score: 3, comment: 'Too slow to answer.' },
    { customer_id: 'cust-506', score: 7 },
  ],
}

/** The n-th example of a type (wrapping around), with its ids suffixed so each one is a distinct record. */
export function getExampleEvent<T extends EventType>(type: T, n: number, suffix = ''): ExampleData[T][number] {
  const list = EVENT_EXAMPLES[type]
  const example = list[n % list.length]!
  if (!suffix) return example
  return Object.fromEntries(
    Object.entries(example).map(([key, value]) => [key, key.endsWith('_id') && typeof value === 'string' ? `${value}-${suffix}` : value]),
  ) as ExampleData[T][number]
}
