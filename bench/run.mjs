// `npm run bench`: each figure beside its budget. Not a test: nothing here fails the build.
// Sections live in bench/sections/*.mjs (one per issue); `BENCH_ONLY=accounts,quiz npm run bench` runs some.
// A figure is only as good as the machine was quiet: the load average is printed before and after each section, and
// the figures of a section during which it exceeded the core count are marked "noisy".
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { CONNECTIONS, ROUNDS, SECONDS, WARM_UP_SECONDS } from './lib/measure.mjs'

if (!existsSync('dist/client/index.html')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })

const CORES = availableParallelism()
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
const names = readdirSync(new URL('./sections/', import.meta.url))
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.replace(/\.mjs$/, ''))
  .filter((name) => !only || only.includes(name))

const oneMinuteLoad = () => loadavg()[0]

const report = []
for (const name of names) {
  const section = await import(`./sections/${name}.mjs`)
  const before = oneMinuteLoad()
  console.log(`\n▶ ${section.title} (load ${before.toFixed(2)} on ${CORES} cores)`)
  let rows
  try {
    rows = await section.run()
  } catch (error) {
    rows = [{ name: 'section failed', value: error.message, budget: '—', ok: false }]
  }
  const after = oneMinuteLoad()
  console.log(`◀ ${section.title}: load ${after.toFixed(2)}`)
  report.push({ title: section.title, rows, before, after, noisy: Math.max(before, after) > CORES })
}

console.log(
  `\nBench: ${ROUNDS} interleaved rounds of ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up where load is measured ` +
    `(medians; BENCH_ROUNDS, BENCH_SECONDS), ${CONNECTIONS} connections unless a figure names its own; ${CORES} cores`,
)
for (const { title, rows, before, after, noisy } of report) {
  console.log(`\n${title}: load ${before.toFixed(2)} before, ${after.toFixed(2)} after${noisy ? ` — noisy (above ${CORES})` : ''}`)
  for (const { name, value, budget = '—', ok } of rows) {
    const mark = ok === undefined ? ' ' : ok ? '✓' : '✗'
    console.log(`${mark} ${name.padEnd(52)} ${String(value).padEnd(42)} budget ${budget}${noisy && ok !== undefined ? '  (noisy)' : ''}`)
  }
}
process.exit(0)
