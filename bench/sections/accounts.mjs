// Accounts (docs/performance.md#budgets): the full stack against its ceilings (bare node:http, a minimal route
// running the same session query), health during a login storm, and /auth's first-load weight, on the embedded
// database; then, on both databases, wrong passwords sent at once for one account (decision 076).
import { firstLoadBytes, kilobytes } from '../lib/first-load.mjs'
import { SECONDS, interleavedRounds, load, percent } from '../lib/measure.mjs'
import { createScratchDatabase, ADMIN_URL } from '../lib/scratch-database.mjs'
import { startBenchServer } from '../lib/server.mjs'

const PORTS = { APP_PORT: 3201, MINIMAL_PORT: 3202, BARE_PORT: 3203 }
const WRONG_PASSWORDS = 200
// LIMITS.loginFailuresPerEmail and loginFailuresPerIp (docs/product.md#limits).
const FAILURE_LIMIT = 10

export const title = 'Foundation and accounts (embedded database; wrong passwords on both)'

const startServer = (env = {}) =>
  startBenchServer('accounts-server', { ...Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])), ...env })

/**
 * 200 wrong passwords for one account sent at once through the full stack: exactly the limit's 10 may be checked
 * (401), the rest refused (429) before any password is; then the right password, sent after them, is refused too.
 */
async function measureWrongPasswords(label, app, { email, password }) {
  const signIn = (attempt) =>
    fetch(`${app}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: attempt }),
    }).then((response) => response.status)
  const statuses = await Promise.all(Array.from({ length: WRONG_PASSWORDS }, (_, index) => signIn(`wrong-guess-${index}-x9`)))
  const count = (status) => statuses.filter((each) => each === status).length
  const others = WRONG_PASSWORDS - count(401) - count(429)
  const right = await signIn(password)
  return [
    {
      name: `${label}: ${WRONG_PASSWORDS} parallel wrong passwords, one account`,
      value: `${count(401)} evaluated (401), ${count(429)} refused (429), ${others} other`,
      budget: `exactly ${FAILURE_LIMIT}`,
      ok: count(401) === FAILURE_LIMIT && count(429) === WRONG_PASSWORDS - FAILURE_LIMIT,
    },
    { name: `${label}:   the right password after them`, value: String(right), budget: '429', ok: right === 429 },
  ]
}

async function measureWrongPasswordsOnPostgres() {
  const scratch = await createScratchDatabase('accounts')
  if (!scratch) return [{ name: 'PostgreSQL: skipped', value: `not reachable at ${ADMIN_URL}`, budget: '—' }]
  try {
    const server = await startServer({ BENCH_DATABASE_URL: scratch.url })
    try {
      return await measureWrongPasswords('PostgreSQL', `http://127.0.0.1:${PORTS.APP_PORT}`, server.setup.target)
    } finally {
      await server.stop()
    }
  } finally {
    await scratch.drop()
  }
}

export async function run() {
  return [...(await measureEmbedded()), ...(await measureWrongPasswordsOnPostgres())]
}

async function measureEmbedded() {
  const server = await startServer()
  try {
    const { setup } = server
    const app = `http://127.0.0.1:${PORTS.APP_PORT}`
    const figures = await interleavedRounds({
      bare: { url: `http://127.0.0.1:${PORTS.BARE_PORT}/` },
      minimal: { url: `http://127.0.0.1:${PORTS.MINIMAL_PORT}/session-user`, headers: { cookie: setup.cookie } },
      health: { url: `${app}/api/health` },
      user: { url: `${app}/api/user`, headers: { cookie: setup.cookie } },
    })
    const { bare, minimal, health, user } = figures

    // Login storm: valid sign-ins (argon2id) while health is probed; hashing must not block the event loop.
    const [storm, probe] = await Promise.all([
      load({
        url: `${app}/api/login`,
        method: 'POST',
        connections: 8,
        duration: SECONDS * 2,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: setup.email, password: setup.password }),
      }),
      load({ url: `${app}/api/health`, connections: 2, duration: SECONDS * 2 }),
    ])
    const auth = await firstLoadBytes(`${app}/auth`)
    // Last: it uses up this address's failed sign-ins.
    const wrongPasswords = await measureWrongPasswords('embedded', app, setup.target)
    const errors = bare.errors + minimal.errors + health.errors + user.errors
    return [
      { name: 'bare node:http (ceiling, reference)', value: `${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms` },
      { name: 'minimal route, same session query (db ceiling)', value: `${minimal.rps.toFixed(0)} req/s, p99 ${minimal.p99} ms` },
      {
        name: 'GET /api/health',
        value: `${health.rps.toFixed(0)} req/s (${percent(health.rps, bare.rps)} of bare)`,
        budget: '≥ 35% of bare',
        ok: health.rps / bare.rps >= 0.35,
      },
      {
        name: 'GET /api/user (full stack)',
        value: `${user.rps.toFixed(0)} req/s (${percent(user.rps, minimal.rps)} of minimal)`,
        budget: '≥ 70% of minimal',
        ok: user.rps / minimal.rps >= 0.7,
      },
      { name: 'GET /api/user p99 at 50 connections', value: `${user.p99} ms`, budget: '< 50 ms', ok: user.p99 < 50 },
      {
        name: 'GET /api/health p99 during a login storm',
        value: `${probe.latency.p99} ms (${storm.requests.total} logins)`,
        budget: '< 20 ms',
        ok: probe.latency.p99 < 20,
      },
      { name: '/auth first-load JS (gzip)', value: kilobytes(auth.js), budget: '≤ 120 KB', ok: auth.js <= 120 * 1024 },
      { name: '/auth first-load CSS (gzip)', value: kilobytes(auth.css), budget: '(reported)' },
      {
        name: 'errors and non-2xx in measured runs',
        value: `${errors} (bare ${bare.errors}, minimal ${minimal.errors}, health ${health.errors}, user ${user.errors})`,
        budget: '0',
        ok: errors === 0,
      },
      ...wrongPasswords,
    ]
  } finally {
    await server.stop()
  }
}
