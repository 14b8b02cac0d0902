// Agents that write with a language model (the drafts bench, docs/decisions/106-ai-writing.md): the production app on
// a fresh database (embedded unless BENCH_DATABASE_URL is given), its model the scripted OpenAI-compatible server of
// the tests answering after a fixed delay, one company with Max (who writes) and Sam (who receives Max's signal and
// writes nothing for it), plus a stats route on a second port: drafts and their time from event to Approvals.
import { and, count, eq, isNotNull, sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/platform/db/client'
import { companies, createApiKey, createSession, hashPassword, users } from '../../src/server/modules/accounts'
import { deployAgents } from '../../src/server/modules/agents'
import { agentDrafts, agentEvents, agentRuns } from '../../src/server/modules/runtime'
import { CLIENT_DIST_DIR } from '../../src/server/platform/project-root'
import { startScriptedModelServer } from '../../src/server/test/scripted-model-server'
import { scratchDataDir, whenStopped } from './stop'

const [appPort, statsPort] = [Number(process.env.APP_PORT), Number(process.env.STATS_PORT)]
const databaseUrl = process.env.BENCH_DATABASE_URL
const model = await startScriptedModelServer({ delayMs: Number(process.env.MODEL_DELAY_MS ?? 300) })
whenStopped(() => model.close())
const database = databaseUrl
  ? await openDatabase({ kind: 'postgres', url: databaseUrl })
  : await openDatabase({ kind: 'pglite', dataDir: scratchDataDir('drafts') })
whenStopped(() => database.close())
const config = loadConfig(
  {
    NODE_ENV: 'production',
    PORT: String(appPort),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: `http://localhost:${appPort}`,
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: model.baseUrl,
    AI_MODEL: 'bench-writer',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  CLIENT_DIST_DIR,
)
const app = await buildApp({ config, database, logger: false })
whenStopped(() => app.close())
await app.listen({ port: appPort, host: '127.0.0.1' })

const { db } = database
const [company] = await db.insert(companies).values({ name: 'Bench Drafts Co' }).returning()
const [user] = await db
  .insert(users)
  .values({
    email: 'bench-drafts@example.com',
    username: 'bench_drafts',
    password_hash: await hashPassword('bench-passphrase-not-common'),
    company_id: company!.id,
    role: 'owner',
    email_verified_at: new Date(),
  })
  .returning()
await deployAgents(db, company!.id, ['max', 'sam'])
const keys = await Promise.all(Array.from({ length: 8 }, (_, index) => createApiKey(db, company!.id, user!.id, `bench ${index}`)))
const { token } = await createSession(db, user!.id)

const stats = Fastify()
whenStopped(() => stats.close())
stats.get('/stats', async () => {
  const [events] = await db.select({ n: count() }).from(agentEvents).where(eq(agentEvents.company_id, company!.id))
  const [drafts] = await db.select({ n: count() }).from(agentDrafts).where(eq(agentDrafts.company_id, company!.id))
  const [awaiting] = await db
    .select({ n: count() })
    .from(agentDrafts)
    .where(and(eq(agentDrafts.company_id, company!.id), eq(agentDrafts.status, 'awaiting')))
  const [byModel] = await db
    .select({ n: count() })
    .from(agentDrafts)
    .where(and(eq(agentDrafts.company_id, company!.id), eq(agentDrafts.writer, 'model')))
  // From the event's acceptance to its draft waiting in Approvals, in ms, and the span over which drafts were written.
  const timings = await db
    .select({
      ms: sql<number>`extract(epoch from (${agentDrafts.written_at} - ${agentEvents.received_at})) * 1000`,
      written: agentDrafts.written_at,
    })
    .from(agentDrafts)
    .innerJoin(agentRuns, eq(agentRuns.id, agentDrafts.run_id))
    .innerJoin(agentEvents, eq(agentEvents.id, agentRuns.event_id))
    .where(and(eq(agentDrafts.company_id, company!.id), isNotNull(agentDrafts.written_at)))
  return {
    events: events!.n,
    drafts: drafts!.n,
    awaiting: awaiting!.n,
    by_model: byModel!.n,
    latencies: timings.map((row) => Number(row.ms)),
    first_written: timings.length ? Math.min(...timings.map((row) => new Date(row.written!).getTime())) : null,
    last_written: timings.length ? Math.max(...timings.map((row) => new Date(row.written!).getTime())) : null,
  }
})
await stats.listen({ port: statsPort, host: '127.0.0.1' })

console.log(JSON.stringify({ ready: true, database: database.kind, keys: keys.map((key) => key.key), cookie: `sid=${token}` }))
