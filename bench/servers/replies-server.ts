// The replies bench (docs/decisions/128-conversations.md): the production app on a fresh embedded database with the
// embedded SMTP receiver and the raw-MIME webhook, one company, its agent and one conversation to reply to; a stats
// route on a second port counts the replies stored. Names are looked up by a resolver that answers at once that no
// record exists: the checks' cost is measured, not this machine's name servers.
import { randomBytes } from 'node:crypto'
import { count, eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { openDatabase } from '../../src/server/platform/db/client'
import { CLIENT_DIST_DIR } from '../../src/server/platform/project-root'
import { companies } from '../../src/server/modules/accounts'
import { deployAgents } from '../../src/server/modules/agents'
import { contacts, conversationMessages, conversations } from '../../src/server/modules/runtime'
import { newReplyToken } from '../../src/server/platform/mail/reply-address'
import { scratchDataDir, whenStopped } from './stop'

const [appPort, smtpPort, statsPort] = [Number(process.env.APP_PORT), Number(process.env.SMTP_PORT), Number(process.env.STATS_PORT)]
const domain = 'replies.bench.example'
const secret = `whsec_${randomBytes(24).toString('base64')}`
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
const [contact] = await db.insert(contacts).values({ company_id: company!.id, address: 'bench.customer@example.com' }).returning()
const token = newReplyToken()
const [conversation] = await db
  .insert(conversations)
  .values({ company_id: company!.id, contact_id: contact!.id, agent_id: agent!.id, reply_token: token, subject: 'Opening hours' })
  .returning()

const stats = Fastify()
whenStopped(() => stats.close())
stats.get('/stats', async () => {
  const [stored] = await db
    .select({ n: count() })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversation_id, conversation!.id))
  return { stored: stored!.n }
})
await stats.listen({ port: statsPort, host: '127.0.0.1' })

console.log(JSON.stringify({ ready: true, replyTo: `reply+${token}@${domain}`, secret }))
