// The quiz-submit bench, on one database (embedded unless BENCH_DATABASE_URL is given): the full app as
// production runs it with rate limits lifted (docs/decisions/035), and a minimal Fastify route saving the same
// row through the same service (its own writer, docs/decisions/036) into the same table, with the same follow-ups in
// its transaction (the webhook delivery and the e-mail, docs/decisions/084-quiz-submit-enqueues-follow-ups.md).
// POST /stored on the minimal server checks afterwards what was stored.
import { count, eq, inArray } from 'drizzle-orm'
import Fastify from 'fastify'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/platform/db/client'
import { quizSubmissions } from '../../src/server/modules/funnels'
import { CLIENT_DIST_DIR } from '../../src/server/platform/project-root'
import { createQuizSubmissionWriter, queueLeadFollowUps } from '../../src/server/modules/funnels'
import type { QuizPayload } from '../../src/shared/schemas/quiz'
import { scratchDataDir, whenStopped } from './stop'

const [appPort, minimalPort] = [Number(process.env.APP_PORT), Number(process.env.MINIMAL_PORT)]
const databaseUrl = process.env.BENCH_DATABASE_URL
const database = databaseUrl
  ? await openDatabase({ kind: 'postgres', url: databaseUrl })
  : await openDatabase({ kind: 'pglite', dataDir: scratchDataDir('quiz') })
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
const app = await buildApp({ config, database, logger: false, rateLimits: false })
whenStopped(() => app.close())
await app.listen({ port: appPort, host: '127.0.0.1' })

const minimal = Fastify()
whenStopped(() => minimal.close())
const saveSubmission = createQuizSubmissionWriter(database.db, queueLeadFollowUps(app.jobs, config, app.personDataLinks))
minimal.post('/submit', async (request, reply) => reply.status(201).send({ id: await saveSubmission(request.body as QuizPayload) }))
// Of the given acknowledged ids, how many are in the table; and how many rows that server's requests left in all.
minimal.post('/stored', { bodyLimit: 16 * 1024 * 1024 }, async (request) => {
  const { stageFlag, ids } = request.body as { stageFlag: string; ids: string[] }
  // In chunks: PostgreSQL takes at most 65 535 bind parameters in one statement, and a run acknowledges more.
  let stored = 0
  for (let start = 0; start < ids.length; start += 10_000) {
    const [chunk] = await database.db
      .select({ n: count() })
      .from(quizSubmissions)
      .where(inArray(quizSubmissions.id, ids.slice(start, start + 10_000)))
    stored += chunk!.n
  }
  const [all] = await database.db.select({ n: count() }).from(quizSubmissions).where(eq(quizSubmissions.stage_flag, stageFlag))
  return { stored, total: all!.n }
})
await minimal.listen({ port: minimalPort, host: '127.0.0.1' })

console.log(JSON.stringify({ ready: true, database: database.kind }))
