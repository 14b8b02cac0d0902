// The production build as `npm start` runs it (dist/server/main.js), for the sections that measure the product itself
// rather than a bench server: on a given data directory, or on PostgreSQL when a URL is given.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

/** Starts the server on `port` and resolves once `/api/health` answers; `stop` ends it. */
export async function startProductServer({ port, dataDir, databaseUrl, env = {} }) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
  })
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    await sleep(200)
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', resolve)
      child.kill('SIGTERM')
    })
  return { pid: child.pid, origin: `http://127.0.0.1:${port}`, stop }
}

// Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux).
const TICKS_PER_SECOND = 100
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  // utime and stime: the 14th and 15th fields, the 12th and 13th after the command's name.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
}

/**
 * Resolves once the process has used under 10 % of a core for two half-seconds in a row: its queued work (a backlog of
 * events, e-mails) is done. For a server whose database the bench cannot read (the embedded one runs inside it).
 */
export async function waitUntilIdle(pid, { timeoutMs = 120_000 } = {}) {
  const until = Date.now() + timeoutMs
  let quiet = 0
  let last = cpuSeconds(pid)
  while (quiet < 2 && Date.now() < until) {
    await sleep(500)
    const now = cpuSeconds(pid)
    quiet = now - last < 0.05 ? quiet + 1 : 0
    last = now
  }
}
