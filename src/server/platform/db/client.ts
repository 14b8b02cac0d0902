import { spawn } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { MIGRATIONS_DIR } from '../project-root'

/** Either driver's database, or a transaction on it: repositories accept any of them. */
// No relational schema object: tables live in one file per area (db/schema/*.ts), queried with the core API.
export type Db = PgDatabase<PgQueryResultHKT>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The PGlite instance, for tools that run in the same process (the job queue). */
  pglite?: PGlite
  pool?: pg.Pool
  /** The server's URL, for tools that open their own connections (the job queue). */
  url?: string
  ping: () => Promise<void>
  close: () => Promise<void>
}

export type DatabaseOptions =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }

/**
 * The embedded database's memory, sized on purpose (docs/decisions/113-embedded-database-memory.md): PostgreSQL's
 * default 128 MB of shared buffers is most of an idle server's resident memory, while the operating system's page
 * cache holds the same files a second time underneath.
 */
const PGLITE_CONF = 'shared_buffers = 32MB'

/** Opens the database the config names and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions, migrationsDir = MIGRATIONS_DIR): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 })
    // An idle client that errors (server restart) must not crash the process; the pool replaces it.
    pool.on('error', () => {})
    const db = drizzleNodePg(pool) as unknown as Db
    // Several processes may start together on one server: one migrates at a time.
    const client = await pool.connect()
    try {
      await client.query('select pg_advisory_lock(727274)')
      await migrateNodePg(drizzleNodePg(client), { migrationsFolder: migrationsDir })
    } finally {
      await client.query('select pg_advisory_unlock(727274)').catch(() => {})
      client.release()
    }
    return {
      db,
      kind: 'postgres',
      pool,
      url: options.url,
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    }
  }
  const dataDir = options.dataDir ? join(options.dataDir, 'pglite') : undefined
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const fresh = dataDir !== undefined && !existsSync(join(dataDir, 'PG_VERSION'))
  const open = () =>
    PGlite.create(dataDir, { postgresqlconf: PGLITE_CONF, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) })
  // initdb and the first migrations grow the WebAssembly heap to several hundred megabytes, and a WebAssembly memory
  // never shrinks: on a new data directory they run in a child process, whose memory goes with it (docs/decisions/113).
  if (fresh && !options.loadDataDir) await initializeInChild(dataDir, migrationsDir)
  const pglite = await open()
  if (!options.loadDataDir) await migratePglite(drizzlePglite(pglite), { migrationsFolder: migrationsDir })
  const db = drizzlePglite(pglite) as unknown as Db
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: async () => void (await pglite.query('select 1')),
    close: () => pglite.close(),
  }
}

// The child's own code, an ES module importing the packages by the URLs the server resolved.
const INITIALIZE_SOURCE = `
const { dataDir, migrationsDir, conf, modules } = JSON.parse(process.env.AGENTWORKS_INITIALIZE)
try {
  const { PGlite } = await import(modules.pglite)
  const { drizzle } = await import(modules.drizzle)
  const { migrate } = await import(modules.migrator)
  const pglite = await PGlite.create(dataDir, { postgresqlconf: conf })
  await migrate(drizzle(pglite), { migrationsFolder: migrationsDir })
  await pglite.close()
} catch (error) {
  process.stderr.write(String(error?.message ?? error))
  process.exitCode = 1
}`

/**
 * initdb and the migrations of a new data directory, in a child process that ends with them. Not a worker thread:
 * the memory a thread's allocator took stays with the process after the thread ends (docs/decisions/113).
 */
async function initializeInChild(dataDir: string, migrationsDir: string): Promise<void> {
  const modules = {
    pglite: import.meta.resolve('@electric-sql/pglite'),
    drizzle: import.meta.resolve('drizzle-orm/pglite'),
    migrator: import.meta.resolve('drizzle-orm/pglite/migrator'),
  }
  const child = spawn(process.execPath, ['--input-type=module', '--eval', INITIALIZE_SOURCE], {
    env: { ...process.env, AGENTWORKS_INITIALIZE: JSON.stringify({ dataDir, migrationsDir, conf: PGLITE_CONF, modules }) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk))
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`initialising the database stopped with ${code}: ${errors.trim()}`)),
    )
  })
}
