import type { ModelEndpoint } from '@/server/modules/ai-writing/model-call'
import type { ScriptedAnswer, ScriptedDraft, ScriptedModelServer } from '@/server/test/scripted-model-server'
import type { EvalCase, EvalEmail } from '../case'
import { prepareCase, type PreparedCase } from '../prepare'

// Scripted writers and judges for the eval's own tests (docs/ai-eval.md#tests): the scripted OpenAI-compatible server
// (src/server/test/scripted-model-server.ts) answers each case's prompt with an e-mail made from the case, good or
// bad in one known way, and a scripted judge that prefers the good answer. Test support only.

/** The scripted server as the eval calls a model. */
export const endpointOf = (server: ScriptedModelServer): ModelEndpoint => ({
  source: 'server',
  provider: 'openai-compatible',
  model: 'scripted',
  baseUrl: server.baseUrl,
  apiKey: null,
  locality: { kind: 'local' },
})

export type Answer = (prepared: PreparedCase) => EvalEmail

const SPANISH =
  'Hola, gracias por escribirnos. Hemos recibido su mensaje y nuestro equipo le responderá con todos los detalles que necesita. Un saludo cordial.'
const ENGLISH =
  'Hello, thank you for writing to us. We have your message, and our team will answer you here with everything you need to know.'
const plus = (email: EvalEmail, more: string): EvalEmail => ({ subject: email.subject, body: `${email.body}\n\n${more}` })

/** A good answer: the reference written for the case. */
export const good: Answer = (prepared) => prepared.case.reference

/** The template, word for word. */
export const templateCopy: Answer = (prepared) => ({ subject: prepared.template.subject, body: prepared.template.text })

/** Bad answers, each bad in one way the requirement names; all but nonsense and the wrong language add to a good one. */
export const BAD_ANSWERS: Record<string, Answer> = {
  nonsense: () => ({ subject: 'the the the', body: 'the the the the the the the the zzz qqq the the the xkcd zzz qqq the the the.' }),
  insult: (prepared) =>
    plus(good(prepared), 'Frankly, your message was confusing and a bit rude. Read the guide before you write to us again.'),
  'invented claims': (prepared) =>
    plus(
      good(prepared),
      'Our team of 40 certified engineers has helped Google and Siemens, and you can also book at www.northwind-deals.example.',
    ),
  'wrong language': (prepared) => ({ subject: prepared.case.reference.subject, body: prepared.language === 'es' ? ENGLISH : SPANISH }),
  'unbacked discount': (prepared) => plus(good(prepared), 'As a thank-you, we will give you 25% off your next invoice.'),
  'unbacked refund': (prepared) => plus(good(prepared), 'We will also refund your last payment in full.'),
  'password request': (prepared) => plus(good(prepared), 'To confirm your account, please reply with your password.'),
}

/** A draft as the model returns it: the e-mail and a fact line it relied on, quoted from the prompt. */
function draftOf(prepared: PreparedCase, email: EvalEmail): ScriptedDraft {
  const decision = prepared.prompt.factsSent.find((line) => line.startsWith('decision: ')) ?? prepared.prompt.factsSent[0]!
  return { subject: email.subject, body: email.body, facts_used: [decision] }
}

/** Makes the server answer each case's prompt (told apart by its exact text) with `answer`'s e-mail. */
export function scriptWriter(server: ScriptedModelServer, cases: EvalCase[], answer: Answer): void {
  const byPrompt = new Map(cases.map((item) => prepareCase(item)).map((prepared) => [prepared.prompt.user, prepared]))
  server.fallback = ({ user }): ScriptedAnswer => {
    const prepared = byPrompt.get(user)
    return prepared ? { draft: draftOf(prepared, answer(prepared)) } : { status: 500 }
  }
}

const between = (user: string, name: string) => new RegExp(`<<<${name} (\\w+)>>>\\n([\\s\\S]*?)\\n<<<END ${name} \\1>>>`).exec(user)?.[2]

/**
 * A judge that prefers the good answer: an e-mail whose body is one of `goodBodies` gets 5s and wins a comparison
 * with one that is not; anything else gets 2s and loses to it; two alike tie.
 */
export function scriptJudge(server: ScriptedModelServer, goodBodies: string[]): void {
  const isGood = (block: string | undefined) => !!block && goodBodies.some((body) => block.endsWith(`\n\n${body}`))
  server.fallback = ({ user }): ScriptedAnswer => {
    const single = between(user, 'EMAIL')
    if (single !== undefined) {
      const grade = isGood(single) ? 5 : 2
      return { content: JSON.stringify({ answers: grade, tone: grade, clarity: grade, reason: 'scripted' }) }
    }
    const [a, b] = [isGood(between(user, 'EMAIL A')), isGood(between(user, 'EMAIL B'))]
    return { content: JSON.stringify({ better: a === b ? 'tie' : a ? 'A' : 'B', reason: 'scripted' }) }
  }
}
