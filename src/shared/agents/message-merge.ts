import type { DraftFact } from '../ai/facts'

// One message per person (docs/decisions/127-one-message-per-person.md): what several agents want to tell one person
// within the company's message window becomes one e-mail that covers each purpose, with one greeting and one signature.

/** One agent's message as its playbook wrote it, oldest first. */
export type MessagePart = {
  subject: string
  text: string
  action: string | null
  /** It only says a colleague will answer (Sam's routing note). */
  handover: boolean
  facts: DraftFact[]
}

export type CombinedMessage = { subject: string; text: string; action: string | null; facts: DraftFact[] }

const GREETING = /^(?:hi|hello|dear)\b[^,.!\n]{0,80}[,!]\s*/i

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The parts that stay: a note that a colleague will answer is left out once a colleague's own message is there (it
 * would promise a second, different answer time); alone, it stays.
 */
function keptParts(parts: MessagePart[]): MessagePart[] {
  const answers = parts.filter((part) => !part.handover)
  return answers.length > 0 ? answers : parts.slice(0, 1)
}

/**
 * The e-mail the person gets: the first message's subject (the thread they started), the first greeting, each
 * purpose's text as its own paragraph, the first button, and the facts of every part kept (for a writer and its checks).
 */
export function combineMessages(parts: MessagePart[]): CombinedMessage {
  if (parts.length === 0) throw new Error('combineMessages needs at least one message')
  const kept = keptParts(parts)
  // One greeting, the first's; a paragraph two messages share (the same answer to two questions) is said once.
  const said = new Map<string, string>()
  kept.forEach((part, index) => {
    const withoutGreeting = capitalised(part.text.replace(GREETING, '').trim())
    if (!said.has(withoutGreeting)) said.set(withoutGreeting, index === 0 ? part.text.trim() : withoutGreeting)
  })
  const paragraphs = [...said.values()]
  const seen = new Set<string>()
  const facts = kept
    .flatMap((part) => part.facts)
    .filter((fact) => {
      const key = `${fact.label}\u0000${fact.value}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
  return {
    subject: parts[0]!.subject,
    text: paragraphs.join('\n\n'),
    action: kept.find((part) => part.action)?.action ?? null,
    facts,
  }
}
