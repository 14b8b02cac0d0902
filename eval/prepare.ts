import { AGENT_CATALOGUE } from '@/shared/agents/catalogue'
import { runPlaybook } from '@/shared/agents/playbooks'
import { draftFacts, type DraftFact } from '@/shared/ai/facts'
import { gradeContextOf } from '@/shared/ai/graders/draft-grades'
import type { GradeContext } from '@/shared/ai/graders/types'
import { wordsOf } from '@/shared/ai/graders/text'
import { knowledgeLines } from '@/shared/ai/knowledge'
import { languageOf } from '@/shared/ai/language'
import { buildDraftPrompt, type DraftPrompt } from '@/shared/ai/prompt'
import type { EvalCase } from './case'

// A case as the runtime would write it (docs/ai-eval.md): the playbook decides, the facts and the company's knowledge
// become the prompt, exactly as the draft job builds them (src/server/modules/ai-writing/draft-job.ts).

export type Template = { subject: string; text: string; action: string | null }

export type PreparedCase = {
  case: EvalCase
  agent: { name: string; role: string }
  template: Template
  facts: DraftFact[]
  /** The event's language (BCP-47), null for English. */
  language: string | null
  knowledge: string[]
  /** The prompt as the model is sent it: masked when the run masks personal values. */
  prompt: DraftPrompt
  /** The prompt's lines with the real values, which the graders hold the e-mail (with the real values back) to. */
  lines: { sent: string[]; permitted: string[] }
  /** What the graders the product shares are given: the case's side of the prompt, its forbidden grants and reference. */
  context: GradeContext
}

export function prepareCase(item: EvalCase, options: { mask?: boolean } = {}): PreparedCase {
  const outcome = runPlaybook(item.agent, item.trigger)
  const email = outcome?.email
  if (!outcome || !email) throw new Error(`${item.id}: the playbook writes no e-mail for this case`)
  const entry = AGENT_CATALOGUE.find((candidate) => candidate.id === item.agent)!
  const agent = { name: entry.name, role: entry.agent_type }
  const facts = draftFacts(item.trigger, outcome)
  const language = languageOf(item.trigger)
  const template = { subject: email.subject, text: email.text, action: email.action ?? null }
  const knowledge = knowledgeLines(item.company.knowledge, item.company.website)
  const request = { agent, facts, template, language, knowledge, ...(item.thread ? { thread: item.thread } : {}) }
  const prompt = buildDraftPrompt({ ...request, maskPersonal: options.mask ?? false })
  const plain = options.mask ? buildDraftPrompt({ ...request, maskPersonal: false }) : prompt
  return {
    case: item,
    agent,
    template,
    facts,
    language,
    knowledge,
    prompt,
    lines: { sent: plain.factsSent, permitted: plain.factsPermitted },
    context: { ...gradeContextOf(request), forbid: item.forbid, referenceWords: wordsOf(item.reference.body).length },
  }
}
