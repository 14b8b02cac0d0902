import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { openDatabase } from '../server/platform/db/client'
import { startJobQueue } from '../server/platform/jobs/job-queue'
import { MIGRATIONS_DIR, PROJECT_ROOT } from '../server/platform/project-root'

/**
 * The migrated embedded database every test starts from, as a PGlite dump (a tar of its data directory) cached on
 * disk: building it (initdb, every migration, pg-boss's schema) takes seconds, reading it back milliseconds. The cache
 * is keyed by what shapes the database: the committed migrations and the versions of PGlite and pg-boss. A change to
 * any of them makes a new file; an old one is simply never read again (docs/decisions/111-test-suite-layout.md).
 */
const CACHE_DIR = join(PROJECT_ROOT, 'node_modules', '.cache', 'agentworks-test')

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(join(PROJECT_ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version
}

/** A hash of the migrations folder and the database packages' versions. */
export function migratedDumpKey(): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else hash.update(`${path.slice(MIGRATIONS_DIR.length)}\0`).update(readFileSync(path))
    }
  }
  walk(MIGRATIONS_DIR)
  hash.update(`pglite ${packageVersion('@electric-sql/pglite')} pg-boss ${packageVersion('pg-boss')}`)
  return hash.digest('hex').slice(0, 16)
}

/** The path of the cached dump, built first when the migrations or packages changed since the last one. */
export async function migratedDumpPath(): Promise<string> {
  const path = join(CACHE_DIR, `pglite-${migratedDumpKey()}.tar`)
  if (existsSync(path)) return path
  const database = await openDatabase({ kind: 'pglite' })
  // pg-boss installs its schema at its first start: do it once here, so every copy has it.
  await (await startJobQueue(database, { onError: () => {} })).stop()
  const dump = await database.pglite!.dumpDataDir('none')
  await database.close()
  mkdirSync(CACHE_DIR, { recursive: true })
  // Written aside and renamed: Vitest and Playwright may build it at the same moment, and neither reads half a file.
  const partial = `${path}.${process.pid}.partial`
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  renameSync(partial, path)
  return path
}

/**
 * A DATA_DIR whose embedded database is the migrated one, as a server that ran before leaves it: the dump's files
 * written where the server keeps them (`DATA_DIR/pglite`, platform/db/client.ts), so it starts without initdb or a
 * migration.
 */
export async function seedDataDir(dataDir: string): Promise<void> {
  const target = join(dataDir, 'pglite')
  mkdirSync(target, { recursive: true })
  execFileSync('tar', ['-xf', await migratedDumpPath(), '-C', target], { stdio: 'ignore' })
}
