// A throw-away database on the local PostgreSQL for the sections that measure both databases.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** A new empty database named after `label`, or null when no PostgreSQL answers; `drop` removes it. */
export async function createScratchDatabase(label) {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 })
  try {
    await admin.connect()
  } catch {
    return null
  }
  const name = `agentworks_bench_${label}_${randomBytes(6).toString('hex')}`
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(ADMIN_URL)
  url.pathname = `/${name}`
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: ADMIN_URL })
    await cleanup.connect()
    await cleanup.query(`drop database if exists ${name} with (force)`)
    await cleanup.end()
  }
  return { url: url.toString(), drop }
}

/** Runs `measure(label, env)` on the embedded database, then on a scratch PostgreSQL database if one answers. */
export async function onBothDatabases(label, measure) {
  const rows = await measure('embedded', {})
  const scratch = await createScratchDatabase(label)
  if (!scratch) {
    console.log(`PostgreSQL not reachable at ${ADMIN_URL}: PostgreSQL half skipped`)
    return [...rows, { name: 'PostgreSQL: skipped', value: `not reachable at ${ADMIN_URL}`, budget: '—' }]
  }
  try {
    return [...rows, ...(await measure('PostgreSQL', { BENCH_DATABASE_URL: scratch.url }))]
  } finally {
    await scratch.drop()
  }
}
