// Fails when the Drizzle schema (drizzle.config.ts's `schema`) and the committed migrations in drizzle/ disagree: it runs
// `drizzle-kit generate` against a copy of drizzle/ in a temporary folder, so nothing in the repository changes, and a
// migration it would write is the difference. `drizzle-kit check` cannot do this: it checks only that the migrations
// agree with each other (a column added to a schema file passes it).
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const ROOT = resolve(import.meta.dirname, '..')
const MIGRATIONS = join(ROOT, 'drizzle')
const FIX = 'change the schema back, or run `npm run db:generate` and commit the new migration in drizzle/'

function fail(difference) {
  console.error(`lint:migrations: the schema and drizzle/ disagree: ${difference}. To fix it, ${FIX}.`)
  process.exitCode = 1
}

const scratch = mkdtempSync(join(tmpdir(), 'agentworks-migrations-'))
try {
  const out = join(scratch, 'drizzle')
  cpSync(MIGRATIONS, out, { recursive: true })
  const before = new Set(readdirSync(out))
  // The repository's own config with only `out` moved, so a new option there (casing, filters) is checked too;
  // drizzle-kit reads `out` relative to the working directory, even an absolute one.
  const config = join(scratch, 'drizzle.config.ts')
  const repoConfig = pathToFileURL(join(ROOT, 'drizzle.config.ts')).href
  const relativeOut = relative(ROOT, out)
  writeFileSync(
    config,
    `import config from ${JSON.stringify(repoConfig)}\nexport default { ...config, out: ${JSON.stringify(relativeOut)} }\n`,
  )

  // No terminal on stdin: where drizzle-kit would ask whether something was renamed it reports that instead of waiting.
  const run = spawnSync(join(ROOT, 'node_modules/.bin/drizzle-kit'), ['generate', '--config', config], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  })
  const output = `${run.stdout ?? ''}\n${run.stderr ?? ''}`
  const written = readdirSync(out).filter((name) => name.endsWith('.sql') && !before.has(name))

  if (written.length > 0) {
    const sql = written
      .map((name) => readFileSync(join(out, name), 'utf8'))
      .join('\n')
      .replaceAll('--> statement-breakpoint', '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/;$/, '')
    fail(`drizzle-kit generate would write a new migration: ${sql.length > 300 ? `${sql.slice(0, 300)}…` : sql}`)
  } else if (/Interactive prompts require a TTY/.test(output)) {
    const what = /promptColumnsConflicts/.test(output) ? 'a column' : 'a table, enum, sequence, view or schema'
    fail(`${what} was removed from the schema while another was added, and drizzle-kit generate asks whether it was renamed`)
  } else if (run.error || run.status !== 0 || !/No schema changes, nothing to migrate/.test(output)) {
    const lines = output.split('\n').map((line) => line.trim())
    const at = lines.findIndex((line) => /error/i.test(line))
    const reason =
      at >= 0
        ? lines
            .slice(at, at + 3)
            .filter(Boolean)
            .join(' ')
        : (run.error?.message ?? `exit code ${run.status}`)
    console.error(`lint:migrations: drizzle-kit generate did not run to the end: ${reason}`)
    process.exitCode = 1
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
