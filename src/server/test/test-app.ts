import { readFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { openDatabase, type Database } from '../db/client'
import { withDatabase } from '../../test/global-setup'

export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/** A fresh, migrated database for one test file: a copy of the one migrated in global setup. */
export async function openTestDatabase(): Promise<Database> {
  if (TEST_DB_KIND === 'pglite') {
    const dump = readFileSync(inject('pgliteDumpPath'))
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) })
  }
  const url = process.env.TEST_DATABASE_URL!
  const name = `agentworks_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`)
  await admin.end()
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name) })
  return {
    ...database,
    close: async () => {
      await database.close()
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
