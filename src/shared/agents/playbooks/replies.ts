import type { EventData } from '../../schemas/events'
import type { PlaybookOutcome } from './types'

// A reply to an agent's own e-mail (an `email.replied` event for that agent alone, docs/decisions/129-answers-in-the-thread.md).
// Max has his own rules (max.ts); the others answer in the thread, each as its work asks. The playbook decides what
// happens; the answer's words are the model's, or a person's when no model writes.

/** Words that say the person wants no more e-mails: the sequence stops, nothing is sent. */
export const DECLINING_WORDS = /\b(not interested|unsubscribe|no thanks|stop emailing|remove me)\b/i

type ReplyingAgent = 'sam' | 'finn' | 'riley' | 'harper'

/** What each agent does with a reply, and the one line its answer's template says. */
const ANSWERS: Record<ReplyingAgent, { summary: (reference: string, name: string) => string; step: string; text: string }> = {
  sam: {
    summary: (reference, name) => `Reopened ticket ${reference}: ${name} answered`,
    step: 'Reopened the ticket and answered in the same thread.',
    text: 'thanks for getting back to us. Your ticket is open again and we are looking into your answer.',
  },
  finn: {
    summary: (reference, name) => `Answered ${name}'s reply about ${reference}`,
    step: 'Answered the billing question in the same thread.',
    text: 'thanks for your reply about your account. We are looking into it and will answer your question here.',
  },
  riley: {
    summary: (_reference, name) => `Answered ${name}'s reply`,
    step: 'Answered in the same thread to keep the customer close.',
    text: 'thanks for taking the time to reply. We read every answer and will come back to you here.',
  },
  harper: {
    summary: (reference, name) => `Answered ${name}'s reply about ${reference}`,
    step: 'Answered the candidate in the same thread.',
    text: 'thanks for your reply. We have it with your application and will answer you here.',
  },
}

/** The subject of an answer in a thread: the reply's own, with one "Re:". */
export const answerSubject = (subject: string | undefined) => `Re: ${(subject ?? 'your message').replace(/^(re:\s*)+/i, '')}`

/** How Sam, Finn, Riley and Harper act on a reply to their e-mail. */
export function answerReply(agent: ReplyingAgent, data: EventData<'email.replied'>): PlaybookOutcome {
  const name = data.name ?? data.email
  const inputs = { reference: data.lead_id, name: data.name ?? null, email: data.email, body: data.body.slice(0, 300) }
  if (DECLINING_WORDS.test(data.body))
    return {
      summary: `Stopped writing to ${name}: they asked for no more e-mails`,
      inputs,
      steps: ['The reply declines or asks to stop.', 'Sent nothing more.'],
      email: null,
      signals: [],
    }
  const answer = ANSWERS[agent]
  return {
    summary: answer.summary(data.lead_id, name),
    inputs: agent === 'sam' ? { ...inputs, ticket: 'reopened' } : inputs,
    steps: ['They replied to our e-mail.', answer.step],
    email: { to: data.email, subject: answerSubject(data.subject), text: `Hi ${name}, ${answer.text}` },
    signals: [],
  }
}
