import { describe, expect, it } from 'vitest'
import { coalescedRefresh } from './coalesced-refresh'

/** A refresh whose runs finish when the test says so. */
function controlledRefresh() {
  const pending: (() => void)[] = []
  let started = 0
  const refresh = () => {
    started += 1
    return new Promise<void>((resolve) => pending.push(resolve))
  }
  const finishNext = async () => {
    pending.shift()?.()
    // Lets the finally of the finished run start the next one.
    await new Promise((resolve) => setImmediate(resolve))
  }
  return { refresh, finishNext, started: () => started }
}

describe('coalescedRefresh', () => {
  it('runs at once when nothing is in flight', () => {
    const controlled = controlledRefresh()
    coalescedRefresh(controlled.refresh)()
    expect(controlled.started()).toBe(1)
  })

  it('a change during a refresh gets one more refresh after it, however many arrive', async () => {
    const controlled = controlledRefresh()
    const refresh = coalescedRefresh(controlled.refresh)
    refresh()
    refresh()
    refresh()
    refresh()
    expect(controlled.started()).toBe(1)
    await controlled.finishNext()
    expect(controlled.started()).toBe(2)
    await controlled.finishNext()
    expect(controlled.started()).toBe(2)
  })

  it('a failed refresh still lets the next change refresh', async () => {
    let calls = 0
    const refresh = coalescedRefresh(() => {
      calls += 1
      return Promise.reject(new Error('offline'))
    })
    refresh()
    await new Promise((resolve) => setImmediate(resolve))
    refresh()
    expect(calls).toBe(2)
  })
})
