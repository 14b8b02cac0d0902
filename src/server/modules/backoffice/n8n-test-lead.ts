import { randomUUID } from 'node:crypto'
import type { QuizPayload } from '@/shared/schemas/quiz'

/**
 * The body of the back office's test lead: shaped like a real lead's (docs/product.md#quiz-webhook, buildLeadBody in
 * funnels/quiz/lead-webhook-deliveries.ts) so a workflow can be tried end to end, and marked `test: true` with sample
 * names and a reserved example.com address so nobody takes it for a person (docs/n8n.md).
 */
export function buildTestLeadBody(at = new Date()): string {
  const answers = {
    company_name: 'Sample Company (AgentWorks test lead)',
    contact_name: 'Sample Contact',
    contact_email: 'test-lead@example.com',
    industry: 'gym',
    business_type: 'Independent gym',
    team_size: '6-20',
    current_tools: ['Mindbody'],
    biggest_challenge: 'manual-work',
    hours_spent_weekly: 10,
    manual_processes: ['Member check-in'],
    primary_goal: 'Try the n8n connection',
    timeline: 'asap',
    monthly_budget: '1k-5k',
    success_metrics: ['Hours saved'],
    estimatedROI: 260,
    timeSavings: 4,
    stageFlag: 'test',
    submissionTimestamp: at.toISOString(),
  } satisfies QuizPayload
  return JSON.stringify({
    test: true,
    submissionId: randomUUID(),
    answers,
    industry: answers.industry,
    stageFlag: answers.stageFlag,
    leadSource: 'quiz-funnel',
    priority: 'high',
  })
}

/** A Standard Webhooks message id marked as a test, never stored: repeats of it are not a real lead's. */
export function createTestMessageId(): string {
  return `msg_test_${randomUUID().replaceAll('-', '')}`
}
