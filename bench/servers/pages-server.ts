// The production build as `npm start` serves it, on its own embedded database, for the public pages' bench
// (first-load weight and Lighthouse of `/` and `/quiz-funnel`).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/db/client'
import { CLIENT_DIST_DIR } from '../../src/server/project-root'

const port = Number(process.env.PAGES_PORT)
const dataDir = mkdtempSync(join(tmpdir(), 'agentworks-bench-pages-'))
const database = await openDatabase({ kind: 'pglite', dataDir })
const config = loadConfig({ NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'silent', PUBLIC_URL: `http://localhost:${port}` }, CLIENT_DIST_DIR)
const app = await buildApp({ config, database, logger: false })
await app.listen({ port, host: '127.0.0.1' })
console.log(JSON.stringify({ ready: true }))
