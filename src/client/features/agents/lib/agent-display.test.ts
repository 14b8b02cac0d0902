import { describe, expect, it } from 'vitest'
import { filterAgents, getHealthTone, getStatusLabel } from './agent-display'
import { createSampleAgents, createSampleSignals } from './sample-data'

describe('dashboard display rules', () => {
  it('colours health as docs/product.md#dashboard says', () => {
    expect([100, 90, 89, 70, 69, 0].map(getHealthTone)).toEqual(['good', 'good', 'fair', 'fair', 'poor', 'poor'])
  })
  it('shows Active or Waiting', () => {
    expect(['active', 'pending', 'paused'].map((status) => getStatusLabel(status as 'active'))).toEqual(['Active', 'Waiting', 'Waiting'])
  })
  it('filters by status', () => {
    const agents = createSampleAgents()
    expect(filterAgents(agents, 'all')).toHaveLength(5)
    expect(filterAgents(agents, 'active').map((agent) => agent.name)).toEqual(['Max', 'Harper', 'Finn'])
    expect(filterAgents(agents, 'waiting').map((agent) => agent.name)).toEqual(['Sam', 'Riley'])
  })
  it('builds sample data within the ranges of docs/product.md#dashboard-fallbacks', () => {
    for (const agent of createSampleAgents()) {
      expect(agent.health).toBeGreaterThanOrEqual(70)
      expect(agent.health).toBeLessThanOrEqual(99)
      expect(agent.signals_sent).toBeLessThanOrEqual(29)
      expect(agent.signals_received).toBeLessThanOrEqual(19)
    }
    expect(createSampleSignals().length).toBeGreaterThan(0)
  })
})
