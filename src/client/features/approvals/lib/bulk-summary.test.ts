import { describe, expect, it } from 'vitest'
import type { BulkDecisionResult } from '@/shared/schemas/approvals'
import { describeBulkResult, mergeBulkResults } from './bulk-summary'

const item = (
  outcome: 'approved' | 'rejected' | 'skipped',
  skipped: BulkDecisionResult['results'][number]['skipped'] = null,
  email: string | null = null,
) => ({
  id: crypto.randomUUID(),
  outcome,
  skipped,
  email,
})

describe('describeBulkResult', () => {
  it('says how many were decided and why the rest were skipped', () => {
    const results = [
      ...Array.from({ length: 48 }, () => item('approved')),
      item('skipped', 'already-decided'),
      item('skipped', 'already-decided'),
    ]
    expect(describeBulkResult({ results, approved: 48, rejected: 0, skipped: 2 })).toBe('48 approved, 2 skipped: already decided')
  })

  it('counts each reason when there are several, and e-mails held or not sent', () => {
    const results = [
      item('approved', null, 'E-mail to a@example.com held'),
      item('skipped', 'already-decided'),
      item('skipped', 'not-found'),
    ]
    expect(describeBulkResult({ results, approved: 1, rejected: 0, skipped: 2 })).toBe(
      '1 approved, 2 skipped: 1 already decided, 1 not found, 1 e-mail held or not sent',
    )
    expect(describeBulkResult({ results: [item('rejected')], approved: 0, rejected: 1, skipped: 0 })).toBe('1 rejected')
    expect(describeBulkResult({ results: [], approved: 0, rejected: 0, skipped: 0 })).toBe('Nothing was decided')
  })

  it('adds up the results of several calls', () => {
    const merged = mergeBulkResults([
      { results: [item('approved')], approved: 1, rejected: 0, skipped: 0 },
      { results: [item('skipped', 'not-ready')], approved: 0, rejected: 0, skipped: 1 },
    ])
    expect(merged).toMatchObject({ approved: 1, rejected: 0, skipped: 1 })
    expect(merged.results).toHaveLength(2)
  })
})
