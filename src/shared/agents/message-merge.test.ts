import { describe, expect, it } from 'vitest'
import { combineMessages, type MessagePart } from './message-merge'

const part = (text: string, extra: Partial<MessagePart> = {}): MessagePart => ({
  subject: 'Re: I was charged twice',
  text,
  action: null,
  handover: false,
  facts: [{ label: 'decision', value: text, personal: false }],
  ...extra,
})

describe('combineMessages', () => {
  it('keeps one message as it is', () => {
    const only = part('Hi Ada, thanks for writing.', { action: 'Read the article' })
    expect(combineMessages([only])).toEqual({ subject: only.subject, text: only.text, action: 'Read the article', facts: only.facts })
  })

  it('leaves out a note that a colleague will answer once the colleague writes, so one answer time is promised', () => {
    const sam = part('Thanks for writing. I have passed this to the right colleague; expect an answer within 4 business hours.', {
      handover: true,
    })
    const finn = part(
      'Hi Ada, I have looked into your account. Your refund request is with our team; you will hear back within 2 business days.',
      {
        subject: 'About your billing question',
      },
    )
    const riley = part('Hi Ada, I wanted to check everything is working for you. Reply here and I will help right away.', {
      subject: 'Can we help?',
    })
    const combined = combineMessages([sam, finn, riley])
    expect(combined.subject).toBe('Re: I was charged twice')
    expect(combined.text).toBe(
      'Hi Ada, I have looked into your account. Your refund request is with our team; you will hear back within 2 business days.\n\n' +
        'I wanted to check everything is working for you. Reply here and I will help right away.',
    )
    expect(combined.text).not.toContain('4 business hours')
    expect(combined.facts.map((fact) => fact.value)).toEqual([finn.text, riley.text])
  })

  it('keeps a lone note that a colleague will answer', () => {
    const sam = part('Thanks for writing. I have passed this to the right colleague.', { handover: true })
    expect(combineMessages([sam]).text).toBe(sam.text)
  })

  it('takes the first button and each fact once', () => {
    const shared = { label: 'name', value: 'Ada', personal: true }
    const first = part('Hi Ada, here is your guide.', { action: 'Open the guide', facts: [shared] })
    const second = part('Hello Ada! Your invoice is ready.', { action: 'Open your account', facts: [shared] })
    const combined = combineMessages([first, second])
    expect(combined.action).toBe('Open the guide')
    expect(combined.text).toBe('Hi Ada, here is your guide.\n\nYour invoice is ready.')
    expect(combined.facts).toEqual([shared])
  })

  it('says a paragraph two messages share once', () => {
    const first = part('Hi Ada, thanks for writing. Here is the article that answers this.', { subject: 'Re: Opening hours' })
    const second = part('Hi Ada, thanks for writing. Here is the article that answers this.', { subject: 'Re: Parking' })
    const third = part('Hello Ada, your order is ready.')
    expect(combineMessages([first, second, third]).text).toBe(
      'Hi Ada, thanks for writing. Here is the article that answers this.\n\nYour order is ready.',
    )
  })

  it('refuses nothing to combine', () => {
    expect(() => combineMessages([])).toThrow()
  })
})
