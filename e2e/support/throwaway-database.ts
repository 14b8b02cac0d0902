import { randomBytes } from 'node:crypto'
import pg from 'pg'

export type ThrowawayDatabase = { url: string; drop: () => Promise<void> }

/**
 * A fresh PostgreSQL database on the server of TEST_DATABASE_URL (CI's, see .ci/run) or of this machine, dropped again
 * with its connections by `drop`.
 */
export async function createThrowawayDatabase(): Promise<ThrowawayDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `aw_multi_${randomBytes(6).toString('hex')}`
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)) }
}

async function withAdmin(url: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await work(admin)
  } finally {
    await admin.end()
  }
}
