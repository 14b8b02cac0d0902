import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BOTH_DATABASES_MARK, listFiles, testFilesOnBothDatabases } from '../test/both-databases'
import { PROJECT_ROOT } from './platform/project-root'

// What only PostgreSQL shows is tested on PostgreSQL (docs/decisions/111-test-suite-layout.md): a test file that does
// any of these declares `// @both-databases: …`, and so does a test beside every source file that takes a lock.
const NEEDS_POSTGRES_IN_A_TEST: Record<string, RegExp> = {
  'sends requests in parallel': /Promise\.(all|allSettled)\(\s*Array\.from/,
  'takes a row or advisory lock': /\bfor (no key )?update\b|\.for\('|pg_advisory|skip locked/i,
  'uses LISTEN/NOTIFY': /\bLISTEN\b|pg_notify/,
  'works the job queue': /\b(findJobs|makeDue|waitForQueuedJob)\(|\.boss\./,
  'starts the server in a process of its own': /\bserverEntry\(\)/,
}
const TAKES_A_LOCK = /\bfor (no key )?update\b|\.for\('(update|no key update|share|key share)'|pg_advisory|skip locked|pg_notify\(/i

const read = (file: string) => readFileSync(join(PROJECT_ROOT, file), 'utf8')
const declared = new Set(testFilesOnBothDatabases(PROJECT_ROOT))

describe('the test files declared for both databases', () => {
  it('include every test file that exercises what one embedded connection cannot show', () => {
    const undeclared = listFiles(PROJECT_ROOT, 'src/server', '.test.ts')
      .filter((file) => !declared.has(file) && file !== 'src/server/declared-databases.test.ts')
      .flatMap((file) => {
        const text = read(file)
        return Object.entries(NEEDS_POSTGRES_IN_A_TEST)
          .filter(([, pattern]) => pattern.test(text))
          .map(([why]) => `${file} ${why}`)
      })
    expect(undeclared).toEqual([])
  })

  it('include a test beside every source file that takes a lock or notifies', () => {
    const lockingSources = listFiles(PROJECT_ROOT, 'src/server', '.ts').filter(
      (file) => !file.endsWith('.test.ts') && !file.startsWith('src/server/test/') && TAKES_A_LOCK.test(read(file)),
    )
    expect(lockingSources.length).toBeGreaterThan(0)
    const uncovered = lockingSources.filter((source) => ![...declared].some((test) => dirname(test) === dirname(source)))
    expect(uncovered).toEqual([])
  })

  it('are found by the mark alone, which states why', () => {
    expect(declared.size).toBeGreaterThan(0)
    for (const file of declared) expect(read(file)).toMatch(BOTH_DATABASES_MARK)
    expect(BOTH_DATABASES_MARK.test('// @both-databases:')).toBe(false)
  })
})
