// `npm run bench`: figures beside their budgets. Not a test: this machine is noisy, so each figure is the
// median of several interleaved rounds, and nothing here fails the build.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'
import { build } from 'esbuild'
import { chromium } from '@playwright/test'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const PORTS = { APP_PORT: 3201, MINIMAL_PORT: 3202, BARE_PORT: 3203 }

if (!existsSync('dist/client/index.html')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
await build({ entryPoints: ['bench/bench-server.ts'], outfile: 'dist/bench/bench-server.js', bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' })

const server = spawn(process.execPath, ['dist/bench/bench-server.js'], { env: { ...process.env, ...Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])) }, stdio: ['ignore', 'pipe', 'inherit'] })
const setup = await new Promise((resolve, reject) => {
  createInterface({ input: server.stdout }).on('line', (line) => line.startsWith('{') && resolve(JSON.parse(line)))
  server.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)))
})

const run = (options) => autocannon({ connections: 50, duration: SECONDS, ...options })
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const targets = {
  bare: { url: `http://127.0.0.1:${PORTS.BARE_PORT}/` },
  minimal: { url: `http://127.0.0.1:${PORTS.MINIMAL_PORT}/session-user`, headers: { cookie: setup.cookie } },
  health: { url: `http://127.0.0.1:${PORTS.APP_PORT}/api/health` },
  user: { url: `http://127.0.0.1:${PORTS.APP_PORT}/api/user`, headers: { cookie: setup.cookie } },
}
const samples = Object.fromEntries(Object.keys(targets).map((name) => [name, { rps: [], p99: [], errors: 0 }]))
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, options] of Object.entries(targets)) {
    const result = await run(options)
    samples[name].rps.push(result.requests.average)
    samples[name].p99.push(result.latency.p99)
    samples[name].errors += result.errors + result.non2xx
  }
  process.stdout.write(`round ${round + 1}/${ROUNDS} done\n`)
}
const figure = (name) => ({ rps: median(samples[name].rps), p99: median(samples[name].p99), errors: samples[name].errors })
const bare = figure('bare'), minimal = figure('minimal'), health = figure('health'), user = figure('user')

// Login storm: valid sign-ins (argon2id) while health is probed; hashing runs on the libuv pool.
const storm = run({ url: `http://127.0.0.1:${PORTS.APP_PORT}/api/login`, method: 'POST', connections: 8, duration: SECONDS * 2, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: setup.email, password: setup.password }) })
const probe = run({ url: `http://127.0.0.1:${PORTS.APP_PORT}/api/health`, connections: 2, duration: SECONDS * 2 })
const [stormResult, probeResult] = await Promise.all([storm, probe])

// First-load JS and CSS of /auth: what the browser fetches, counted at its gzip size.
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage()
const assets = new Set()
page.on('response', (response) => {
  const path = new URL(response.url()).pathname
  if (/\.(js|css)$/.test(path)) assets.add(path)
})
await page.goto(`http://127.0.0.1:${PORTS.APP_PORT}/auth`, { waitUntil: 'networkidle' })
await browser.close()
const gzipSize = (path) => {
  const file = join('dist/client', path)
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size
}
const sum = (extension) => [...assets].filter((path) => path.endsWith(extension)).reduce((total, path) => total + gzipSize(path), 0)
server.kill('SIGTERM')

const rows = [
  ['bare node:http (ceiling, reference)', `${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms`, '—'],
  ['minimal route, same session query (db ceiling)', `${minimal.rps.toFixed(0)} req/s, p99 ${minimal.p99} ms`, '—'],
  ['GET /api/health', `${health.rps.toFixed(0)} req/s (${((health.rps / bare.rps) * 100).toFixed(0)}% of bare)`, '≥ 35% of bare', health.rps / bare.rps >= 0.35],
  ['GET /api/user (full stack)', `${user.rps.toFixed(0)} req/s (${((user.rps / minimal.rps) * 100).toFixed(0)}% of minimal)`, '≥ 70% of minimal', user.rps / minimal.rps >= 0.7],
  ['GET /api/user p99 at 50 connections', `${user.p99} ms`, '< 50 ms', user.p99 < 50],
  ['GET /api/health p99 during a login storm', `${probeResult.latency.p99} ms (${stormResult.requests.total} logins)`, '< 20 ms', probeResult.latency.p99 < 20],
  ['/auth first-load JS (gzip)', `${(sum('.js') / 1024).toFixed(1)} KB`, '(reported)'],
  ['/auth first-load CSS (gzip)', `${(sum('.css') / 1024).toFixed(1)} KB`, '(reported)'],
  ['errors and non-2xx in measured runs', `${bare.errors + minimal.errors + health.errors + user.errors} (bare ${bare.errors}, minimal ${minimal.errors}, health ${health.errors}, user ${user.errors})`, '0', bare.errors + minimal.errors + health.errors + user.errors === 0],
]
console.log(`\nBench (${ROUNDS} interleaved rounds of ${SECONDS}s, medians)\n`)
for (const [name, value, budget, ok] of rows) {
  console.log(`${ok === undefined ? ' ' : ok ? '✓' : '✗'} ${name.padEnd(48)} ${value.padEnd(40)} budget ${budget}`)
}
process.exit(0)
