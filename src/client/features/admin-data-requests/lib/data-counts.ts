import type { PersonDataKind } from '@/shared/schemas/person-data'

/** Each kind of data counted in the back office's words, singular and plural: "1 quiz submission", "3 demo bookings". */
const COUNT_NOUNS: Record<PersonDataKind, [string, string]> = {
  quiz_submissions: ['quiz submission', 'quiz submissions'],
  demo_leads: ['demo assessment', 'demo assessments'],
  demo_bookings: ['demo booking', 'demo bookings'],
  improved_assessments: ['improved assessment', 'improved assessments'],
  agent_events: ['business event', 'business events'],
  agent_runs: ['agent run', 'agent runs'],
  signals: ['agent signal', 'agent signals'],
  agent_outputs: ['agent output', 'agent outputs'],
  contacts: ['agent contact', 'agent contacts'],
  conversations: ['conversation', 'conversations'],
  conversation_messages: ['conversation message', 'conversation messages'],
  emails_pending: ['unsent e-mail', 'unsent e-mails'],
  emails_kept: ['sent e-mail', 'sent e-mails'],
}

/** "3 quiz submissions, 1 demo booking", or "Nothing" when every count is zero. */
export function describeDataCounts(counts: { kind: PersonDataKind; count: number }[]): string {
  const parts = counts.filter(({ count }) => count > 0).map(({ kind, count }) => `${count} ${COUNT_NOUNS[kind][count === 1 ? 0 : 1]}`)
  return parts.length > 0 ? parts.join(', ') : 'Nothing'
}
