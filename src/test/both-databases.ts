import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * Which API test files also run on PostgreSQL (docs/decisions/111-test-suite-layout.md): those that say so in a
 * first line of their own, `// @both-databases: <what only PostgreSQL shows here>`. Everything else runs once, on the
 * embedded database.
 */
export const BOTH_DATABASES_MARK = /^\/\/ @both-databases: \S/

/** Every file under `dir` whose name ends in `suffix`, relative to `root`, sorted. */
export function listFiles(root: string, dir: string, suffix: string): string[] {
  const found: string[] = []
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith(suffix)) found.push(relative(root, path))
    }
  }
  walk(join(root, dir))
  return found.sort()
}

/** The server's test files declared to run on both databases, relative to `root`. */
export function testFilesOnBothDatabases(root: string): string[] {
  return listFiles(root, 'src/server', '.test.ts').filter((file) => BOTH_DATABASES_MARK.test(readFileSync(join(root, file), 'utf8')))
}
