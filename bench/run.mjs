// `npm run bench`: each figure beside its budget. Not a test: nothing here fails the build.
// Sections live in bench/sections/*.mjs (one per issue); `BENCH_ONLY=accounts,quiz npm run bench` runs some.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { ROUNDS, SECONDS } from './lib/measure.mjs'

if (!existsSync('dist/client/index.html')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim())
const names = readdirSync(new URL('./sections/', import.meta.url))
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.replace(/\.mjs$/, ''))
  .filter((name) => !only || only.includes(name))

const report = []
for (const name of names) {
  const section = await import(`./sections/${name}.mjs`)
  console.log(`\n▶ ${section.title}`)
  try {
    report.push({ title: section.title, rows: await section.run() })
  } catch (error) {
    report.push({ title: section.title, rows: [{ name: 'section failed', value: error.message, budget: '—', ok: false }] })
  }
}

console.log(`\nBench (${ROUNDS} interleaved rounds of ${SECONDS}s where load is measured, medians)`)
for (const { title, rows } of report) {
  console.log(`\n${title}`)
  for (const { name, value, budget = '—', ok } of rows) {
    console.log(`${ok === undefined ? ' ' : ok ? '✓' : '✗'} ${name.padEnd(52)} ${String(value).padEnd(42)} budget ${budget}`)
  }
}
process.exit(0)
