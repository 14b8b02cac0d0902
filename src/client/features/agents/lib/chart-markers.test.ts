import { describe, expect, it } from 'vitest'
import { markersWithin } from './chart-markers'

// The versions an agent's health chart marks (docs/decisions/135-setting-versions.md).
describe('markersWithin', () => {
  const points = [
    { at: '2026-12-01T10:00:00.000Z', health: 100 },
    { at: '2026-12-01T12:00:00.000Z', health: 90 },
  ]

  it('keeps the changes within the runs’ span, oldest first', () => {
    const markers = [
      { at: '2026-12-01T11:30:00.000Z', label: 'Voice changed' },
      { at: '2026-12-01T09:00:00.000Z', label: 'Before the first run' },
      { at: '2026-12-01T10:30:00.000Z', label: 'Model: a → b' },
      { at: '2026-12-01T13:00:00.000Z', label: 'After the last run' },
    ]
    expect(markersWithin(points, markers).map((marker) => marker.label)).toEqual(['Model: a → b', 'Voice changed'])
  })

  it('marks nothing without runs', () => {
    expect(markersWithin([], [{ at: '2026-12-01T10:30:00.000Z', label: 'x' }])).toEqual([])
  })
})
