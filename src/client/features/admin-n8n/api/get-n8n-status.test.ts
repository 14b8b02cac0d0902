import { describe, expect, it } from 'vitest'
import type { N8nDelivery } from '@/shared/backoffice/n8n'
import { hasAttemptDueSoon } from './get-n8n-status'

const NOW = Date.parse('2026-12-02T10:00:00Z')
const delivery = (status: N8nDelivery['status'], nextAttemptAt: string | null): N8nDelivery => ({
  id: 'msg_1',
  lead_id: '00000000-0000-4000-8000-000000000001',
  company_name: 'Iron Temple Gym',
  redelivery: false,
  status,
  attempts: 1,
  created_at: '2026-12-02T09:59:00Z',
  finished_at: null,
  next_attempt_at: nextAttemptAt,
  last_status_code: 404,
  last_answer: null,
  last_error: null,
  explanation: null,
})

describe('when the n8n page reads itself again', () => {
  it('polls while a delivery’s attempt is due within a minute, and not otherwise', () => {
    expect(hasAttemptDueSoon([delivery('pending', '2026-12-02T10:00:05Z')], NOW)).toBe(true)
    expect(hasAttemptDueSoon([delivery('pending', null)], NOW)).toBe(true)
    expect(hasAttemptDueSoon([delivery('pending', '2026-12-02T12:00:00Z')], NOW)).toBe(false)
    expect(hasAttemptDueSoon([delivery('delivered', null), delivery('skipped', null), delivery('failed', null)], NOW)).toBe(false)
  })
})
