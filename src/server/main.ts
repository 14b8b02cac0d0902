import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase, type Database } from '@/server/platform/db/client'
import { DataDirLockedError, lockDataDir } from '@/server/platform/db/data-dir-lock'
import { CLIENT_DIST_DIR } from '@/server/platform/project-root'
import { deleteSpentAccountTokens, forgetStaleSignInAddresses } from './modules/accounts'
import { pruneCompanyEmailDays } from '@/server/platform/mail/company-email-limit'
import { pruneEndedWindows } from '@/server/platform/rate-limit/rate-limits'

const PRUNE_EVERY_MS = 60 * 60_000

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function main() {
  let config
  try {
    // Development serves the client from Vite; production serves the build when there is one.
    const hasBuild = process.env.NODE_ENV !== 'development' && existsSync(join(CLIENT_DIST_DIR, 'index.html'))
    config = loadConfig(process.env, hasBuild ? CLIENT_DIST_DIR : undefined)
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }

  let unlock = () => {}
  let database: Database
  try {
    if (config.databaseUrl) {
      database = await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    } else {
      unlock = lockDataDir(config.dataDir)
      database = await openDatabase({ kind: 'pglite', dataDir: config.dataDir })
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message)
    fail(`Could not open the database: ${(error as Error).message}`)
  }

  const app = await buildApp({ config, database })
  const pruneTimer = setInterval(
    () =>
      void Promise.all([
        pruneEndedWindows(database.db),
        forgetStaleSignInAddresses(database.db),
        deleteSpentAccountTokens(database.db),
        pruneCompanyEmailDays(database.db),
      ]).catch((error) => app.log.warn({ err: error }, 'prune failed')),
    PRUNE_EVERY_MS,
  )
  pruneTimer.unref()

  let closing = false
  // Graceful shutdown: stop accepting, let in-flight requests finish, close the database, exit 0.
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    clearInterval(pruneTimer)
    await app.close()
    await database.close()
    unlock()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await database.close()
    unlock()
    fail(`Could not listen on ${config.host}:${config.port}: ${(error as Error).message}`)
  }
}

void main()
