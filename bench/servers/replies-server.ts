// The replies bench (docs/decisions/128-conversations.md): the production app on a fresh embedded database with the
// embedded SMTP receiver and the raw-MIME webhook, its model the tests' scripted server answering after a fixed delay.
// One company's agent has one conversation that the flood of replies goes to; its month's token budget is spent, so
// no model writes its answers (they wait as needs_human, docs/decisions/129-answers-in-the-thread.md) and the flood
// measures receiving. A second company's Sam answers, with the model, one reply in each of many conversations
// (reply-answers.ts). A stats route on a second port counts the replies stored and reads the answers back. Names are
// looked up by a resolver that answers at once that no record exists: the checks' cost is measured, not this
// machine's name servers.
import { randomBytes } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/platform/db/client'
import { CLIENT_DIST_DIR } from '../../src/server/platform/project-root'
import { companies } from '../../src/server/modules/accounts'
import { companyAiSettings } from '../../src/server/modules/ai-writing'
import { deployAgents } from '../../src/server/modules/agents'
import { contacts, conversationMessages, conversations } from '../../src/server/modules/runtime'
import { newReplyToken } from '../../src/server/platform/mail/reply-address'
import { startScriptedModelServer } from '../../src/server/test/scripted-model-server'
import { answersOf, seedAnsweringCompany, workLeft } from './reply-answers'
import { scratchDataDir, whenStopped } from './stop'

const [appPort, smtpPort, statsPort] = [Number(process.env.APP_PORT), Number(process.env.SMTP_PORT), Number(process.env.STATS_PORT)]
const domain = 'replies.bench.example'
const secret = `whsec_${randomBytes(24).toString('base64')}`
const model = await startScriptedModelServer({ delayMs: Number(process.env.MODEL_DELAY_MS ?? 300) })
whenStopped(() => model.close())
const database = await openDatabase({ kind: 'pglite', dataDir: scratchDataDir('replies') })
whenStopped(() => database.close())
const config = loadConfig(
  {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: `http://localhost:${appPort}`,
    INBOUND_DOMAIN: domain,
    INBOUND_SMTP_PORT: String(smtpPort),
    INBOUND_WEBHOOK_SECRET: secret,
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: model.baseUrl,
    AI_MODEL: 'bench-writer',
  },
  CLIENT_DIST_DIR,
)
const noRecord = async () => {
  throw Object.assign(new Error('no such record'), { code: 'ENOTFOUND' })
}
const app = await buildApp({
  config: { ...config, inbound: { ...config.inbound!, dnsResolver: noRecord } },
  database,
  logger: false,
  rateLimits: false,
})
whenStopped(() => app.close())
await app.listen({ port: appPort, host: '127.0.0.1' })

const { db } = database
const [company] = await db.insert(companies).values({ name: 'Bench Replies Co' }).returning()
const [agent] = await deployAgents(db, company!.id, ['sam'])
await db.insert(companyAiSettings).values({ company_id: company!.id, monthly_token_budget: 0 })
const [contact] = await db.insert(contacts).values({ company_id: company!.id, address: 'bench.customer@example.com' }).returning()
const token = newReplyToken()
const [conversation] = await db
  .insert(conversations)
  .values({ company_id: company!.id, contact_id: contact!.id, agent_id: agent!.id, reply_token: token, subject: 'Opening hours' })
  .returning()
const answering = await seedAnsweringCompany(db, domain, Number(process.env.ANSWERED_REPLIES ?? 150))

const stats = Fastify()
whenStopped(() => stats.close())
stats.get('/stats', async () => {
  const [stored] = await db
    .select({ n: count() })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversation_id, conversation!.id))
  return { stored: stored!.n, left: await workLeft(db) }
})
stats.get('/answers', () => answersOf(db, answering.companyId))
await stats.listen({ port: statsPort, host: '127.0.0.1' })

console.log(JSON.stringify({ ready: true, replyTo: `reply+${token}@${domain}`, secret, people: answering.people }))
