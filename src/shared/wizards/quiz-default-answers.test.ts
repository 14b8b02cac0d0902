import { describe, expect, it } from 'vitest'
import { quizAnswersSchema } from '../schemas/quiz'
import { DEFAULT_QUIZ_ANSWERS } from './quiz-default-answers'

describe('quiz default answers without zod (docs/decisions/023)', () => {
  it('gives default answers the shared schema accepts as they are', () => {
    expect(quizAnswersSchema.parse(DEFAULT_QUIZ_ANSWERS)).toEqual(DEFAULT_QUIZ_ANSWERS)
  })
})
