import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Beacon = (url: string, data: Blob) => boolean

/** A browser's storage, beacon and idle queue; the idle callbacks run only when the test says so. */
function stubBrowser({
  sendBeacon,
  storage = new Map<string, string>(),
}: { sendBeacon?: Beacon; storage?: Map<string, string> | null } = {}) {
  const idle: (() => void)[] = []
  const sessionStorage = {
    getItem: (key: string) => {
      if (!storage) throw new Error('SecurityError')
      return storage.get(key) ?? null
    },
    setItem: (key: string, value: string) => {
      if (!storage) throw new Error('SecurityError')
      storage.set(key, value)
    },
  }
  let counter = 0
  const crypto = { randomUUID: () => `00000000-0000-4000-8000-00000000000${(counter += 1)}` }
  vi.stubGlobal('window', { sessionStorage, crypto, requestIdleCallback: (callback: () => void) => idle.push(callback) })
  vi.stubGlobal('navigator', sendBeacon ? { sendBeacon } : {})
  return { runIdle: () => idle.splice(0).forEach((callback) => callback()), storage }
}

async function bodies(beacon: ReturnType<typeof vi.fn<Beacon>>) {
  return Promise.all(beacon.mock.calls.map(async ([url, blob]) => ({ url, type: blob.type, body: JSON.parse(await blob.text()) })))
}

// A fresh module per test: it remembers the last step it reported.
const load = () => import('./funnel-beacon')
beforeEach(() => vi.resetModules())
afterEach(() => vi.unstubAllGlobals())

describe('reportStepView (docs/decisions/107-funnel-analytics.md)', () => {
  it('sends a JSON beacon once the page is idle, with one visit id per session and the arrival ref', async () => {
    const sendBeacon = vi.fn<Beacon>(() => true)
    const { runIdle, storage } = stubBrowser({ sendBeacon })
    storage!.set('agentworks:arrival-ref', 'newsletter')
    const { reportStepView } = await load()
    reportStepView('quiz', 'basic-info', 0, { stage: ` ${'s'.repeat(120)} `, industry: '' })
    expect(sendBeacon).not.toHaveBeenCalled()
    runIdle()
    reportStepView('quiz', 'industry-context', 1, { industry: 'gym' })
    runIdle()
    const sent = await bodies(sendBeacon)
    expect(sent).toEqual([
      {
        url: '/api/analytics/step-views',
        type: 'application/json',
        body: {
          visit_id: '00000000-0000-4000-8000-000000000001',
          funnel: 'quiz',
          step: 'basic-info',
          step_index: 0,
          stage: 's'.repeat(100),
          ref: 'newsletter',
        },
      },
      {
        url: '/api/analytics/step-views',
        type: 'application/json',
        body: {
          visit_id: '00000000-0000-4000-8000-000000000001',
          funnel: 'quiz',
          step: 'industry-context',
          step_index: 1,
          ref: 'newsletter',
          industry: 'gym',
        },
      },
    ])
    expect(storage!.get('agentworks:visit-id')).toBe('00000000-0000-4000-8000-000000000001')
  })

  it('sends a step shown twice in a row once', async () => {
    const sendBeacon = vi.fn<Beacon>(() => true)
    const { runIdle } = stubBrowser({ sendBeacon })
    const { reportStepView } = await load()
    reportStepView('demo', 'scheduling', 6)
    reportStepView('demo', 'scheduling', 6)
    reportStepView('demo', 'complete', 7)
    runIdle()
    expect((await bodies(sendBeacon)).map(({ body }) => body.step)).toEqual(['scheduling', 'complete'])
  })

  it('drops the view without sendBeacon, without storage, or when the browser refuses it', async () => {
    const missing = stubBrowser()
    const { reportStepView } = await load()
    expect(() => reportStepView('improved', 'quick-start', 0)).not.toThrow()
    missing.runIdle()

    vi.resetModules()
    const sendBeacon = vi.fn<Beacon>(() => true)
    const blocked = stubBrowser({ sendBeacon, storage: null })
    const second = await load()
    second.reportStepView('improved', 'quick-start', 0)
    expect(() => blocked.runIdle()).not.toThrow()
    expect(sendBeacon).not.toHaveBeenCalled()

    vi.resetModules()
    const throwing = vi.fn<Beacon>(() => {
      throw new TypeError('sendBeacon() with a Blob whose type is not CORS-safelisted')
    })
    const refused = stubBrowser({ sendBeacon: throwing })
    const third = await load()
    third.reportStepView('improved', 'quick-start', 0)
    expect(() => refused.runIdle()).not.toThrow()
    expect(throwing).toHaveBeenCalledTimes(1)
  })
})
