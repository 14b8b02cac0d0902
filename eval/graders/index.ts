import type { ModelDraft } from '@/shared/ai/draft'
import type { GraderName } from '../config'
import { gradeCredentials } from '@/shared/ai/graders/credentials'
import { gradeGrounding } from '@/shared/ai/graders/grounding'
import { gradeLanguage } from '@/shared/ai/graders/language'
import { gradeLength } from '@/shared/ai/graders/length'
import { gradePolicy } from '@/shared/ai/graders/policy'
import type { GraderResult } from '@/shared/ai/graders/types'
import { gradeAnswers } from './answers'
import { gradeDecision } from './decision'
import { gradeForm } from './form'
import { gradeRuntime } from './runtime'
import { gradeTone } from './tone'
import type { GradeInput } from './types'

export type Grades = Partial<Record<GraderName, GraderResult>>

/** Every grader that needs no model (docs/ai-eval.md#graders); `draft` is the model's answer as returned, when there was one. */
export function gradeWithoutJudge(input: GradeInput, draft?: ModelDraft): Grades {
  // The graders the product shares (src/shared/ai/graders/) read the case's context.
  const shared = { context: input.prepared.context, email: input.email }
  const { claims: _claims, ...grounding } = gradeGrounding(shared)
  return {
    grounding,
    policy: gradePolicy(shared),
    credentials: gradeCredentials(shared),
    language: gradeLanguage(shared),
    tone: gradeTone(input),
    form: gradeForm(input),
    decision: gradeDecision(input),
    answers: gradeAnswers(input),
    length: gradeLength(shared),
    ...(draft ? { runtime: gradeRuntime(input.prepared, draft) } : {}),
  }
}
