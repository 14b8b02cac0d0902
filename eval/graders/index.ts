import type { ModelDraft } from '@/shared/ai/draft'
import type { GraderName } from '../config'
import { gradeAnswers } from './answers'
import { gradeCredentials } from './credentials'
import { gradeDecision } from './decision'
import { gradeForm } from './form'
import { gradeGrounding } from './grounding'
import { gradeLanguage } from './language'
import { gradeLength } from './length'
import { gradePolicy } from './policy'
import { gradeRuntime } from './runtime'
import { gradeTone } from './tone'
import type { GradeInput, GraderResult } from './types'

export type Grades = Partial<Record<GraderName, GraderResult>>

/** Every grader that needs no model (docs/ai-eval.md#graders); `draft` is the model's answer as returned, when there was one. */
export function gradeWithoutJudge(input: GradeInput, draft?: ModelDraft): Grades {
  const { claims: _claims, ...grounding } = gradeGrounding(input)
  return {
    grounding,
    policy: gradePolicy(input),
    credentials: gradeCredentials(input),
    language: gradeLanguage(input),
    tone: gradeTone(input),
    form: gradeForm(input),
    decision: gradeDecision(input),
    answers: gradeAnswers(input),
    length: gradeLength(input),
    ...(draft ? { runtime: gradeRuntime(input.prepared, draft) } : {}),
  }
}
