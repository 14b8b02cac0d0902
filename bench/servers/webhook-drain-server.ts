// The webhook-drain bench (docs/decisions/084): the full app as production runs it on the embedded database, its
// N8N_WEBHOOK_URL the bench's receiver. POST /drain on the control port stores COUNT submissions, queues their
// deliveries in one transaction, and answers once every one is recorded delivered, with the time that took.
import { randomBytes } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/platform/db/client'
import { CLIENT_DIST_DIR } from '../../src/server/platform/project-root'
import { createQuizSubmissionWriter, enqueueLeadWebhooks, quizSubmissions, webhookDeliveries } from '../../src/server/modules/funnels'
import type { QuizPayload } from '../../src/shared/schemas/quiz'
import { scratchDataDir, whenStopped } from './stop'
import quizAnswers from '../../src/server/test/quiz-answers.json'

const [controlPort, receiverUrl, total] = [Number(process.env.CONTROL_PORT), process.env.RECEIVER_URL!, Number(process.env.COUNT)]
const secret = `whsec_${randomBytes(24).toString('base64')}`
const database = await openDatabase({ kind: 'pglite', dataDir: scratchDataDir('webhook-drain') })
whenStopped(() => database.close())
const config = loadConfig(
  {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3231',
    N8N_WEBHOOK_URL: receiverUrl,
    N8N_WEBHOOK_SECRET: secret,
  },
  CLIENT_DIST_DIR,
)
const app = await buildApp({ config, database, logger: false, rateLimits: false })
whenStopped(() => app.close())
await app.ready()

const lead = (index: number): QuizPayload => ({
  ...(quizAnswers as Omit<QuizPayload, 'stageFlag' | 'submissionTimestamp'>),
  company_name: `Bench Gym ${index}`,
  stageFlag: 'bench',
  submissionTimestamp: new Date().toISOString(),
})

const delivered = async () =>
  (await database.db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.status, 'delivered')))[0]!.n

const control = Fastify()
whenStopped(() => control.close())
control.post('/drain', async () => {
  // The submissions are stored first, without follow-ups, so only the queueing and the draining are timed.
  const save = createQuizSubmissionWriter(database.db)
  await Promise.all(Array.from({ length: total }, (_, index) => save(lead(index))))
  const submissions = await database.db.select().from(quizSubmissions)
  const started = performance.now()
  await database.db.transaction((tx) => enqueueLeadWebhooks(app.jobs, tx, { url: receiverUrl, secret }, submissions))
  while ((await delivered()) < total) await new Promise((resolve) => setTimeout(resolve, 20))
  return { ms: Math.round(performance.now() - started), delivered: await delivered() }
})
await control.listen({ port: controlPort, host: '127.0.0.1' })

console.log(JSON.stringify({ ready: true, database: database.kind }))
