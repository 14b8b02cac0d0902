import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import type { QuizPayload } from '../../shared/schemas/quiz'
import { nextIp, requestJson } from './http'

// Read rather than imported: the journeys load this file through Node's own loader, which wants an import attribute.
const quizAnswers = JSON.parse(readFileSync(new URL('./quiz-answers.json', import.meta.url), 'utf8')) as Omit<
  QuizPayload,
  'stageFlag' | 'submissionTimestamp'
>

/**
 * A complete gym answer set: 10 hours gives $260 a month (docs/product.md#quiz-roi). The answers live in
 * quiz-answers.json, which the bench reads too.
 */
export function quizPayload(overrides: Partial<QuizPayload> = {}): QuizPayload {
  return {
    ...quizAnswers,
    stageFlag: 'organic',
    submissionTimestamp: new Date().toISOString(),
    ...overrides,
  }
}

/** Submits a quiz and returns the stored submission's id. */
export async function submitQuiz(app: FastifyInstance, overrides: Partial<QuizPayload> = {}): Promise<string> {
  const response = await requestJson(app, { method: 'POST', url: '/api/quiz/submit', body: quizPayload(overrides), ip: nextIp() })
  if (response.statusCode !== 201) throw new Error(`submit failed: ${response.statusCode} ${response.body}`)
  return response.json().id
}
