import { describe, expect, it } from 'vitest'
import { createGroupCommit } from './group-commit'

/** A write that completes in microtasks only, as one on the embedded database does within this thread. */
function recordingWriter() {
  const writes: number[][] = []
  const write = createGroupCommit<number, string>(async (rows) => {
    writes.push(rows)
    return rows.map((row) => `stored ${row}`)
  })
  return { writes, write }
}

describe('group commit', () => {
  it('lets rows from callbacks of the same event-loop turn share one write', async () => {
    const { writes, write } = recordingWriter()
    // Two callbacks of one turn, with microtasks between them, like two requests' socket callbacks: immediates queued
    // together run in the same turn, whereas two timers of 0 ms run in two when a millisecond passes between them.
    const results = await new Promise<string[]>((resolve) => {
      const pending: Promise<string>[] = []
      setImmediate(() => pending.push(write(1)))
      setImmediate(() => {
        pending.push(write(2))
        void Promise.all(pending).then(resolve)
      })
    })
    expect(results).toEqual(['stored 1', 'stored 2'])
    expect(writes).toEqual([[1, 2]])
  })

  it('writes the rows that arrive during a write in the next one, and answers each caller with its own result', async () => {
    const { writes, write } = recordingWriter()
    const first = write(1)
    const second = write(2)
    await first
    const third = write(3)
    expect(await Promise.all([first, second, third])).toEqual(['stored 1', 'stored 2', 'stored 3'])
    expect(writes).toEqual([[1, 2], [3]])
  })

  it('retries the rows of a failed shared write one by one, so one bad row fails alone', async () => {
    const writes: number[][] = []
    const write = createGroupCommit<number, number>(async (rows) => {
      writes.push(rows)
      if (rows.includes(2)) throw new Error('row 2 is refused')
      return rows
    })
    const results = await Promise.allSettled([write(1), write(2), write(3)])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(writes).toEqual([[1, 2, 3], [1], [2], [3]])
  })
})
