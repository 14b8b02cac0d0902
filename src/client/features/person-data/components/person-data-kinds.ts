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
  contacts: { title: 'Contact records', description: 'Companies whose agents wrote to you or heard from you keep your address.' },
  conversations: { title: 'Conversations with agents', description: 'Each agent’s thread of e-mails with you.' },
  conversation_messages: {
    title: 'Messages in those conversations',
    description: 'The agents’ e-mails to you and the replies, and any reply you sent in someone else’s thread.',
  },
  emails_pending: { title: 'E-mails waiting to be sent to you', description: 'Deleting cancels them.' },
  emails_kept: { title: 'Copies of e-mails sent to you', description: 'Deleting clears the address and the content.' },
}
