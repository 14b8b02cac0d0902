import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { LeadStatus } from '@/shared/backoffice/lead-kinds'
import type { DemoAssessmentInput } from '@/shared/schemas/demo-assessment'
import { VALID_ASSESSMENT } from '@/shared/schemas/demo-assessment.fixture'
import type { ImprovedAssessmentInput } from '@/shared/schemas/improved-assessment'
import { VALID_IMPROVED_ASSESSMENT } from '@/shared/schemas/improved-assessment.fixture'
import { leads, quizSubmissions } from '@/server/modules/funnels'
import { nextIp, requestJson } from './http'
import { quizPayload } from './quiz-fixtures'

/** Submits a demo assessment through its public endpoint; returns its id (the lead's). */
export async function submitDemoLead(app: FastifyInstance, overrides: Partial<DemoAssessmentInput> = {}): Promise<string> {
  const response = await requestJson(app, {
    method: 'POST',
    url: '/api/demo/assessments',
    body: { ...VALID_ASSESSMENT, ...overrides },
    ip: nextIp(),
  })
  if (response.statusCode !== 201) throw new Error(`demo assessment failed: ${response.statusCode} ${response.body}`)
  return response.json().id
}

/** Submits an improved assessment through its public endpoint; returns its id (the lead's). */
export async function submitImprovedLead(app: FastifyInstance, overrides: Partial<ImprovedAssessmentInput> = {}): Promise<string> {
  const response = await requestJson(app, {
    method: 'POST',
    url: '/api/onboarding/improved',
    body: { ...VALID_IMPROVED_ASSESSMENT, ...overrides },
    ip: nextIp(),
  })
  if (response.statusCode !== 201) throw new Error(`improved assessment failed: ${response.statusCode} ${response.body}`)
  return response.json().id
}

export type StoredQuizLead = {
  company_name?: string
  contact_email?: string
  industry?: string
  status?: LeadStatus
  stage?: string | null
  ref?: string | null
  created_at: Date
}

/**
 * Quiz submissions and their leads written straight to the database, each at a chosen time: for the inbox's paging
 * and date filters, which need many leads and times a submit cannot choose (several leads of one instant among them).
 */
export async function storeQuizLeads(app: FastifyInstance, rows: StoredQuizLead[]): Promise<string[]> {
  const ids = rows.map(() => randomUUID())
  const values = rows.map((row, index) => {
    const payload = quizPayload({
      company_name: row.company_name ?? `Stored Lead ${index}`,
      contact_email: row.contact_email ?? `stored${index}@leads.example`,
    })
    return { id: ids[index]!, row, payload }
  })
  await app.db.transaction(async (tx) => {
    await tx.insert(quizSubmissions).values(
      values.map(({ id, row, payload }) => ({
        id,
        company_name: payload.company_name,
        contact_name: payload.contact_name,
        contact_email: payload.contact_email,
        industry: payload.industry,
        hours_spent_weekly: payload.hours_spent_weekly,
        timeline: payload.timeline,
        stage_flag: row.stage ?? 'organic',
        payload,
        submitted_at: row.created_at,
        created_at: row.created_at,
      })),
    )
    await tx.insert(leads).values(
      values.map(({ id, row, payload }) => ({
        id,
        source: 'quiz' as const,
        quiz_submission_id: id,
        company_name: payload.company_name,
        contact_name: payload.contact_name,
        contact_email: payload.contact_email,
        industry: row.industry ?? 'Fitness & Wellness',
        monthly_savings: 260,
        stage: row.stage === undefined ? 'organic' : row.stage,
        ref: row.ref ?? null,
        status: row.status ?? 'new',
        created_at: row.created_at,
      })),
    )
  })
  return ids
}
