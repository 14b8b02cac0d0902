import { z } from 'zod'
import { buildDraftPrompt, type DraftRequest } from '../prompt'
import { gradeCredentials } from './credentials'
import { gradeGrounding } from './grounding'
import { gradeLanguage } from './language'
import { gradeLength } from './length'
import { gradePolicy } from './policy'
import { DRAFT_GRADERS } from './grader-names'
import type { GradeContext, GradedEmail, GraderResult } from './types'

// The graders every written draft gets (docs/decisions/134-test-bench.md): the eval's deterministic gates that need
// no case of the eval's own (docs/ai-eval.md#graders), stored compactly with the draft and shown where it is read.

const gradeSchema = z.object({
  pass: z.boolean(),
  score: z.number().min(0).max(1),
  /** Why it did not pass (or why it was not judged), short; null when there is nothing to say. */
  note: z.string().nullable(),
})
export type DraftGrade = z.infer<typeof gradeSchema>

/** A draft's grades by grader; a grader missing was not run (a draft written before grading began). */
export const draftGradesSchema = z.object({
  grounding: gradeSchema.optional(),
  policy: gradeSchema.optional(),
  credentials: gradeSchema.optional(),
  language: gradeSchema.optional(),
  length: gradeSchema.optional(),
})
export type DraftGrades = z.infer<typeof draftGradesSchema>

/** A stored grades value read defensively: anything else than grades reads as none. */
export function parseDraftGrades(stored: unknown): DraftGrades | null {
  const parsed = draftGradesSchema.safeParse(stored)
  return parsed.success && Object.keys(parsed.data).length ? parsed.data : null
}

const NOTE_MAX = 200

const compact = (result: GraderResult): DraftGrade => ({
  pass: result.pass,
  score: Math.round(result.score * 100) / 100,
  note: result.notes.length ? result.notes.join('; ').slice(0, NOTE_MAX) : null,
})

/** What the graders are given for a draft: the request as the writer got it, with the real values. */
export function gradeContextOf(request: Omit<DraftRequest, 'maskPersonal'>): GradeContext {
  const plain = buildDraftPrompt({ ...request, maskPersonal: false })
  return {
    agentName: request.agent.name,
    facts: request.facts,
    template: request.template,
    language: request.language,
    knowledge: request.knowledge ?? [],
    lines: { sent: plain.factsSent, permitted: plain.factsPermitted },
    ...(request.thread ? { thread: request.thread } : {}),
  }
}

/** Every draft grader on one e-mail, each as a pass, a score and a short note. */
export function gradeDraft(context: GradeContext, email: GradedEmail): DraftGrades {
  const input = { context, email }
  const { claims: _claims, ...grounding } = gradeGrounding(input)
  return {
    grounding: compact(grounding),
    policy: compact(gradePolicy(input)),
    credentials: compact(gradeCredentials(input)),
    language: compact(gradeLanguage(input)),
    length: compact(gradeLength(input)),
  }
}

/** How many graders passed of those run. */
export function passCount(grades: DraftGrades): { passed: number; run: number } {
  const run = DRAFT_GRADERS.filter((name) => grades[name])
  return { passed: run.filter((name) => grades[name]!.pass).length, run: run.length }
}
