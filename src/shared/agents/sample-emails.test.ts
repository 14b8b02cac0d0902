import { describe, expect, it } from 'vitest'
import { SAMPLE_EMAILS } from './sample-emails'

describe('the sample e-mails of the preview', () => {
  it('are one per agent that writes, each a real e-mail of its playbook', () => {
    expect(SAMPLE_EMAILS.map((sample) => sample.agentName)).toEqual(['Max', 'Harper', 'Finn', 'Sam', 'Riley'])
    expect(new Set(SAMPLE_EMAILS.map((sample) => sample.agentId)).size).toBe(SAMPLE_EMAILS.length)
    for (const { email } of SAMPLE_EMAILS) {
      expect(email.to).toMatch(/[@.]example\.com$/)
      expect(email.subject.trim()).not.toBe('')
      expect(email.text.trim()).not.toBe('')
    }
  })
})
