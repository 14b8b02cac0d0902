import { eq } from 'drizzle-orm'
import { INDUSTRY_OPTIONS } from '@/shared/options/onboarding-business'
import { BUSINESS_TYPES } from '@/shared/options/improved-choices'
import type { CompanySource } from '@/shared/schemas/admin-handover'
import type { DemoAssessment } from '@/shared/schemas/demo-assessment'
import type { ImprovedAssessment } from '@/shared/schemas/improved-assessment'
import { onboardingAnswersSchema, website } from '@/shared/schemas/onboarding'
import type { OnboardingPrefill } from '@/shared/schemas/onboarding-prefill'
import type { QuizPayload } from '@/shared/schemas/quiz'
import type { Db } from '@/server/platform/db/client'
import { companies } from '@/server/modules/accounts'
import { demoLeads, improvedAssessments, leads, quizSubmissions } from '@/server/modules/funnels'

// The questionnaire of a workspace staff set up from a lead starts from what the lead already told us
// (docs/product.md#back-office). Only answers with the same meaning are carried over, and only values the questionnaire
// accepts; the form fills blank answers with them and nothing else (docs/decisions/091-questionnaire-prefill-and-required.md).

type Answers = OnboardingPrefill['onboarding']
type Candidates = { [key in keyof Answers]?: unknown }

// The quiz's industries that have a questionnaire counterpart; the others stay unanswered.
const QUIZ_INDUSTRIES: Record<string, string> = {
  retail: 'retail',
  healthcare: 'healthcare',
  finance: 'finance',
  technology: 'saas',
  consulting: 'professional_services',
  legal: 'professional_services',
}

/** A questionnaire industry for a quiz key or a typed industry matching one of its values or labels. */
function toIndustry(value: string): string | undefined {
  if (QUIZ_INDUSTRIES[value]) return QUIZ_INDUSTRIES[value]
  const typed = value.trim().toLowerCase()
  return INDUSTRY_OPTIONS.find((option) => option.value === typed || option.label.toLowerCase() === typed)?.value
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || value === 0 || (Array.isArray(value) && value.length === 0)

/** The candidates the questionnaire's schema accepts, blank ones left out. */
function keepAccepted(candidates: Candidates): Answers {
  const kept: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(candidates)) {
    const field = onboardingAnswersSchema.shape[key as keyof Answers]
    if (!field || isBlank(value)) continue
    const parsed = field.safeParse(typeof value === 'string' ? value.trim() : value)
    if (parsed.success && !isBlank(parsed.data)) kept[key] = parsed.data
  }
  return kept as Answers
}

function toCompany(name: string, industry = '', site = ''): OnboardingPrefill['company'] {
  const company: OnboardingPrefill['company'] = {}
  if (name.trim()) company.name = name.trim()
  const mapped = toIndustry(industry)
  if (mapped) company.industry = mapped
  if (site && website.safeParse(site).success) company.website = site
  return company
}

const hoursOf = (value: number) => Math.round(value)
const listOf = (values: readonly string[]) => values.filter(Boolean).join(', ')

function fromQuiz(payload: QuizPayload): Omit<OnboardingPrefill, 'source'> {
  return {
    company: toCompany(payload.company_name, payload.industry),
    onboarding: keepAccepted({
      contact_name: payload.contact_name,
      contact_email: payload.contact_email,
      business_type: payload.business_type,
      repetitive_hours_weekly: hoursOf(payload.hours_spent_weekly),
      business_goals: payload.primary_goal,
      specific_tools: listOf(payload.current_tools),
      workflow_breakdown: listOf(payload.manual_processes),
    }),
  }
}

function fromDemo(answers: DemoAssessment): Omit<OnboardingPrefill, 'source'> {
  return {
    company: toCompany(answers.company_name, answers.company_industry, answers.company_website),
    onboarding: keepAccepted({
      contact_name: answers.contact_name,
      contact_title: answers.contact_title,
      contact_email: answers.contact_email,
      contact_phone: answers.contact_phone,
      repetitive_hours_weekly: answers.hours_weekly_repetitive,
      workflow_breakdown: answers.workflow_and_tasks,
      specific_tools: listOf(answers.current_tools),
      current_automations: answers.existing_automations_description,
      tool_redundancies: answers.underused_tools,
      additional_needs: answers.additional_notes,
    }),
  }
}

function fromImproved(answers: ImprovedAssessment): Omit<OnboardingPrefill, 'source'> {
  return {
    company: toCompany(answers.company_name),
    onboarding: keepAccepted({
      contact_name: answers.contact_name,
      contact_title: answers.contact_role,
      contact_email: answers.contact_email,
      contact_phone: answers.phone,
      business_type: BUSINESS_TYPES.find((type) => type.value === answers.business_type)?.label,
      repetitive_hours_weekly: hoursOf(answers.hours_spent_weekly),
      specific_tools: listOf(answers.top_tools),
    }),
  }
}

const NO_PREFILL: OnboardingPrefill = { source: null, company: {}, onboarding: {} }

async function findSourceLead(db: Db, companyId: string) {
  const [row] = await db
    .select({ lead: leads, companyCreatedAt: companies.created_at, leadId: companies.source_lead_id })
    .from(companies)
    .leftJoin(leads, eq(leads.id, companies.source_lead_id))
    .where(eq(companies.id, companyId))
  return row
}

/** The questionnaire's answers from the company's source lead; nothing when it has none, or the lead is gone. */
export async function findLeadPrefill(db: Db, companyId: string): Promise<OnboardingPrefill> {
  const lead = (await findSourceLead(db, companyId))?.lead
  if (!lead) return NO_PREFILL
  if (lead.quiz_submission_id) {
    const [row] = await db
      .select({ payload: quizSubmissions.payload })
      .from(quizSubmissions)
      .where(eq(quizSubmissions.id, lead.quiz_submission_id))
    return row ? { source: lead.source, ...fromQuiz(row.payload) } : NO_PREFILL
  }
  if (lead.demo_lead_id) {
    const [row] = await db.select({ answers: demoLeads.answers }).from(demoLeads).where(eq(demoLeads.id, lead.demo_lead_id))
    return row ? { source: lead.source, ...fromDemo(row.answers) } : NO_PREFILL
  }
  if (lead.improved_assessment_id) {
    const [row] = await db
      .select({ answers: improvedAssessments.answers })
      .from(improvedAssessments)
      .where(eq(improvedAssessments.id, lead.improved_assessment_id))
    return row ? { source: lead.source, ...fromImproved(row.answers) } : NO_PREFILL
  }
  return NO_PREFILL
}

/** Where the company came from: the lead staff set it up from, and when (docs/product.md#back-office). */
export async function findCompanySource(db: Db, companyId: string): Promise<CompanySource> {
  const row = await findSourceLead(db, companyId)
  if (!row?.leadId) return { source: null }
  return { source: { lead_id: row.leadId, lead_source: row.lead?.source ?? null, created_at: row.companyCreatedAt.toISOString() } }
}
