import { AUTOMATION_OPTIONS, GOAL_OPTIONS } from '../options/onboarding-goals'
import { DEPARTMENT_OPTIONS, TOOL_OPTIONS } from '../options/onboarding-business'
import { getOptionLabel } from '../options/option-list'
import type { OnboardingForm } from '../schemas/onboarding'
import { AGENT_CATALOGUE, type CatalogueAgent, type CatalogueAgentId } from './catalogue'

/** The answers the ranking reads; a stored submission or the live form state both fit. */
export type RankingAnswers = Pick<OnboardingForm, 'departments' | 'tools' | 'goals' | 'automations'> & {
  onboarding: Pick<
    OnboardingForm['onboarding'],
    | 'automation_priority_1'
    | 'automation_priority_2'
    | 'top_priorities'
    | 'current_tools'
    | 'pain_points'
    | 'lead_challenges'
    | 'workflow_breakdown'
    | 'custom_automation'
    | 'business_goals'
  >
}

/** A catalogue agent recommended to a company, with the reasons its answers point to it. */
export type RankedAgentForCompany = CatalogueAgent & { match_reasons: string[] }

// Which answers point at which agent (decision 050). Departments, goals and tools are the questionnaire's option
// values (docs/product.md#onboarding-options).
const AFFINITY: Record<CatalogueAgentId, { departments: string[]; goals: string[]; tools: string[]; words: string[] }> = {
  max: {
    departments: ['sales', 'marketing'],
    goals: ['conversion'],
    tools: ['crm', 'email_marketing'],
    words: ['lead', 'follow-up', 'follow up', 'prospect', 'enquir', 'booking'],
  },
  harper: {
    departments: ['hr'],
    goals: ['operational'],
    tools: ['project_management'],
    words: ['hiring', 'hire', 'recruit', 'candidate', 'interview', 'applicant'],
  },
  finn: {
    departments: ['finance'],
    goals: ['operational'],
    tools: ['accounting', 'ecommerce'],
    words: ['invoice', 'billing', 'payment', 'accounting', 'reconcil', 'cash flow'],
  },
  sam: {
    departments: ['customer_service', 'operations'],
    goals: ['support'],
    tools: ['helpdesk'],
    words: ['support', 'ticket', 'inquir', 'question', 'complaint'],
  },
  riley: {
    departments: ['customer_service'],
    goals: ['retention'],
    tools: ['crm', 'ecommerce'],
    words: ['churn', 'retention', 'renewal', 'cancel', 'repeat', 'loyal'],
  },
}

const PAIN_FIELDS = ['pain_points', 'lead_challenges', 'workflow_breakdown', 'custom_automation', 'business_goals'] as const

export const NO_SUBMISSION_REASON = 'You have not submitted the questionnaire yet, so agents are shown in catalogue order'
export const NO_MATCH_REASON = 'Rounds out your agent ecosystem; none of your answers pointed to it directly'

const lower = (label: string) => label.toLowerCase()
const joinLabels = (labels: string[]) => (labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`)

type Scored = { agent: CatalogueAgent; key: number[]; reasons: string[] }

function scoreAgent(agent: CatalogueAgent, answers: RankingAnswers, order: number): Scored {
  const affinity = AFFINITY[agent.id]
  const automation = lower(getOptionLabel(AUTOMATION_OPTIONS, agent.automation))
  const reasons: string[] = []
  const { onboarding } = answers

  let tier = 2
  if (onboarding.automation_priority_1 === agent.automation) {
    tier = 0
    reasons.push(`You chose ${automation} as your top priority`)
  } else if (onboarding.automation_priority_2 === agent.automation) {
    tier = 1
    reasons.push(`You chose ${automation} as your second priority`)
  }
  const chosen = answers.automations.includes(agent.automation) || onboarding.top_priorities.includes(agent.automation)
  if (chosen && tier === 2) reasons.push(`You asked us to automate ${automation}`)

  const departments = answers.departments.filter((value) => affinity.departments.includes(value))
  if (departments.length)
    reasons.push(`It works for your ${joinLabels(departments.map((value) => getOptionLabel(DEPARTMENT_OPTIONS, value)))} team`)
  const goals = answers.goals.filter((value) => affinity.goals.includes(value))
  if (goals.length) reasons.push(`It serves your goal to ${lower(joinLabels(goals.map((value) => getOptionLabel(GOAL_OPTIONS, value))))}`)
  const tools = [...new Set([...answers.tools, ...onboarding.current_tools])].filter((value) => affinity.tools.includes(value))
  if (tools.length)
    reasons.push(`It connects to the ${joinLabels(tools.map((value) => getOptionLabel(TOOL_OPTIONS, value)))} tools you use`)
  const text = PAIN_FIELDS.map((field) => onboarding[field])
    .join(' ')
    .toLowerCase()
  const words = affinity.words.filter((word) => text.includes(word))
  if (words.length) reasons.push(`Your answers about your challenges mention ${joinLabels(words.map((word) => `'${word}'`))}`)

  if (reasons.length === 0) reasons.push(NO_MATCH_REASON)
  // Compared left to right: priority tier first, then each kind of answer breaks the ties
  // (docs/product.md#recommendation-ranking).
  return { agent, key: [tier, chosen ? 0 : 1, -departments.length, -goals.length, -tools.length, -words.length, order], reasons }
}

function compareKeys(a: number[], b: number[]): number {
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index]) return a[index]! - b[index]!
  }
  return 0
}

/**
 * Ranks the five catalogue agents for a company's questionnaire (docs/product.md#recommendation-ranking), each with
 * the reasons it matched; no answers → catalogue order.
 */
export function rankAgentsForCompany(answers: RankingAnswers | null | undefined): RankedAgentForCompany[] {
  if (!answers) return AGENT_CATALOGUE.map((agent) => ({ ...agent, match_reasons: [NO_SUBMISSION_REASON] }))
  return AGENT_CATALOGUE.map((agent, order) => scoreAgent(agent, answers, order))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ agent, reasons }) => ({ ...agent, match_reasons: reasons }))
}

export type MatchLabel = 'Priority Match' | 'Strong Match' | 'Good Match'

/** The badge of a recommendation by its position (docs/product.md#recommendation-view). */
export function getMatchLabel(index: number): MatchLabel {
  if (index === 0) return 'Priority Match'
  if (index === 1) return 'Strong Match'
  return 'Good Match'
}
