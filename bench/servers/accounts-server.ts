// The servers `npm run bench` measures, in one process on one database (embedded unless BENCH_DATABASE_URL is given):
// the full app (production build, rate limits on), a minimal Fastify route running the same session query, and bare
// node:http; with a signed-in user, and an account that only the wrong-password storm signs in to.
import { createServer } from 'node:http'
import Fastify from 'fastify'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/platform/db/client'
import { CLIENT_DIST_DIR } from '../../src/server/platform/project-root'
import { companies, users } from '../../src/server/modules/accounts'
import { hashPassword } from '../../src/server/modules/accounts'
import { createSession, createSessionLookup } from '../../src/server/modules/accounts'
import { toPublicUser } from '../../src/server/modules/accounts'
import { scratchDataDir, whenStopped } from './stop'

const [appPort, minimalPort, barePort] = [Number(process.env.APP_PORT), Number(process.env.MINIMAL_PORT), Number(process.env.BARE_PORT)]
const databaseUrl = process.env.BENCH_DATABASE_URL
const database = databaseUrl
  ? await openDatabase({ kind: 'postgres', url: databaseUrl })
  : await openDatabase({ kind: 'pglite', dataDir: scratchDataDir('accounts') })
whenStopped(() => database.close())
const config = loadConfig(
  {
    NODE_ENV: 'production',
    PORT: String(appPort),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: `http://localhost:${appPort}`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  CLIENT_DIST_DIR,
)
const app = await buildApp({ config, database, logger: false })
whenStopped(() => app.close())
await app.listen({ port: appPort, host: '127.0.0.1' })

const findSessionUser = createSessionLookup(database)
const minimal = Fastify()
whenStopped(() => minimal.close())
minimal.get('/session-user', async (request, reply) => {
  const token = /sid=([^;]+)/.exec(request.headers.cookie ?? '')?.[1]
  const user = token ? await findSessionUser(token) : null
  return user ? toPublicUser(user) : reply.status(401).send({ message: 'Not signed in' })
})
await minimal.listen({ port: minimalPort, host: '127.0.0.1' })

createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end('{"status":"ok"}')
}).listen(barePort, '127.0.0.1')

const password = 'bench-passphrase-not-common'
const [company] = await database.db.insert(companies).values({ name: 'Bench Co' }).returning()
const [user] = await database.db
  .insert(users)
  .values({
    email: 'bench@example.com',
    username: 'bench',
    password_hash: await hashPassword(password),
    company_id: company!.id,
    role: 'owner',
  })
  .returning()
const { token } = await createSession(database.db, user!.id)
await database.db.insert(users).values({
  email: 'bench-target@example.com',
  username: 'bench_target',
  password_hash: await hashPassword(password),
  company_id: company!.id,
  role: 'member',
})
console.log(
  JSON.stringify({
    ready: true,
    database: database.kind,
    cookie: `sid=${token}`,
    email: 'bench@example.com',
    password,
    target: { email: 'bench-target@example.com', password },
  }),
)
