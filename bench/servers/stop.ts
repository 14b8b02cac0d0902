// How a bench server ends when the bench sends SIGTERM: it closes what it opened, newest first, and removes its
// embedded database's directory. Without this each run left its database in the temporary directory (1 GB for the
// signals bench).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// A close that hangs (an open stream, say) must not keep the bench waiting for the process to exit.
const CLOSE_TIMEOUT_MS = 5000

const steps: (() => unknown)[] = []
const dataDirs: string[] = []

/** Runs `step` when the bench stops this server, before the steps registered earlier. */
export function whenStopped(step: () => unknown): void {
  steps.push(step)
}

/** A new temporary directory for an embedded database, removed when the bench stops this server. */
export function scratchDataDir(label: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), `agentworks-bench-${label}-`))
  dataDirs.push(dataDir)
  return dataDir
}

// Last, even when a close timed out: the directories.
process.once('exit', () => {
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true })
})

process.once('SIGTERM', () => {
  setTimeout(() => process.exit(0), CLOSE_TIMEOUT_MS).unref()
  void (async () => {
    for (const step of steps.reverse()) {
      try {
        await step()
      } catch (error) {
        console.error('bench server: a stop step failed', error)
      }
    }
    process.exit(0)
  })()
})
