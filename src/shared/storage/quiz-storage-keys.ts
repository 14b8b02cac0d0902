/** localStorage: the Growth Map quiz's saved answers as JSON (docs/product.md#quiz-persistence); the questionnaire prefills from them. */
export const QUIZ_PROGRESS_KEY = 'growth-map-quiz:progress'
