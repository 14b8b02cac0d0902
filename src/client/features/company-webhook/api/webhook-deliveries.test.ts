import { describe, expect, it } from 'vitest'
import type { WebhookDelivery } from '@/shared/schemas/webhook-deliveries'
import { hasAttemptDueSoon } from './webhook-deliveries'

const NOW = Date.parse('2026-12-02T10:00:00Z')
const delivery = (status: WebhookDelivery['status'], nextAttemptAt: string | null): WebhookDelivery => ({
  id: 'msg_1',
  event: 'webhook.test',
  summary: null,
  url: 'https://n8n.example.com/webhook',
  status,
  created_at: '2026-12-02T09:59:00Z',
  next_attempt_at: nextAttemptAt,
  attempts: [],
})

describe('when the delivery log reads itself again', () => {
  it('polls while an attempt is due within a minute, and not otherwise', () => {
    expect(hasAttemptDueSoon([delivery('pending', '2026-12-02T10:00:05Z')], NOW)).toBe(true)
    expect(hasAttemptDueSoon([delivery('pending', '2026-12-02T09:59:00Z')], NOW)).toBe(true)
    expect(hasAttemptDueSoon([delivery('pending', null)], NOW)).toBe(true)
    expect(hasAttemptDueSoon([delivery('pending', '2026-12-02T10:30:00Z')], NOW)).toBe(false)
    expect(hasAttemptDueSoon([delivery('delivered', null), delivery('failed', null)], NOW)).toBe(false)
    expect(hasAttemptDueSoon([], NOW)).toBe(false)
  })
})
