// The agent runtime under load (the events bench, decision 073): the production app on a fresh embedded database
// with one company, its five agents and API keys, plus a stats route on a second port counting events, runs and signals.
import { and, count, eq, isNotNull, sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/platform/db/client'
import { companies, users } from '../../src/server/modules/accounts'
import { signals } from '../../src/server/modules/runtime'
import { agentEvents, agentRuns } from '../../src/server/modules/runtime'
import { CLIENT_DIST_DIR } from '../../src/server/platform/project-root'
import { deployAgents } from '../../src/server/modules/agents'
import { createApiKey } from '../../src/server/modules/accounts'
import { hashPassword } from '../../src/server/modules/accounts'
import { createSession } from '../../src/server/modules/accounts'
import { scratchDataDir, whenStopped } from './stop'

const [appPort, statsPort] = [Number(process.env.APP_PORT), Number(process.env.STATS_PORT)]
const dataDir = scratchDataDir('events')
const database = await openDatabase({ kind: 'pglite', dataDir })
whenStopped(() => database.close())
const config = loadConfig(
  { NODE_ENV: 'production', PORT: String(appPort), LOG_LEVEL: 'silent', PUBLIC_URL: `http://localhost:${appPort}` },
  CLIENT_DIST_DIR,
)
const app = await buildApp({ config, database, logger: false })
whenStopped(() => app.close())
await app.listen({ port: appPort, host: '127.0.0.1' })

const { db } = database
const [company] = await db.insert(companies).values({ name: 'Bench Events Co' }).returning()
const [user] = await db
  .insert(users)
  .values({
    email: 'bench-events@example.com',
    username: 'bench_events',
    password_hash: await hashPassword('bench-passphrase-not-common'),
    company_id: company!.id,
    role: 'owner',
  })
  .returning()
await deployAgents(db, company!.id, ['max', 'harper', 'finn', 'sam', 'riley'])
// Several keys: the per-key limit (300 events/s sustained) is not what is measured.
const keys = await Promise.all(Array.from({ length: 8 }, (_, index) => createApiKey(db, company!.id, user!.id, `bench ${index}`)))
const { token } = await createSession(db, user!.id)

const stats = Fastify()
whenStopped(() => stats.close())
stats.get('/stats', async () => {
  const where = eq(agentEvents.company_id, company!.id)
  const [events] = await db.select({ n: count() }).from(agentEvents).where(where)
  const [eventRuns] = await db
    .select({ n: count() })
    .from(agentRuns)
    .where(and(eq(agentRuns.company_id, company!.id), isNotNull(agentRuns.event_id)))
  const [signalRuns] = await db
    .select({ n: count() })
    .from(agentRuns)
    .where(and(eq(agentRuns.company_id, company!.id), isNotNull(agentRuns.signal_id)))
  const [pending] = await db
    .select({ n: count() })
    .from(signals)
    .where(and(eq(signals.company_id, company!.id), eq(signals.status, 'pending')))
  const [delivered] = await db
    .select({ n: count() })
    .from(signals)
    .where(and(eq(signals.company_id, company!.id), isNotNull(signals.to_agent_id)))
  // Every event is one run of exactly one agent (each type has one owner), every delivered signal one run.
  const [lost] = await db
    .select({ n: count() })
    .from(agentEvents)
    .where(and(where, sql`not exists (select 1 from agent_runs r where r.event_id = ${agentEvents.id})`))
  const duplicated = await db.execute(
    sql`select count(*)::int as n from (select event_id, agent_id from agent_runs where company_id = ${company!.id} and event_id is not null group by 1, 2 having count(*) > 1) d`,
  )
  return {
    events: events!.n,
    event_runs: eventRuns!.n,
    signal_runs: signalRuns!.n,
    delivered_signals: delivered!.n,
    pending_signals: pending!.n,
    lost_events: lost!.n,
    duplicated_runs: (duplicated as unknown as { rows: { n: number }[] }).rows[0]!.n,
  }
})
await stats.listen({ port: statsPort, host: '127.0.0.1' })

console.log(JSON.stringify({ ready: true, keys: keys.map((key) => key.key), cookie: `sid=${token}` }))
