// The production build as `npm start` serves it, on its own embedded database, for the public pages' bench
// (first-load weight and Lighthouse of `/` and `/quiz-funnel`).
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/platform/db/client'
import { CLIENT_DIST_DIR } from '../../src/server/platform/project-root'
import { scratchDataDir, whenStopped } from './stop'

const port = Number(process.env.PAGES_PORT)
const dataDir = scratchDataDir('pages')
const database = await openDatabase({ kind: 'pglite', dataDir })
whenStopped(() => database.close())
const config = loadConfig(
  { NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'silent', PUBLIC_URL: `http://localhost:${port}` },
  CLIENT_DIST_DIR,
)
const app = await buildApp({ config, database, logger: false })
whenStopped(() => app.close())
await app.listen({ port, host: '127.0.0.1' })
console.log(JSON.stringify({ ready: true }))
