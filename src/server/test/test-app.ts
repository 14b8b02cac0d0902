import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '../app'
import { loadConfig, type Config, type WorkerTiming } from '../config'
import { openDatabase, type Database } from '@/server/platform/db/client'
import { withDatabase } from '../../test/global-setup'

export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/** A fresh, migrated database for one test file: a copy of the one migrated in global setup. */
export async function openTestDatabase(): Promise<Database> {
  if (TEST_DB_KIND === 'pglite') {
    const dump = readFileSync(inject('pgliteDumpPath'))
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) })
  }
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

/** A migrated PGlite database on disk in `dataDir`, as a server that ran before leaves it, without migrating again. */
export async function seedDataDir(dataDir: string): Promise<void> {
  const seeded = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: new Blob([readFileSync(inject('pgliteDumpPath'))]) })
  await seeded.close()
}

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
