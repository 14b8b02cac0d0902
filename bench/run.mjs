// `npm run bench`: each figure beside its budget. Not a test: nothing here fails the build.
// Sections live in bench/sections/*.mjs (one per issue); `BENCH_ONLY=accounts,quiz npm run bench` runs some.
// A figure is only as good as the machine was quiet: each section waits for the load average to fall to the core count,
// the load is printed before and after it, and its figures are marked "noisy" when the machine was loaded when it
// began or other processes kept more than half a core busy while it ran (bench/lib/machine-load.mjs).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { CORES, watchLoad } from './lib/machine-load.mjs'
import { CONNECTIONS, ROUNDS, SECONDS, WARM_UP_SECONDS } from './lib/measure.mjs'

// The production build, compressed as `npm start` serves it: a test build's quick compression (npm run build:test)
// weighs 10–15 % more and would fail the first-load budgets that production meets.
const compression = () => (existsSync('dist/client-compression.txt') ? readFileSync('dist/client-compression.txt', 'utf8').trim() : null)
if (!existsSync('dist/client/index.html') || compression() !== 'production') {
  console.log('Building for production first (npm run build)')
  spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
}

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
const names = readdirSync(new URL('./sections/', import.meta.url))
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.replace(/\.mjs$/, ''))
  .filter((name) => !only || only.includes(name))

const report = []
for (const name of names) {
  const section = await import(`./sections/${name}.mjs`)
  const finish = await watchLoad()
  console.log(`\n▶ ${section.title}`)
  let rows
  try {
    rows = await section.run()
  } catch (error) {
    rows = [{ name: 'section failed', value: error.message, budget: '—', ok: false }]
  }
  report.push({ title: section.title, rows, ...finish() })
}

console.log(
  `\nBench: ${ROUNDS} interleaved rounds of ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up where load is measured ` +
    `(medians; BENCH_ROUNDS, BENCH_SECONDS), ${CONNECTIONS} connections unless a figure names its own; ${CORES} cores`,
)
for (const { title, rows, before, after, othersCores, noisy } of report) {
  const load = `load ${before.toFixed(2)} before, ${after.toFixed(2)} after; other processes ${othersCores.toFixed(2)} cores`
  console.log(`\n${title}: ${load}${noisy ? ' — noisy' : ''}`)
  for (const { name, value, budget = '—', ok } of rows) {
    const mark = ok === undefined ? ' ' : ok ? '✓' : '✗'
    console.log(`${mark} ${name.padEnd(52)} ${String(value).padEnd(42)} budget ${budget}${noisy && ok !== undefined ? '  (noisy)' : ''}`)
  }
}
process.exit(0)
