import { createHash } from 'node:crypto'
import type { agentDrafts } from './drafts-schema'

// The messages one e-mail carries (docs/decisions/127-one-message-per-person.md): each known by a key, each said once.

/** One message as `part_keys` holds it: the same subject and text from the same agent is the same message. */
export const partKeyOf = (draft: { agent_id: string; template_subject: string; template_text: string }) =>
  createHash('sha256')
    .update(`${draft.agent_id}\u0000${draft.template_subject}\u0000${draft.template_text}`)
    .digest('base64url')
    .slice(0, 22)

/** The messages an e-mail carries, oldest first, each once: the same message sent again is one paragraph. */
export function messageParts(drafts: (typeof agentDrafts.$inferSelect)[]) {
  const seen = new Set<string>()
  return drafts
    .filter((draft) => {
      const key = partKeyOf(draft)
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .map(messagePartOf)
}

/** A stored draft as one part of a combined message: the playbook's own e-mail, as its template says it. */
function messagePartOf(draft: typeof agentDrafts.$inferSelect) {
  return {
    subject: draft.template_subject,
    text: draft.template_text,
    action: draft.action,
    handover: draft.handover,
    facts: draft.facts,
  }
}
