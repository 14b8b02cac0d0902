// The app on an embedded database where one company holds 1 000 000 signals (the signals bench), plus a
// second company's 100 000 so the page query has to pick the right company's rows.
import { eq, sql } from 'drizzle-orm'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/platform/db/client'
import { companies, users } from '../../src/server/modules/accounts'
import { signals } from '../../src/server/modules/runtime'
import { CLIENT_DIST_DIR } from '../../src/server/platform/project-root'
import { deployAgents } from '../../src/server/modules/agents'
import { createSession } from '../../src/server/modules/accounts'
import { scratchDataDir, whenStopped } from './stop'

const port = Number(process.env.APP_PORT)
const SIGNALS = Number(process.env.BENCH_SIGNALS ?? 1_000_000)
const dataDir = scratchDataDir('signals')
const database = await openDatabase({ kind: 'pglite', dataDir })
whenStopped(() => database.close())
const { db } = database

async function seedCompany(name: string, count: number) {
  const [company] = await db.insert(companies).values({ name }).returning()
  const [user] = await db
    .insert(users)
    .values({
      email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.com`,
      username: name.toLowerCase().replace(/\W+/g, '_'),
      password_hash: 'not-used-by-the-bench',
      company_id: company!.id,
      role: 'owner',
    })
    .returning()
  const agents = await deployAgents(db, company!.id, undefined)
  // A Postgres array literal, passed as one parameter.
  const ids = `{${agents.map((agent) => agent.id).join(',')}}`
  // One signal every 20 s going back in time, between the company's agents, in batches the WASM heap holds. All
  // of them processed, as the runtime leaves its history: a pending one is work, and the runtime would spend the
  // measurement acting on a backlog of them (decision 073) instead of the page being measured.
  const BATCH = 100_000
  for (let start = 0; start < count; start += BATCH) {
    await db.execute(sql`
      insert into signals (company_id, from_agent_id, to_agent_id, signal, status, created_at, processed_at)
      select ${company!.id}::uuid,
             (${ids}::uuid[])[1 + g % ${agents.length}],
             (${ids}::uuid[])[1 + (g + 1) % ${agents.length}],
             (array['lead_qualified', 'invoice_due', 'ticket_escalated', 'churn_risk', 'candidate_ready'])[1 + g % 5],
             'processed',
             now() - make_interval(secs => g * 20),
             now() - make_interval(secs => g * 20 - 2)
      from generate_series(${start + 1}::int, ${Math.min(start + BATCH, count)}::int) g`)
  }
  return user!
}

const started = Date.now()
const owner = await seedCompany('Signals Bench Co', SIGNALS)
await seedCompany('Other Bench Co', Math.round(SIGNALS / 10))
await db.execute(sql`analyze signals`)
const seedSeconds = (Date.now() - started) / 1000

const config = loadConfig(
  { NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'silent', PUBLIC_URL: `http://localhost:${port}` },
  CLIENT_DIST_DIR,
)
const app = await buildApp({ config, database, logger: false })
whenStopped(() => app.close())
await app.listen({ port, host: '127.0.0.1' })
const { token } = await createSession(db, owner.id)
const [counted] = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(signals)
  .where(eq(signals.company_id, owner.company_id!))
console.log(JSON.stringify({ ready: true, cookie: `sid=${token}`, signals: counted?.n, seedSeconds }))
