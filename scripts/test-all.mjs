// `npm test`: every check and test the project has, stage by stage, then each stage's time and how many tests it ran.
// CI runs exactly this (.ci/run). The stages are the ones a change can break on its own: lint and typecheck, the unit
// tests, the API tests on the embedded database, the API tests declared for PostgreSQL (when TEST_DATABASE_URL names
// a server, docs/decisions/111-test-suite-layout.md), the test build and the browser journeys.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const reports = mkdtempSync(join(tmpdir(), 'agentworks-test-'))

/** Runs a command with the terminal's output, resolving to its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

/** Passed, failed and skipped of a Vitest JSON report. */
function vitestCounts(path) {
  const report = readJson(path)
  if (!report) return undefined
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
}

/** Passed, failed and skipped of a Playwright JSON report (a test that passed only on retry counts as failed). */
function playwrightCounts(path) {
  const report = readJson(path)
  if (!report) return undefined
  const { expected, unexpected, flaky, skipped } = report.stats
  return { passed: expected, failed: unexpected + flaky, skipped }
}

const vitestProject = (project) => async () => {
  const output = join(reports, `${project}.json`)
  const code = await run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ])
  return { code, counts: vitestCounts(output) }
}

const stages = [
  { name: 'lint + typecheck', work: async () => ({ code: await run('npx', ['run-p', '--print-label', 'lint', 'typecheck']) }) },
  { name: 'unit', work: vitestProject('unit') },
  { name: 'API, embedded database', work: vitestProject('api-pglite') },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'API, PostgreSQL', work: vitestProject('api-postgres') }] : []),
  { name: 'build', work: async () => ({ code: await run('npm', ['run', 'build:test']) }) },
  {
    name: 'journeys',
    needs: 'build',
    work: async () => {
      const output = join(reports, 'journeys.json')
      const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: output })
      return { code, counts: playwrightCounts(output) }
    },
  },
]

const results = []
const startedAt = Date.now()
for (const stage of stages) {
  const blocker = stage.needs && results.find((result) => result.name === stage.needs && result.code !== 0)
  if (blocker) {
    results.push({ name: stage.name, code: 1, seconds: 0, note: `not run: ${stage.needs} failed` })
    continue
  }
  console.log(`\n=== ${stage.name} ===`)
  const began = Date.now()
  const { code, counts } = await stage.work()
  results.push({ name: stage.name, code, counts, seconds: (Date.now() - began) / 1000 })
}
rmSync(reports, { recursive: true, force: true })

const describe = ({ code, counts, note }) => {
  if (note) return note
  const outcome = code === 0 ? 'ok' : `failed (exit ${code})`
  if (!counts) return outcome
  return `${outcome}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
}
const total = results.reduce(
  (sum, { counts }) => ({ passed: sum.passed + (counts?.passed ?? 0), failed: sum.failed + (counts?.failed ?? 0) }),
  { passed: 0, failed: 0 },
)
const failedStages = results.filter((result) => result.code !== 0).length
console.log('\nStage                      Time      Result')
for (const result of results)
  console.log(`${result.name.padEnd(26)} ${`${Math.round(result.seconds)} s`.padStart(7)}   ${describe(result)}`)
console.log(`${'total'.padEnd(26)} ${`${Math.round((Date.now() - startedAt) / 1000)} s`.padStart(7)}`)
// The closing line CI reads: every test that ran, and a failed stage that ran none (lint, build) counts as a failure.
console.log(`${total.passed} passed, ${total.failed + (failedStages > 0 && total.failed === 0 ? failedStages : 0)} failed`)
process.exit(failedStages > 0 ? 1 : 0)
