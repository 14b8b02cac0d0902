import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENT_EXAMPLES } from '@/shared/agents/event-examples'
import { emailMessages } from '@/server/platform/mail/schema'
import { companies } from '@/server/modules/accounts'
import { createTestApp } from '@/server/test/test-app'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { waitFor } from '@/server/test/polling'
import { markUserVerified } from '@/server/test/verified-user'

// The live preview of Settings → Agent e-mails (docs/decisions/123-the-business-brand-in-e-mail.md) is what is sent.
let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
})
afterAll(() => close())

const PREVIEW_URL = '/api/company/agent-identity/preview'
const ROSIE = { senderName: "Rosie's Bakery", replyTo: 'hello@rosies.example', signature: '', signAsAgent: true, brandColor: '#7c2d12' }
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const preview = (cookie: string, body: unknown) => requestJson(app, { method: 'POST', url: PREVIEW_URL, cookie, body })
// The footer's link to the person's data carries a token signed at the moment of writing: the same e-mail, another token.
// Each link is signed afresh: the person-data token and the unsubscribe token differ from one rendering to the next.
const withoutToken = (html: string) =>
  html.replace(/my-data\?token=[^"&<\s]+/g, 'my-data?token=…').replace(/unsubscribe\/[\w-]+/g, 'unsubscribe/…')

describe('the preview of the agents’ e-mails', () => {
  it('is, for each agent the company has, the e-mail that agent then sends: headers, colour, logo, sign-off', async () => {
    const owner = await registerUser(app, { company_name: 'Rosie Bakes' })
    const companyId = owner.user.company_id
    await markUserVerified(app, owner.user.id)
    await app.db.update(companies).set({ website: 'https://rosies.example' }).where(eq(companies.id, companyId))
    const [deployed] = (
      await requestJson(app, { method: 'POST', url: '/api/agents/deploy', cookie: owner.cookie, body: { agentIds: ['max'] } })
    ).json() as { id: string }[]
    // Max sends without review, so his next e-mail goes out at once.
    const review = {
      method: 'PATCH' as const,
      url: `/api/agents/${deployed!.id}/review`,
      cookie: owner.cookie,
      body: { reviewBeforeSend: false },
    }
    expect((await requestJson(app, review)).statusCode).toBe(200)
    const { logoPath } = (
      await requestJson(app, {
        method: 'POST',
        url: '/api/company/agent-identity/logo',
        cookie: owner.cookie,
        body: { contentType: 'image/png', data: PNG },
      })
    ).json()

    const shown = await preview(owner.cookie, ROSIE)
    expect(shown.statusCode, shown.body).toBe(200)
    const [max, ...others] = shown.json().emails
    expect(others).toEqual([])
    expect(max).toMatchObject({
      agentId: 'max',
      agentName: 'Max',
      from: "Rosie's Bakery <no-reply@agentworks.example>",
      replyTo: 'hello@rosies.example',
      to: 'ada.park@example.com',
      subject: 'Can we talk tomorrow?',
    })
    expect(max.html).toContain(`src="${app.publicUrl}${logoPath}"`)
    expect(max.html).toContain('alt="Rosie&#x27;s Bakery"')
    expect(max.html).toContain('background-color:#7c2d12;color:#ffffff')
    expect(max.html).toContain('Max from Rosie&#x27;s Bakery')
    expect(max.html).toContain('>Unsubscribe</a>')
    // Only a preview: the settings are as they were.
    expect((await requestJson(app, { url: '/api/company/agent-identity', cookie: owner.cookie })).json()).toMatchObject({
      senderName: '',
      brandColor: '',
    })

    // Saved, and Max writes to the same lead: the e-mail is the preview's.
    expect(
      (await requestJson(app, { method: 'PATCH', url: '/api/company/agent-identity', cookie: owner.cookie, body: ROSIE })).statusCode,
    ).toBe(200)
    const event = { type: 'lead.created', data: EVENT_EXAMPLES['lead.created'][0] }
    expect((await requestJson(app, { method: 'POST', url: '/api/events', cookie: owner.cookie, body: event })).statusCode).toBe(202)
    const [sent] = await waitFor(
      () => app.db.select().from(emailMessages).where(eq(emailMessages.company_id, companyId)),
      (rows) => rows.length === 1,
      { what: 'Max’s e-mail' },
    )
    expect(sent).toMatchObject({ to: max.to, subject: max.subject, from_name: "Rosie's Bakery", reply_to: max.replyTo })
    expect(withoutToken(sent!.html)).toBe(withoutToken(max.html))
  })

  it('shows every agent that writes while the company has none, to everyone in it, and changes with what is typed', async () => {
    const owner = await registerUser(app, { company_name: 'Rosie Bakes' })
    const member = await joinAsMember(app, owner.cookie)
    const shown = await preview(member, { ...ROSIE, signature: 'Rosie Baker\nOwner', brandColor: '#fde047' })
    expect(shown.statusCode, shown.body).toBe(200)
    const emails = shown.json().emails as { agentName: string; html: string }[]
    expect(emails.map((email) => email.agentName)).toEqual(['Max', 'Harper', 'Finn', 'Sam', 'Riley'])
    for (const email of emails) {
      expect(email.html).toMatch(/Rosie Baker\s*(<br\/>)?\s*Owner/)
      expect(email.html).toMatch(/<p class="email-header" style="[^"]*color:#000000[^"]*">Rosie&#x27;s Bakery<\/p>/)
      expect(`${email.html}`).not.toMatch(/AgentWorks|LeadNurtureAI|HiringFlowBot|BillingAgentX|SupportAssistAI/)
    }
  })

  it('refuses bad settings with a 400 naming the field, and a stranger with 401', async () => {
    const owner = await registerUser(app)
    const bad = await preview(owner.cookie, { ...ROSIE, brandColor: 'orange' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().issues.map((issue: { path: string }) => issue.path)).toContain('brandColor')
    expect((await preview('', ROSIE)).statusCode).toBe(401)
  })
})
