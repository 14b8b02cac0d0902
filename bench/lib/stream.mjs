// The live dashboard's stream as the benches read it, and the percentiles they report.
import { median } from './measure.mjs'

/** Reads the SSE stream and calls `onChange` with each change's data. */
export async function followStream(url, cookie, onChange, signal) {
  const response = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal })
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        buffer += decoder.decode(value, { stream: true })
        let end
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const data = /^event: change\ndata: (.*)$/m.exec(block)?.[1]
          if (data) onChange(JSON.parse(data), performance.now())
        }
      }
    } catch {
      // Aborted at the end.
    }
  })()
}

/** p99 and median of `values` (ms), NaN when there are none. */
export function percentiles(values) {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return { p99: NaN, p50: NaN }
  return { p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))], p50: median(sorted) }
}

/**
 * Follows the stream and times each event in `acceptedAt` (id → acceptance time) to the first signal its run sent
 * being processed by the receiving agent: returns the map of event id → ms, filled as the changes arrive.
 */
export async function followFirstProcessedSignals(url, cookie, acceptedAt, signal) {
  const signalToEvent = new Map()
  const latencies = new Map()
  await followStream(
    url,
    cookie,
    (change, at) => {
      if (change.event_id) for (const id of change.sent_signal_ids ?? []) signalToEvent.set(id, change.event_id)
      const eventId = change.processed_signal_id && signalToEvent.get(change.processed_signal_id)
      if (eventId && acceptedAt.has(eventId) && !latencies.has(eventId)) latencies.set(eventId, at - acceptedAt.get(eventId))
    },
    signal,
  )
  return latencies
}
