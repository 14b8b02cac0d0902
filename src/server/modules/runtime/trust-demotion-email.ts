import { sql } from 'drizzle-orm'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import type { JobQueue } from '@/server/platform/jobs/job-queue'
import { enqueueEmails } from '@/server/platform/mail/outbox'
import { renderLinkEmail } from '@/server/modules/accounts'

// When the product moves an agent back to Review by itself it tells the owner why (docs/decisions/130-trust-ladder.md):
// an e-mail to each of the company's owners, through the outbox in the transaction that recorded the move.

/** What a demotion's e-mail needs from its caller: the job queue and where links point. */
export type DemotionNotice = { jobs: JobQueue; mail: { productName: string; publicUrl: string } }

export type Demotion = { changeId: string; companyId: string; agentId: string; reason: string }

/** Queues one e-mail per owner; the change's id keys it, so a demotion is told once. */
export async function mailDemotion(tx: Db, { jobs, mail }: DemotionNotice, demotion: Demotion): Promise<void> {
  const owners = rowsOf<{ email: string; agent_name: string }>(
    await tx.execute(sql`
      select u.email, a.name as agent_name from users u join agents a on a.id = ${demotion.agentId}::uuid
      where u.company_id = ${demotion.companyId}::uuid and u.role = 'owner'`),
  )
  if (owners.length === 0) return
  const name = owners[0]!.agent_name
  const link = `${mail.publicUrl.replace(/\/$/, '')}/dashboard/agents/${encodeURIComponent(demotion.agentId)}`
  const message = renderLinkEmail(
    mail,
    `${name} is back in Review: its e-mails wait for your approval`,
    [
      `We moved ${name} from Autopilot back to Review: ${demotion.reason}`,
      `Nothing already sent changes. Its next e-mails wait in Approvals; once they read well again, you can move ${name} back to Autopilot on its page.`,
    ],
    `Open ${name}’s page`,
    link,
  )
  await enqueueEmails(
    jobs,
    tx,
    owners.map((owner) => ({
      message: { to: owner.email, ...message },
      key: `trust-demotion:${demotion.changeId}:${owner.email}`,
      companyId: demotion.companyId,
    })),
  )
}
