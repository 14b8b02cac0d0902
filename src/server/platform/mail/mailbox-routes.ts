import { desc } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { emailMessages } from './schema'
import { escapeHtml } from '../http/escape-html'

const mailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
  status: z.string(),
  attempts: z.number(),
  created_at: z.string(),
})

/**
 * The development mailbox (decision 006): every e-mail the app queued, newest first, as JSON for tests
 * and as a plain page for people, to anyone who asks. Registered only outside production (config.mailbox): the config
 * refuses MAILBOX=on with NODE_ENV=production.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  async function listMail() {
    const rows = await app.db.select().from(emailMessages).orderBy(desc(emailMessages.created_at)).limit(100)
    return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }))
  }

  app.get('/api/dev/mailbox', { config: { access: 'public' }, schema: { response: { 200: z.array(mailSchema) } } }, listMail)

  app.get('/dev/mailbox', { config: { access: 'public' } }, async (_request, reply) => {
    const mail = await listMail()
    const items = mail
      .map(
        (message) =>
          `<article><h2>${escapeHtml(message.subject)}</h2><p>To ${escapeHtml(message.to)} · ${escapeHtml(message.created_at)} · ${escapeHtml(message.status)}</p>` +
          `${message.attachments.map((file) => `<p>Attachment: ${escapeHtml(file.filename)} (${escapeHtml(file.contentType)})</p>`).join('')}` +
          `<pre>${escapeHtml(message.text)}</pre></article>`,
      )
      .join('')
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title></head><body><main><h1>Development mailbox</h1>${items || '<p>No e-mails yet.</p>'}</main></body></html>`,
      )
  })
}
