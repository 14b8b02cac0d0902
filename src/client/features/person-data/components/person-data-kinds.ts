import type { PersonDataKind } from '@/shared/schemas/person-data'

/** How the page names each kind of data (docs/product.md#my-data). */
export const PERSON_DATA_LABELS: Record<PersonDataKind, { title: string; description: string }> = {
  quiz_submissions: { title: 'Growth Map quiz answers', description: 'Your answers, and the copy sent to our sales tool.' },
  demo_leads: { title: 'Demo assessments', description: 'The business assessment you filled in on the demo.' },
  demo_bookings: { title: 'Demo call bookings', description: 'Onboarding calls you booked with us.' },
  improved_assessments: { title: 'Business assessments', description: 'The six-step assessment you sent us.' },
  agent_events: { title: 'Business events naming you', description: 'Leads, forms or messages companies sent to their agents.' },
  agent_runs: { title: 'Agent activity about you', description: 'What those companies’ agents did with them.' },
  signals: { title: 'Agent signals naming you', description: 'Notes one agent passed to another about you.' },
  agent_outputs: { title: 'Agent outputs naming you', description: 'Results sent on to those companies’ own systems.' },
  emails_pending: { title: 'E-mails waiting to be sent to you', description: 'Deleting cancels them.' },
  emails_kept: { title: 'Copies of e-mails sent to you', description: 'Deleting clears the address and the content.' },
}
