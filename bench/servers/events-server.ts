// The agent runtime under load (the events bench, decisions 073, 085): the production app on a fresh database
// (embedded unless BENCH_DATABASE_URL is given) with one company, its five agents and API keys, a second company that
// posts while the first floods, plus a stats route on a second port counting the first company's events, runs and
// signals.
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
import { LIMITS } from '../../src/server/platform/rate-limit/rate-limits'
import { scratchDataDir, whenStopped } from './stop'

const [appPort, statsPort] = [Number(process.env.APP_PORT), Number(process.env.STATS_PORT)]
const databaseUrl = process.env.BENCH_DATABASE_URL
const database = databaseUrl
  ? await openDatabase({ kind: 'postgres', url: databaseUrl })
  : await openDatabase({ kind: 'pglite', dataDir: scratchDataDir('events') })
whenStopped(() => database.close())
const config = loadConfig(
  {
    NODE_ENV: 'production',
    PORT: String(appPort),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: `http://localhost:${appPort}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
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
await deployAgents(db, company!.id, process.env.EVENTS_AGENTS!.split(','))
// Several keys (as many as the section's product run makes): the per-key limit (LIMITS.eventsPerKey) is not what the
// first measurements measure.
const keys = await Promise.all(
  Array.from({ length: Number(process.env.EVENTS_KEYS) }, (_, index) => createApiKey(db, company!.id, user!.id, `bench ${index}`)),
)
const { token } = await createSession(db, user!.id)

// The other company: one agent, one key, a session to follow its live stream while the first floods.
const [quietCompany] = await db.insert(companies).values({ name: 'Bench Quiet Co' }).returning()
const [quietUser] = await db
  .insert(users)
  .values({
    email: 'bench-quiet@example.com',
    username: 'bench_quiet',
    password_hash: await hashPassword('bench-passphrase-not-common'),
    company_id: quietCompany!.id,
    role: 'owner',
  })
  .returning()
await deployAgents(db, quietCompany!.id, ['max'])
const quietKey = await createApiKey(db, quietCompany!.id, quietUser!.id, 'bench quiet')
const quietSession = await createSession(db, quietUser!.id)

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

console.log(
  JSON.stringify({
    ready: true,
    database: database.kind,
    keys: keys.map((key) => key.key),
    cookie: `sid=${token}`,
    quiet: { key: quietKey.key, cookie: `sid=${quietSession.token}` },
    eventsPerKey: LIMITS.eventsPerKey,
  }),
)
