import { describe, expect, it } from 'vitest'
import { DEMO_AGENTS } from '../agents/demo-catalogue'
import { rankDemoAgents } from './demo-agent-ranking'

const ids = (ranked: ReturnType<typeof rankDemoAgents>) => ranked.map((agent) => `${agent.id}:${agent.points}`)

describe('rankDemoAgents (docs/product.md#agent-ranking)', () => {
  it('has five agents with four capabilities and four integrations each', () => {
    expect(DEMO_AGENTS.map((agent) => [agent.id, agent.estimatedSavings, agent.priority])).toEqual([
      ['customer-support', 15, 1],
      ['sales-assistant', 12, 2],
      ['content-creator', 10, 3],
      ['data-analyst', 8, 4],
      ['workflow-automator', 6, 5],
    ])
    for (const agent of DEMO_AGENTS) {
      expect(agent.capabilities).toHaveLength(4)
      expect(agent.integrations).toHaveLength(4)
    }
  })

  it('keeps base priority order and shows four without answers', () => {
    expect(ids(rankDemoAgents(DEMO_AGENTS, [], []))).toEqual([
      'customer-support:0',
      'sales-assistant:0',
      'content-creator:0',
      'data-analyst:0',
    ])
  })

  it('gives +8 to the workflow agent for Operations', () => {
    expect(ids(rankDemoAgents(DEMO_AGENTS, ['Operations'], []))[0]).toBe('workflow-automator:8')
  })

  it('gives +10 per matching priority department', () => {
    expect(ids(rankDemoAgents(DEMO_AGENTS, ['Marketing', 'Sales', 'HR'], []))).toEqual([
      'sales-assistant:10',
      'content-creator:10',
      'customer-support:0',
      'data-analyst:0',
    ])
  })

  it('gives +5 per tool matching an integration, case-insensitive substring', () => {
    // zapier and jira → workflow +10; "google" matches "Google Workspace" of content and data.
    const ranked = rankDemoAgents(DEMO_AGENTS, [], ['zapier', 'JIRA', 'google'])
    expect(ids(ranked)).toEqual(['workflow-automator:10', 'content-creator:5', 'data-analyst:5', 'customer-support:0'])
  })

  it('sorts ties by base priority and adds department and tools together', () => {
    const ranked = rankDemoAgents(DEMO_AGENTS, ['Operations', 'Customer Support'], ['HubSpot', 'Zendesk'])
    expect(ids(ranked)).toEqual(['customer-support:15', 'workflow-automator:8', 'sales-assistant:5', 'content-creator:5'])
  })
})
