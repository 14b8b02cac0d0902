import * as React from 'react'
import type { Funnel } from '@/shared/schemas/funnel-analytics'
import { getArrivalRef } from './arrival'

/**
 * The funnels' step beacons (docs/decisions/107-funnel-analytics.md): a random id per browser session, kept in
 * sessionStorage (no cookie), sent with navigator.sendBeacon once the step has rendered and the browser is idle, so a
 * page never waits on it; a beacon that cannot be sent is dropped. Types only from `shared`: no zod on the quiz page.
 */
const VISIT_KEY = 'agentworks:visit-id'
const ENDPOINT = '/api/analytics/step-views'
const MAX_SOURCE_LENGTH = 100

export type StepExtra = { stage?: string | null; industry?: string | null }

// The last view reported by this page: a step rendered twice in a row (a remount) is one view.
let lastReported = ''

function getVisitId(): string | undefined {
  try {
    let id = window.sessionStorage.getItem(VISIT_KEY)
    if (!id) {
      id = window.crypto.randomUUID()
      window.sessionStorage.setItem(VISIT_KEY, id)
    }
    return id
  } catch {
    // No storage (blocked, private mode) or no secure context: nothing is counted rather than a fresh id per step.
    return undefined
  }
}

/** Reports one step view in the background; never throws, and does nothing where beacons or storage are missing. */
export function reportStepView(funnel: Funnel, step: string, stepIndex: number, extra: StepExtra = {}): void {
  const key = `${funnel}:${step}:${stepIndex}`
  if (key === lastReported || typeof navigator.sendBeacon !== 'function') return
  lastReported = key
  const send = () => {
    const visitId = getVisitId()
    if (!visitId) return
    const body = {
      visit_id: visitId,
      funnel,
      step,
      step_index: stepIndex,
      stage: extra.stage?.trim().slice(0, MAX_SOURCE_LENGTH) || undefined,
      ref: getArrivalRef(),
      industry: extra.industry || undefined,
    }
    try {
      // A JSON Blob, as the API accepts only application/json (same origin, so no preflight).
      navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify(body)], { type: 'application/json' }))
    } catch {
      // Refused by the browser (an old one that rejects JSON Blobs): the view goes uncounted.
    }
  }
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(send, { timeout: 2000 })
  else window.setTimeout(send, 0)
}

/**
 * Reports `stepId` once each time it is shown (null: nothing to report yet). The extras are read when the step
 * changes, so typing or choosing on a step sends nothing.
 */
export function useStepBeacon(funnel: Funnel, stepId: string | null, stepIndex: number, extra: StepExtra = {}): void {
  const extraRef = React.useRef(extra)
  React.useEffect(() => {
    extraRef.current = extra
  })
  React.useEffect(() => {
    if (stepId) reportStepView(funnel, stepId, stepIndex, extraRef.current)
  }, [funnel, stepId, stepIndex])
}
