import { describe, expect, it } from 'vitest'
import { createFirstPageCache, type ChangeSubscriber } from './first-page-cache'

/** An in-memory change hub with the subscriber's shape, and a counting loader over a mutable store. */
function setup() {
  const listeners = new Map<string, Set<(change: { signals: boolean }) => void>>()
  const subscribe: ChangeSubscriber = (companyId, listener) => {
    const set = listeners.get(companyId) ?? new Set()
    set.add(listener)
    listeners.set(companyId, set)
    return () => set.delete(listener)
  }
  const notify = (companyId: string, signals: boolean) => [...(listeners.get(companyId) ?? [])].forEach((listener) => listener({ signals }))
  const store = new Map<string, number>()
  let loads = 0
  let duringLoad: (() => void) | undefined
  const load = async (companyId: string) => {
    loads += 1
    const value = store.get(companyId) ?? 0
    await Promise.resolve()
    duringLoad?.()
    return value
  }
  const read = createFirstPageCache(subscribe, load)
  return { read, store, notify, listeners, loads: () => loads, setDuringLoad: (fn?: () => void) => (duringLoad = fn) }
}

describe('createFirstPageCache', () => {
  it('reads once, then answers from memory until the company’s signals change', async () => {
    const { read, store, notify, loads } = setup()
    store.set('a', 1)
    expect(await read('a')).toBe(1)
    expect(await read('a')).toBe(1)
    expect(loads()).toBe(1)

    store.set('a', 2)
    notify('a', false) // an agent change without signals keeps the page
    expect(await read('a')).toBe(1)
    notify('b', true) // another company's change keeps it too
    expect(await read('a')).toBe(1)
    notify('a', true)
    expect(await read('a')).toBe(2)
    expect(loads()).toBe(2)
  })

  it('does not keep a page read while a change was committed', async () => {
    const { read, store, notify, setDuringLoad, loads } = setup()
    store.set('a', 1)
    setDuringLoad(() => {
      store.set('a', 2)
      notify('a', true)
    })
    expect(await read('a')).toBe(1)
    setDuringLoad(undefined)
    expect(await read('a')).toBe(2)
    expect(loads()).toBe(2)
  })

  it('keeps at most a thousand companies and stops listening for those it drops', async () => {
    const { read, listeners, loads } = setup()
    for (let index = 0; index <= 1000; index++) await read(`c${index}`)
    expect(listeners.get('c0')?.size).toBe(0)
    expect(listeners.get('c1000')?.size).toBe(1)
    await read('c0')
    expect(loads()).toBe(1002)
  })
})
