// The back office's lead inbox over 100 000 leads (docs/product.md#back-office), on the embedded database unless
// BENCH_DATABASE_URL names a PostgreSQL one, with a signed-in staff member. Leads come from the three funnels, over a
// year, in every status and with a few industries and refs, as the inbox's filters see them.
import { sql } from 'drizzle-orm'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { createSession, createStaffAccount } from '../../src/server/modules/accounts'
import { openDatabase } from '../../src/server/platform/db/client'
import { rowsOf } from '../../src/server/platform/db/raw-sql'
import { CLIENT_DIST_DIR } from '../../src/server/platform/project-root'
import { scratchDataDir, whenStopped } from './stop'

const port = Number(process.env.APP_PORT)
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000)
const databaseUrl = process.env.BENCH_DATABASE_URL
const database = databaseUrl
  ? await openDatabase({ kind: 'postgres', url: databaseUrl })
  : await openDatabase({ kind: 'pglite', dataDir: scratchDataDir('leads') })
whenStopped(() => database.close())
const { db } = database

const started = Date.now()
// One lead every five minutes going back: 100 000 of them span about a year.
const BATCH = 50_000
for (let start = 0; start < LEADS; start += BATCH) {
  await db.execute(sql`
    insert into leads (id, source, company_name, contact_name, contact_email, industry, monthly_savings, stage, ref, status, created_at)
    select gen_random_uuid(),
           (array['quiz', 'demo', 'improved'])[1 + g % 3],
           'Company ' || g, 'Contact ' || g, 'contact' || g || '@example.com',
           (array['Real Estate', 'Healthcare & Medical', 'Retail & E-commerce', 'Legal Services', 'Agency'])[1 + g % 5],
           500 + (g % 40) * 100,
           case when g % 3 = 0 then (array['organic', 'investment', 'tools-audit'])[1 + g % 3] end,
           (array[null, 'newsletter', 'linkedin', 'partner'])[1 + g % 4],
           (array['new', 'contacted', 'call_booked', 'converted', 'lost'])[1 + g % 5],
           now() - make_interval(secs => g * 300)
    from generate_series(${start + 1}::int, ${Math.min(start + BATCH, LEADS)}::int) g`)
}
await db.execute(sql`analyze leads`)
const seedSeconds = (Date.now() - started) / 1000

const config = loadConfig(
  { NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'silent', PUBLIC_URL: `http://localhost:${port}` },
  CLIENT_DIST_DIR,
)
const app = await buildApp({ config, database, logger: false })
whenStopped(() => app.close())
await app.listen({ port, host: '127.0.0.1' })
await createStaffAccount(db, 'bench-staff@agentworks.example')
const [staff] = rowsOf<{ id: string }>(await db.execute(sql`select id from users where email = 'bench-staff@agentworks.example'`))
const { token } = await createSession(db, staff!.id)
console.log(JSON.stringify({ ready: true, cookie: `sid=${token}`, leads: LEADS, seedSeconds }))
