// The test bench while agents work (docs/decisions/134-test-bench.md): the production app on a fresh database (embedded
// unless BENCH_DATABASE_URL is given), its model the scripted OpenAI-compatible server of the tests answering after a
// fixed delay, one company with Max (who writes) and Sam (who receives Max's signal and writes nothing for it), and 50
// e-mails Max wrote earlier for a test bench run to replay. A stats route on a second port reports the live drafts.
import { and, count, eq, isNotNull, sql } from 'drizzle-orm'
import Fastify from 'fastify'
import { EVENT_EXAMPLES } from '../../src/shared/agents/event-examples'
import { runPlaybook } from '../../src/shared/agents/playbooks'
import { draftFacts } from '../../src/shared/ai/facts'
import { parseEvent } from '../../src/shared/schemas/events'
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
  : await openDatabase({ kind: 'pglite', dataDir: scratchDataDir('test-bench') })
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
    // The proposed model is the same scripted server, on this machine.
    WEBHOOK_ALLOW_PRIVATE: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  CLIENT_DIST_DIR,
)
const app = await buildApp({ config, database, logger: false })
whenStopped(() => app.close())
await app.listen({ port: appPort, host: '127.0.0.1' })

const { db } = database
// Local processing off: the proposed model, at an address the owner has not confirmed as the company's, may write.
const [company] = await db.insert(companies).values({ name: 'Bench Test Bench Co', local_processing: false }).returning()
const [user] = await db
  .insert(users)
  .values({
    email: 'bench-test-bench@example.com',
    username: 'bench_test_bench',
    password_hash: await hashPassword('bench-passphrase-not-common'),
    company_id: company!.id,
    role: 'owner',
    email_verified_at: new Date(),
  })
  .returning()
const max = (await deployAgents(db, company!.id, ['max', 'sam'])).find((agent) => agent.catalogue_id === 'max')
const keys = await Promise.all(Array.from({ length: 8 }, (_, index) => createApiKey(db, company!.id, user!.id, `bench ${index}`)))
const { token } = await createSession(db, user!.id)

// 50 e-mails Max wrote before the bench: the events a run replays.
const leads = EVENT_EXAMPLES['lead.created'].slice(0, 3)
for (let index = 0; index < 50; index++) {
  const lead = { ...leads[index % leads.length]!, lead_id: `earlier-${index}`, email: `earlier.lead+${index}@example.com` }
  const trigger = { kind: 'event' as const, event: parseEvent('lead.created', lead) }
  const outcome = runPlaybook('max', trigger, 0)!
  const [run] = await db
    .insert(agentRuns)
    .values({ company_id: company!.id, agent_id: max!.id, dedupe_key: `earlier:${index}`, trigger: 'lead.created', status: 'succeeded' })
    .returning({ id: agentRuns.id })
  await db.insert(agentDrafts).values({
    company_id: company!.id,
    agent_id: max!.id,
    run_id: run!.id,
    status: 'approved',
    review: true,
    to: lead.email,
    template_subject: outcome.email!.subject,
    template_text: outcome.email!.text,
    action: outcome.email!.action ?? null,
    facts: draftFacts(trigger, outcome),
    subject: outcome.email!.subject,
    body: outcome.email!.text,
    writer: 'model',
    created_at: new Date(Date.now() - (50 - index) * 60_000),
  })
}

const stats = Fastify()
whenStopped(() => stats.close())
// The live drafts, written after the bench began: from each event's acceptance to its draft waiting in Approvals.
stats.get('/stats', async () => {
  const live = and(eq(agentDrafts.company_id, company!.id), eq(agentDrafts.status, 'awaiting'))
  const [events] = await db.select({ n: count() }).from(agentEvents).where(eq(agentEvents.company_id, company!.id))
  const [awaiting] = await db.select({ n: count() }).from(agentDrafts).where(live)
  const timings = await db
    .select({
      eventId: agentEvents.id,
      ms: sql<number>`extract(epoch from (${agentDrafts.written_at} - ${agentEvents.received_at})) * 1000`,
    })
    .from(agentDrafts)
    .innerJoin(agentRuns, eq(agentRuns.id, agentDrafts.run_id))
    .innerJoin(agentEvents, eq(agentEvents.id, agentRuns.event_id))
    .where(and(live, isNotNull(agentDrafts.written_at)))
  return { events: events!.n, awaiting: awaiting!.n, latencies: timings.map((row) => [row.eventId, Number(row.ms)]) }
})
await stats.listen({ port: statsPort, host: '127.0.0.1' })

console.log(
  JSON.stringify({
    ready: true,
    database: database.kind,
    keys: keys.map((key) => key.key),
    cookie: `sid=${token}`,
    modelUrl: model.baseUrl,
  }),
)
