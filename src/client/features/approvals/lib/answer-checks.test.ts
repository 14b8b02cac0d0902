import { describe, expect, it } from 'vitest'
import { answerSchema } from './answer-checks'

const bodyError = (schema: ReturnType<typeof answerSchema>, body: string) => {
  const result = schema.safeParse({ subject: 'Re: Pricing', body })
  return result.success ? null : result.error.issues.find((issue) => issue.path[0] === 'body')?.message
}

describe('answerSchema', () => {
  it('asks for an answer in a writer’s words, within the e-mail’s length', () => {
    const schema = answerSchema('')
    expect(bodyError(schema, '  \n ')).toBe('Write your answer')
    expect(bodyError(schema, 'x'.repeat(1501))).toBe('Keep the e-mail under 1,500 characters')
    expect(schema.parse({ subject: ' Re: Pricing ', body: ' Yes, it is included. ' })).toEqual({
      subject: 'Re: Pricing',
      body: 'Yes, it is included.',
    })
  })

  it('wants text of the person’s own above a message the answer takes along', () => {
    const schema = answerSchema('\n\nSam: your ticket is solved.')
    expect(bodyError(schema, '\n\nSam: your ticket is solved.\n')).toBe('Write your answer above the message that goes with it')
    expect(bodyError(schema, 'Yes, it is included.\n\nSam: your ticket is solved.')).toBeNull()
  })
})
