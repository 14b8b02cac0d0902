// npm run staff:create -- --email ada@agentworks.example
// Makes the address a staff account of the back office and prints a one-time link to set its password
// (docs/product.md#back-office). Uses the server's configuration: DATABASE_URL, or the embedded database in DATA_DIR
// (stop the server first: one process at a time opens an embedded database).
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { ConfigError, loadConfig } from '@/server/config'
import { createStaffAccount, StaffAccountError } from '@/server/modules/accounts'
import { openDatabase } from '@/server/platform/db/client'
import { lockDataDir } from '@/server/platform/db/data-dir-lock'

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

const { values } = parseArgs({ options: { email: { type: 'string' } } })
const email = z.email().safeParse(values.email?.trim())
if (!email.success) fail('Usage: npm run staff:create -- --email name@example.com')

let config
try {
  config = loadConfig(process.env)
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error))
}

let unlock = () => {}
if (!config.databaseUrl) {
  try {
    unlock = lockDataDir(config.dataDir)
  } catch (error) {
    fail((error as Error).message)
  }
}
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 })
  : await openDatabase({ kind: 'pglite', dataDir: config.dataDir })
try {
  const { token, created } = await createStaffAccount(database.db, email.data)
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`
  console.log(`${created ? 'Staff account created' : 'Staff account exists'} for ${email.data}.`)
  console.log(`Open this link within an hour to set its password (it works once), then sign in at ${config.publicUrl}/auth:`)
  console.log(link)
} catch (error) {
  if (error instanceof StaffAccountError) fail(error.message)
  throw error
} finally {
  await database.close()
  unlock()
}
