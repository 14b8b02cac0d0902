import type { FastifyInstance } from 'fastify'
import type { QuizPayload } from '../../shared/schemas/quiz'
import { nextIp, requestJson } from './http'

/** A complete gym answer set: 10 hours gives $260 a month (docs/product.md#quiz-roi). */
export function quizPayload(overrides: Partial<QuizPayload> = {}): QuizPayload {
  return {
    company_name: 'Iron Temple Gym',
    contact_name: 'Dana Lift',
    contact_email: 'dana@irontemple.example',
    industry: 'gym',
    business_type: 'Independent gym',
    team_size: '6-20',
    current_tools: ['Mindbody', 'Mailchimp', 'Other: Paper sign-in sheets'],
    biggest_challenge: 'manual-work',
    hours_spent_weekly: 10,
    manual_processes: ['Member check-in'],
    primary_goal: 'Retain more members',
    timeline: 'asap',
    monthly_budget: '1k-5k',
    success_metrics: ['Hours saved'],
    estimatedROI: 260,
    timeSavings: 4,
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
