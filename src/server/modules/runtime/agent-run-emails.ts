import type { Db } from '@/server/platform/db/client'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { dailyLimitMessage } from '@/server/platform/mail/company-email-limit'
import { enqueueEmails } from '@/server/platform/mail/outbox'
import { findCompaniesHoldingMail } from '@/server/modules/accounts'
import { renderAgentEmail, type AgentEmailContext } from './agent-email'
import type { PlannedRun } from './agent-run-types'

/**
 * Queues the runs' e-mails, each counted against its company's daily limit and held while the company has not proven
 * an address (docs/decisions/083). A company that keeps only what a run needs keeps no copy once it is sent, and its
 * runs name the address masked (docs/decisions/101-privacy-controls.md). Returns, by run id, the step that tells the
 * run's timeline an e-mail was held or not sent, and why.
 */
export async function enqueueRunEmails(
  tx: Db,
  jobs: JobQueue,
  mail: AgentEmailContext,
  planned: PlannedRun[],
): Promise<Map<string, string>> {
  const mailing = planned.flatMap(({ run, agent, email, emailKept }) =>
    email ? [{ runId: run.id, companyId: agent.company_id, email: renderAgentEmail(mail, agent, email), kept: emailKept }] : [],
  )
  if (mailing.length === 0) return new Map()
  const holding = await findCompaniesHoldingMail(
    tx,
    mailing.map(({ companyId }) => companyId),
  )
  const outcomes = await enqueueEmails(
    jobs,
    tx,
    mailing.map(({ runId, companyId, email, kept }) => ({
      message: email,
      key: `run:${runId}`,
      companyId,
      held: holding.has(companyId),
      keptAfterSend: kept ?? undefined,
    })),
  )
  const notes = new Map<string, string>()
  mailing.forEach(({ runId, email, kept }, index) => {
    const status = outcomes[index]?.status
    const to = kept?.to ?? email.to
    if (status === 'over-limit') notes.set(runId, `E-mail to ${to} not sent: ${dailyLimitMessage(jobs.companyEmailsPerDay)}`)
    if (status === 'held') notes.set(runId, `E-mail to ${to} held until someone in your company confirms their e-mail address`)
  })
  return notes
}
