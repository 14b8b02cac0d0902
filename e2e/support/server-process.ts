import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { seedDataDir } from '../../src/test/migrated-dump'

export type ServerProcess = { name: string; url: string; stop: () => Promise<void> }

const START_TIMEOUT_MS = 60_000
const STOP_TIMEOUT_MS = 15_000
// pino's levels: warnings and errors of a server are worth seeing in the test's output, the request log is not.
const WARN_LEVEL = 40

/**
 * Starts the built server (`dist/server/main.js`, as `npm start` runs it) on a port the system picks (PORT=0, unless
 * `env` names one), with a
 * DATA_DIR of its own seeded with the migrated database (or `dataDir`, prepared beforehand), and resolves once it
 * listens. `env` is the configuration
 * (README.md, Configuration).
 */
export async function startServerProcess(name: string, env: Record<string, string>, dataDir?: string): Promise<ServerProcess> {
  if (!dataDir) {
    dataDir = mkdtempSync(join(tmpdir(), `aw-${name}-`))
    // Migrated already, as a server that ran before leaves it: a first start's migration is not a journey's concern.
    await seedDataDir(dataDir)
  }
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // PORT may be given with a PUBLIC_URL that names it, for addresses the server writes into e-mails (the logo's).
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', ...env, HOST: '127.0.0.1', DATA_DIR: dataDir },
  })
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk.toString()}`))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not listen within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS)
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before listening`)))
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const entry = parseLogLine(line)
      if (!entry) return process.stdout.write(`[${name}] ${line}\n`)
      if (entry.level >= WARN_LEVEL) process.stderr.write(`[${name}] ${line}\n`)
      const listening = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(entry.msg ?? '')
      if (listening) {
        clearTimeout(timer)
        resolve(listening[1]!)
      }
    })
  }).catch(async (error: unknown) => {
    await stopChild(child, exited)
    throw error
  })

  return {
    name,
    url,
    stop: async () => {
      await stopChild(child, exited)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function parseLogLine(line: string): { level: number; msg?: string } | null {
  try {
    const entry = JSON.parse(line) as { level?: unknown; msg?: unknown }
    return typeof entry.level === 'number' ? { level: entry.level, msg: typeof entry.msg === 'string' ? entry.msg : undefined } : null
  } catch {
    return null
  }
}

/** SIGTERM is the graceful close (main.ts); a server that has not exited after STOP_TIMEOUT_MS is killed. */
async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
  await exited
  clearTimeout(timer)
}
