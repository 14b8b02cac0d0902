import { describe, expect, it } from 'vitest'
import type { BenchCase, BenchSide } from '../schemas/test-bench'
import { summariseBench } from './bench-summary'
import { shareWon } from './judge/pairwise'
import { knowledgeSummary, modelSummary } from './setting-versions'
import { EMPTY_KNOWLEDGE } from '../schemas/company-knowledge'

// The test bench's headline (docs/decisions/134-test-bench.md) and the judge's position swap.

const side = (overrides: Partial<BenchSide> = {}): BenchSide => ({
  writer: 'model',
  model: 'm',
  subject: 's',
  body: 'b',
  fallbackReason: null,
  grades: { grounding: { pass: true, score: 1, note: null }, length: { pass: true, score: 1, note: null } },
  inputTokens: 100,
  outputTokens: 50,
  costMicros: 30,
  latencyMs: 400,
  ...overrides,
})
const item = (verdict: BenchCase['verdict'], proposed: Partial<BenchSide> = {}): BenchCase => ({
  position: 0,
  draftId: 'd',
  agent: null,
  trigger: null,
  current: side(),
  proposed: side(proposed),
  verdict,
  decidedBy: 'judge',
  skipped: null,
})
const notes = { judgedBy: 'm', judgeNote: null, judge: { tokens: 0, costMicros: 0 }, currency: 'USD', stoppedBecause: null }

describe('summariseBench', () => {
  it('counts a tie as half a win, over the e-mails compared only', () => {
    const skipped = { ...item(null), current: null, proposed: null, skipped: 'gone' }
    const summary = summariseBench([item('proposed'), item('proposed'), item('tie'), item('current'), skipped], notes)
    expect(summary).toMatchObject({ compared: 4, wins: 2, ties: 1, losses: 1, winRate: 0.625 })
  })

  it('adds up tokens and cost per side, and makes the cost unknown when a model that wrote has no price', () => {
    const summary = summariseBench([item('tie', { costMicros: null }), item('tie', { latencyMs: 600 })], notes)
    expect(summary.current).toMatchObject({ tokens: 300, costMicros: 60, averageLatencyMs: 400, modelWritten: 2 })
    expect(summary.proposed).toMatchObject({ tokens: 300, costMicros: null, averageLatencyMs: 500 })
  })

  it('gives each grader its pass rate', () => {
    const failing = { grounding: { pass: false, score: 0.5, note: 'x' }, length: { pass: true, score: 1, note: null } }
    const summary = summariseBench([item('current', { grades: failing }), item('tie')], notes)
    expect(summary.proposed.passRates).toEqual({ grounding: 0.5, length: 1 })
    expect(summariseBench([], notes).winRate).toBeNull()
  })
})

describe('shareWon', () => {
  it('cancels a judge’s taste for the first position', () => {
    expect(shareWon('A', 'B')).toBe(1)
    expect(shareWon('A', 'A')).toBe(0.5)
    expect(shareWon('B', 'B')).toBe(0.5)
    expect(shareWon('tie', 'B')).toBe(0.75)
    expect(shareWon('B', 'A')).toBe(0)
  })
})

describe('version summaries', () => {
  const model = { provider: 'openai' as const, model: 'gpt-4o-mini', baseUrl: null, apiKeyCiphertext: 'x', apiKeyHint: 'abcd' }
  it('say what changed', () => {
    expect(modelSummary(null, model)).toBe('Model: the server’s model → gpt-4o-mini (OpenAI)')
    expect(modelSummary(model, { ...model, apiKeyCiphertext: 'y' })).toBe('Model: gpt-4o-mini (OpenAI) with another API key')
    expect(knowledgeSummary(null, { ...EMPTY_KNOWLEDGE, refundPolicy: 'No refunds.', faq: [{ question: 'q', answer: 'a' }] })).toBe(
      'Knowledge: refund policy, questions and answers',
    )
  })
})
