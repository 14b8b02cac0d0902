import { describe, expect, it } from 'vitest'
import { quizAnswersSchema } from '../schemas/quiz'
import { DEFAULT_QUIZ_ANSWERS, getLeadPriority } from './quiz-answers'

describe('quiz answers without zod (docs/decisions/023)', () => {
  it('gives default answers the shared schema accepts as they are', () => {
    expect(quizAnswersSchema.parse(DEFAULT_QUIZ_ANSWERS)).toEqual(DEFAULT_QUIZ_ANSWERS)
  })

  it('rates an asap timeline high and every other one standard (spec 001 §7)', () => {
    expect(getLeadPriority('asap')).toBe('high')
    for (const timeline of ['', '1-3-months', 'exploring']) expect(getLeadPriority(timeline)).toBe('standard')
  })
})
