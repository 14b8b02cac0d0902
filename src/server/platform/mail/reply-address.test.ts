import { describe, expect, it } from 'vitest'
import { newReplyToken, replyAddress, replyTokenOf } from './reply-address'

describe('reply addresses', () => {
  it('makes unguessable tokens of 26 base32 characters, each new', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newReplyToken))
    expect(tokens.size).toBe(1000)
    for (const token of tokens) expect(token).toMatch(/^[a-z2-7]{26}$/)
  })

  it('reads the token back from the address, in any case and inside a display name', () => {
    const token = newReplyToken()
    expect(replyTokenOf(replyAddress(token, 'replies.example.com'), 'replies.example.com')).toBe(token)
    expect(replyTokenOf(`Rosie <REPLY+${token.toUpperCase()}@Replies.Example.com>`, 'replies.example.com')).toBe(token)
  })

  it('refuses every other address', () => {
    const token = newReplyToken()
    for (const address of [
      `reply+${token}@other.example`,
      `reply+${token}@replies.example.com.evil.example`,
      `info@replies.example.com`,
      `reply+short@replies.example.com`,
      `reply+${token}1@replies.example.com`,
      `replyy+${token}@replies.example.com`,
      '',
    ])
      expect(replyTokenOf(address, 'replies.example.com')).toBeNull()
  })
})
