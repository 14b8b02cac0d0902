// Accounts (docs/performance.md#budgets): the full stack against its ceilings (bare node:http, a minimal route
// running the same session query), health during a login storm, and /auth's first-load weight.
import { firstLoadBytes, kilobytes } from '../lib/first-load.mjs'
import { SECONDS, interleavedRounds, load, percent } from '../lib/measure.mjs'
import { startBenchServer } from '../lib/server.mjs'

const PORTS = { APP_PORT: 3201, MINIMAL_PORT: 3202, BARE_PORT: 3203 }

export const title = 'Foundation and accounts (embedded database)'

export async function run() {
  const server = await startBenchServer('accounts-server', Object.fromEntries(Object.entries(PORTS).map(([k, v]) => [k, String(v)])))
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
      { name: '/auth first-load JS (gzip)', value: kilobytes(auth.js), budget: '(reported)' },
      { name: '/auth first-load CSS (gzip)', value: kilobytes(auth.css), budget: '(reported)' },
      {
        name: 'errors and non-2xx in measured runs',
        value: `${errors} (bare ${bare.errors}, minimal ${minimal.errors}, health ${health.errors}, user ${user.errors})`,
        budget: '0',
        ok: errors === 0,
      },
    ]
  } finally {
    await server.stop()
  }
}
