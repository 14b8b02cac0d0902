import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '../app'
import { loadConfig } from '../config'
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

export async function createTestApp(env: Record<string, string> = {}, { rateLimits = true } = {}) {
  const database = await openTestDatabase()
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', ...env })
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
