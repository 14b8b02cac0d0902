import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from './client'
import { rowsOf } from './raw-sql'

// The embedded database's memory settings (docs/decisions/113-embedded-database-memory.md). This test needs a new data
// directory of its own: what it checks is the first start, initdb and migrations included, which a seeded one skips.
describe('the embedded database on a new data directory', () => {
  let dataDir: string
  let database: Database | undefined

  afterEach(async () => {
    await database?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('is migrated, reopened with 32 MB of shared buffers, and keeps what was written before the reopen', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'agentworks-db-client-'))
    database = await openDatabase({ kind: 'pglite', dataDir })

    const applied = await database.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)
    expect(rowsOf<{ count: number }>(applied)[0]!.count).toBeGreaterThan(0)
    const setting = await database.db.execute(sql`show shared_buffers`)
    expect(rowsOf(setting)[0]).toEqual({ shared_buffers: '32MB' })

    await database.db.execute(sql`create table reopen_probe (value text)`)
    await database.db.execute(sql`insert into reopen_probe values ('kept')`)
    await database.close()
    database = await openDatabase({ kind: 'pglite', dataDir })
    const kept = await database.db.execute(sql`select value from reopen_probe`)
    expect(rowsOf(kept)).toEqual([{ value: 'kept' }])
  })
})
