import { createServer } from 'node:net'

/** A TCP port nothing listens on right now, for a receiver a test starts later (or never). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export type WaitOptions = {
  /** How long the condition may take before the test fails (default 20 s). */
  timeoutMs?: number
  /** Pause between reads (default 50 ms); a read that costs more (a server's pages over HTTP) may ask for longer. */
  intervalMs?: number
  /** What is awaited, for the timeout's message. */
  what?: string
}

/**
 * Reads until `done` holds: background work (the job queue, another process) has no event a test could await, so
 * the test waits for the condition, never for a fixed time. Timing out fails with what was awaited and the last value.
 */
export async function waitFor<T>(read: () => T | Promise<T>, done: (value: T) => boolean, options: number | WaitOptions = {}): Promise<T> {
  const { timeoutMs = 20_000, intervalMs = 50, what } = typeof options === 'number' ? { timeoutMs: options } : options
  const started = Date.now()
  for (;;) {
    const value = await read()
    if (done(value)) return value
    const waited = Date.now() - started
    if (waited > timeoutMs)
      throw new Error(`waitFor timed out after ${waited} ms${what ? ` waiting for ${what}` : ''}; last value ${describe(value)}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

function describe(value: unknown): string {
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = String(value)
  }
  return text.length > 2000 ? `${text.slice(0, 2000)}… (${text.length} characters)` : text
}
