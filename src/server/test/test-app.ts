import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '../app'
import { loadConfig, type Config, type WorkerTiming } from '../config'
import { openDatabase, type Database } from '@/server/platform/db/client'
import { withDatabase } from '../../test/global-setup'

export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/**
 * A fresh, migrated database: on PGlite the worker's own instance, loaded once from the cached dump and emptied for
 * each test that opens it (truncating every table takes milliseconds; loading a dump takes seconds); on PostgreSQL a
 * copy of the template migrated in global setup. A second database wanted while the worker's is in use (two apps of
 * one test that must not share) is loaded from the dump as before.
 */
export async function openTestDatabase(): Promise<Database> {
  if (TEST_DB_KIND === 'pglite') return openWorkerPglite()
  const { url, drop } = await createTemplateCopy('agentworks_test')
  const database = await openDatabase({ kind: 'postgres', url })
  return {
    ...database,
    close: async () => {
      await database.close()
      await drop()
    },
  }
}

let workerPglite: { database: Database; schema: string; inUse: boolean } | undefined

// Apps started at once (Promise.all) must not both take the worker's database: one hand-out at a time.
let handingOut: Promise<unknown> = Promise.resolve()

function openWorkerPglite(): Promise<Database> {
  const next = handingOut.then(handOutWorkerPglite)
  handingOut = next.catch(() => undefined)
  return next
}

async function handOutWorkerPglite(): Promise<Database> {
  if (workerPglite?.inUse) return loadMigratedPglite()
  // A test that changed the schema (a trigger that refuses writes, a function) leaves a database no truncation can
  // restore: the next one gets a fresh copy instead.
  if (workerPglite && (workerPglite.database.pglite!.closed || (await schemaFingerprint(workerPglite.database)) !== workerPglite.schema)) {
    if (!workerPglite.database.pglite!.closed) await workerPglite.database.close()
    workerPglite = undefined
  }
  if (!workerPglite) {
    const database = await loadMigratedPglite()
    workerPglite = { database, schema: await schemaFingerprint(database), inUse: false }
  }
  const shared = workerPglite
  shared.inUse = true
  await emptyDatabase(shared.database)
  return { ...shared.database, close: async () => void (shared.inUse = false) }
}

function loadMigratedPglite(): Promise<Database> {
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(inject('pgliteDumpPath'))]) })
}

/** Every row of the app's tables and of the job queue's gone; the migrations' and pg-boss's own bookkeeping kept. */
async function emptyDatabase(database: Database): Promise<void> {
  const { rows } = await database.pglite!.query<{ tables: string | null }>(
    `select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables from pg_tables
     where schemaname = 'public' or (schemaname = 'pgboss' and tablename not in ('version', 'bam'))`,
  )
  if (rows[0]?.tables) await database.pglite!.exec(`truncate ${rows[0].tables} restart identity cascade`)
}

/** A digest of what a test could add to or change in the schema: relations, columns, constraints, triggers, functions. */
async function schemaFingerprint(database: Database): Promise<string> {
  const { rows } = await database.pglite!.query<{ digest: string }>(
    `select md5(string_agg(item, ',' order by item)) as digest from (
       select 'rel ' || c.oid::regclass || ' ' || c.relkind::text as item from pg_class c
         join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
       union all select 'col ' || a.attrelid::regclass || '.' || a.attname || ' ' || a.atttypid || ' ' || a.attnotnull
         || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') from pg_attribute a
         join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
         left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
         where n.nspname in ('public', 'pgboss') and a.attnum > 0 and not a.attisdropped
       union all select 'con ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
         where connamespace in (select oid from pg_namespace where nspname in ('public', 'pgboss'))
       union all select 'trg ' || tgrelid::regclass || ' ' || tgname || ' ' || tgenabled::text from pg_trigger where not tgisinternal
       union all select 'fn ' || p.oid::regprocedure || ' ' || md5(p.prosrc) from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')
       union all select 'role ' || rolname from pg_roles
     ) as schema_items`,
  )
  return rows[0]!.digest
}

/** A new PostgreSQL database copied from the migrated template of global setup; `drop` removes it. */
export async function createTemplateCopy(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL!
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`)
  await admin.end()
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

export { seedDataDir } from '../../test/migrated-dump'

/** AI_KEY_ENCRYPTION_KEY of every test app: a fixed 32 bytes, so companies' API keys can be stored. */
export const TEST_AI_KEY_ENCRYPTION_KEY = Buffer.from('agentworks-test-ai-key-32-bytes!').toString('base64')

/** The config of NODE_ENV=test; `timing` replaces some of its worker timing (a test that controls its retries). */
export function loadTestConfig(env: Record<string, string> = {}, timing: Partial<WorkerTiming> = {}): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    AI_KEY_ENCRYPTION_KEY: TEST_AI_KEY_ENCRYPTION_KEY,
    ...env,
  })
  return { ...config, timing: { ...config.timing, ...timing } }
}

const HOUR_MS = 3_600_000
const HELD_SCHEDULE_MS = [0, HOUR_MS, HOUR_MS, HOUR_MS, HOUR_MS, HOUR_MS, HOUR_MS, HOUR_MS]

/**
 * Worker timing under which no retry comes due by itself while a test runs (an hour or more): the test reads the
 * recorded schedule and makes each retry due itself (test/jobs.ts), so it waits for attempts, never for the clock.
 */
export const HELD_RETRIES: Partial<WorkerTiming> = {
  emailRetryDelaySeconds: 3600,
  leadWebhookSchedule: HELD_SCHEDULE_MS,
  agentWebhookSchedule: HELD_SCHEDULE_MS,
}

type TestAppOptions = { rateLimits?: boolean; timing?: Partial<WorkerTiming> }

export async function createTestApp(env: Record<string, string> = {}, { rateLimits = true, timing }: TestAppOptions = {}) {
  const database = await openTestDatabase()
  const config = loadTestConfig(env, timing)
  const app = await buildApp({ config, database, logger: false, rateLimits })
  await app.ready()
  return {
    app,
    database,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}
