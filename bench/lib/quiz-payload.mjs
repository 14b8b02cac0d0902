// A complete Growth Map quiz as the client sends it (docs/product.md#quiz-submit), for the sections that submit one:
// the API tests' answer set (src/server/test/quiz-answers.json).
import { readFileSync } from 'node:fs'

const answers = JSON.parse(readFileSync(new URL('../../src/server/test/quiz-answers.json', import.meta.url), 'utf8'))

/** stageFlag tells apart the rows of servers that share a database. */
export const quizPayload = (stageFlag) => JSON.stringify({ ...answers, stageFlag, submissionTimestamp: new Date().toISOString() })
