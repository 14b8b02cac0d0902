// @both-databases: the lead row lock of a hand-over
import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HANDOVER_MESSAGES } from '@/shared/schemas/admin-handover'
import { VALID_ASSESSMENT } from '@/shared/schemas/demo-assessment.fixture'
import { emailMessages } from '@/server/platform/mail/schema'
import { companies, invitations, users } from '@/server/modules/accounts'
import { leadActivity, leads } from '@/server/modules/funnels'
import { createTestApp } from '@/server/test/test-app'
import { joinAsMember, nextIp, registerUser, requestJson, sessionCookie, uniqueUser } from '@/server/test/http'
import { readMailedToken } from '@/server/test/mailed-links'
import { submitQuiz } from '@/server/test/quiz-fixtures'
import { signInAsStaff } from '@/server/test/staff-session'

let app: FastifyInstance
let close: () => Promise<void>
let staff: { cookie: string; id: string; email: string }
let owner: { cookie: string; email: string }
let member: string
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
  staff = await signInAsStaff(app)
  const registered = await registerUser(app)
  owner = { cookie: registered.cookie, email: registered.input.email }
  member = await joinAsMember(app, owner.cookie)
})
afterAll(() => close())

/** A Growth Map quiz lead with its own contact address. */
async function quizLead(overrides: Record<string, unknown> = {}) {
  const email = (overrides.contact_email as string | undefined) ?? uniqueUser().email
  const id = await submitQuiz(app, { industry: 'technology', contact_email: email, ...overrides })
  // The lead row is written with the submission; make sure it exists whatever the order of the parts built around it.
  await app.db
    .insert(leads)
    .values({
      id,
      source: 'quiz',
      quiz_submission_id: id,
      company_name: 'Iron Temple Gym',
      contact_name: 'Dana Lift',
      contact_email: email,
      industry: '',
    })
    .onConflictDoNothing()
  return { id, email }
}

const workspaceUrl = (id: string) => `/api/admin/leads/${id}/workspace`
const invitationsUrl = (id: string) => `${workspaceUrl(id)}/invitations`
const inviteAgain = (id: string, body: unknown = {}) =>
  requestJson(app, { method: 'POST', url: invitationsUrl(id), body, cookie: staff.cookie })
const create = (id: string, body: unknown = {}) => requestJson(app, { method: 'POST', url: workspaceUrl(id), body, cookie: staff.cookie })

/** Accepts the owner invitation mailed to `email`; returns the new user's cookie and body. */
async function acceptInvitation(email: string) {
  const token = await readMailedToken(app, email, '/auth')
  const { username } = uniqueUser()
  const joined = await requestJson(app, {
    method: 'POST',
    url: '/api/invitations/verify',
    body: { invitation_token: token, full_name: 'Dana Lift', username, password: 'a-sturdy-passphrase-for-dana' },
    ip: nextIp(),
  })
  expect(joined.statusCode, joined.body).toBe(200)
  return { cookie: sessionCookie(joined), user: joined.json() }
}

describe('who may hand a lead over', () => {
  it('answers 404 to visitors, owners and members, and changes nothing', async () => {
    const { id } = await quizLead()
    for (const cookie of [undefined, owner.cookie, member]) {
      expect((await requestJson(app, { url: workspaceUrl(id), cookie })).statusCode).toBe(404)
      expect((await requestJson(app, { method: 'POST', url: workspaceUrl(id), body: {}, cookie })).statusCode).toBe(404)
      expect((await requestJson(app, { method: 'POST', url: invitationsUrl(id), body: {}, cookie })).statusCode).toBe(404)
    }
    const [lead] = await app.db.select().from(leads).where(eq(leads.id, id))
    expect(lead).toMatchObject({ company_id: null })
    expect(lead!.status).not.toBe('converted')
    expect((await requestJson(app, { url: workspaceUrl(id), cookie: staff.cookie })).statusCode).toBe(200)
  })
})

describe('POST /api/admin/leads/:id/workspace', () => {
  it('creates the company and mails its owner invitation from AgentWorks; the lead is converted', async () => {
    const { id, email } = await quizLead({ company_name: 'Byte Forge' })
    const before = await requestJson(app, { url: workspaceUrl(id), cookie: staff.cookie })
    expect(before.json()).toEqual({ lead_id: id, defaults: { company_name: expect.any(String), email }, workspace: null })

    const response = await create(id)
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json()
    expect(body.delivery.status).toBe('queued')
    expect(body.workspace).toMatchObject({ invitation: { email, state: 'pending', email_status: 'queued' } })
    const companyId: string = body.workspace.company_id

    const [company] = await app.db.select().from(companies).where(eq(companies.id, companyId))
    expect(company).toMatchObject({ source_lead_id: id, name: body.workspace.company_name })
    const [invitation] = await app.db.select().from(invitations).where(eq(invitations.company_id, companyId))
    expect(invitation).toMatchObject({ email, role: 'owner', invited_by: staff.id })

    const [mail] = await app.db.select().from(emailMessages).where(eq(emailMessages.id, invitation!.email_message_id!))
    expect(mail!.text).toContain(`from AgentWorks invited you to set up ${company!.name}`)
    expect(mail).toMatchObject({ lead_id: id, status: 'queued' })

    const [lead] = await app.db.select().from(leads).where(eq(leads.id, id))
    expect(lead).toMatchObject({ status: 'converted', company_id: companyId })
    const [activity] = await app.db
      .select()
      .from(leadActivity)
      .where(and(eq(leadActivity.lead_id, id), eq(leadActivity.kind, 'workspace_created')))
    expect(activity).toMatchObject({ actor_id: staff.id, detail: { company_id: companyId, company_name: company!.name } })

    const after = await requestJson(app, { url: workspaceUrl(id), cookie: staff.cookie })
    expect(after.json().workspace).toMatchObject({ company_id: companyId, company_name: company!.name })

    const again = await create(id)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(HANDOVER_MESSAGES.converted)
  })

  it('takes the company name and address staff give', async () => {
    const { id } = await quizLead()
    const email = uniqueUser().email
    const response = await create(id, { company_name: '  Byte Forge Ltd ', email })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().workspace).toMatchObject({ company_name: 'Byte Forge Ltd', invitation: { email } })
  })

  it('makes the invitee the owner of the new company, whose questionnaire starts from the lead’s answers', async () => {
    const { id, email } = await quizLead({
      company_name: 'Byte Forge',
      contact_name: 'Dana Lift',
      business_type: 'Software studio',
      hours_spent_weekly: 12,
      primary_goal: 'Answer every lead within the hour',
    })
    const companyId = (await create(id)).json().workspace.company_id

    const lookup = await requestJson(app, {
      method: 'POST',
      url: '/api/invitations/lookup',
      body: { invitation_token: await readMailedToken(app, email, '/auth') },
      ip: nextIp(),
    })
    expect(lookup.statusCode).toBe(200)
    expect(lookup.json()).toMatchObject({ email, company_name: 'Byte Forge' })
    expect(lookup.json().inviter_name).toEqual(expect.any(String))

    const { cookie, user } = await acceptInvitation(email)
    expect(user).toMatchObject({ company_id: companyId, role: 'owner', onboarding_completed: false })
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id))
    expect(row!.role).toBe('owner')

    const prefill = await requestJson(app, { url: '/api/onboarding/prefill', cookie })
    expect(prefill.statusCode, prefill.body).toBe(200)
    expect(prefill.json()).toEqual({
      source: 'quiz',
      company: { name: 'Byte Forge', industry: 'saas' },
      onboarding: {
        contact_name: 'Dana Lift',
        contact_email: email,
        business_type: 'Software studio',
        repetitive_hours_weekly: 12,
        business_goals: 'Answer every lead within the hour',
        specific_tools: 'Mindbody, Mailchimp, Other: Paper sign-in sheets',
        workflow_breakdown: 'Member check-in',
      },
    })

    const source = await requestJson(app, { url: '/api/company/source', cookie })
    expect(source.statusCode).toBe(200)
    expect(source.json()).toEqual({ source: { lead_id: id, lead_source: 'quiz', created_at: expect.any(String) } })

    const [invitation] = await app.db.select().from(invitations).where(eq(invitations.company_id, companyId))
    expect(invitation!.accepted_at).not.toBeNull()
    const handover = await requestJson(app, { url: workspaceUrl(id), cookie: staff.cookie })
    expect(handover.json().workspace.invitation.state).toBe('accepted')
  })

  it('creates a workspace for a lead marked Converted by hand', async () => {
    const { id, email } = await quizLead()
    await app.db.update(leads).set({ status: 'converted' }).where(eq(leads.id, id))
    const response = await create(id)
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().workspace).toMatchObject({ invitation: { email, state: 'pending' } })
    const [activity] = await app.db
      .select()
      .from(leadActivity)
      .where(and(eq(leadActivity.lead_id, id), eq(leadActivity.kind, 'workspace_created')))
    expect(activity!.detail).toMatchObject({ previous_status: 'converted' })
  })

  it('refuses an address that already has an account', async () => {
    const { id } = await quizLead({ contact_email: owner.email })
    const response = await create(id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ message: HANDOVER_MESSAGES.accountExists, issues: [{ path: 'email' }] })
    const [lead] = await app.db.select().from(leads).where(eq(leads.id, id))
    expect(lead!.company_id).toBeNull()
    expect(await app.db.select().from(companies).where(eq(companies.source_lead_id, id))).toEqual([])
  })

  it('refuses bad input and unknown leads', async () => {
    const { id } = await quizLead()
    expect((await create(id, { company_name: '   ' })).json().issues[0].path).toBe('company_name')
    expect((await create(id, { email: 'nope' })).json().issues[0].path).toBe('email')
    expect((await create(id, { owner: 'x' })).statusCode).toBe(400)
    expect((await create('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await create('not-a-lead')).statusCode).toBe(400)
    const blank = await quizLead({ contact_email: '' })
    await app.db.update(leads).set({ contact_email: '' }).where(eq(leads.id, blank.id))
    const noEmail = await create(blank.id)
    expect(noEmail.statusCode).toBe(400)
    expect(noEmail.json().message).toBe(HANDOVER_MESSAGES.noEmail)
    expect(await app.db.select().from(companies).where(eq(companies.source_lead_id, id))).toEqual([])
  })
})

describe('POST /api/admin/leads/:id/workspace/invitations', () => {
  const ownerInvitations = (companyId: string) =>
    app.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.company_id, companyId), eq(invitations.role, 'owner')))
      .orderBy(invitations.created_at)

  it('invites the owner again after the invitation expired: a new link that works, on the timeline with who sent it', async () => {
    const { id, email } = await quizLead({ company_name: 'Late Owner Co' })
    const companyId: string = (await create(id)).json().workspace.company_id
    await app.db
      .update(invitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(invitations.company_id, companyId))
    const expired = await requestJson(app, { url: workspaceUrl(id), cookie: staff.cookie })
    expect(expired.json().workspace.invitation.state).toBe('expired')

    const response = await inviteAgain(id)
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      delivery: { status: 'queued' },
      workspace: { company_id: companyId, invitation: { email, state: 'pending', email_status: 'queued' } },
    })
    const rows = await ownerInvitations(companyId)
    expect(rows).toHaveLength(2)
    expect(rows[1]).toMatchObject({ email, role: 'owner', invited_by: staff.id, accepted_at: null, revoked_at: null })
    const [mail] = await app.db.select().from(emailMessages).where(eq(emailMessages.id, rows[1]!.email_message_id!))
    expect(mail).toMatchObject({ lead_id: id, to: email })
    const [activity] = await app.db
      .select()
      .from(leadActivity)
      .where(and(eq(leadActivity.lead_id, id), eq(leadActivity.kind, 'owner_invited')))
    expect(activity).toMatchObject({ actor_id: staff.id, detail: { email } })

    const { user } = await acceptInvitation(email)
    expect(user).toMatchObject({ company_id: companyId, role: 'owner' })
    const joined = await inviteAgain(id)
    expect(joined.statusCode).toBe(409)
    expect(joined.json().message).toBe(HANDOVER_MESSAGES.ownerJoined)
  })

  it('sends it to another address, and the invitation to the first one stops working', async () => {
    const { id, email } = await quizLead()
    const companyId: string = (await create(id)).json().workspace.company_id
    const firstToken = await readMailedToken(app, email, '/auth')
    const other = uniqueUser().email
    const response = await inviteAgain(id, { email: other })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().workspace.invitation).toMatchObject({ email: other, state: 'pending' })
    const rows = await ownerInvitations(companyId)
    expect(rows.map((row) => [row.email, row.revoked_at === null])).toEqual([
      [email, false],
      [other, true],
    ])
    const lookup = await requestJson(app, {
      method: 'POST',
      url: '/api/invitations/lookup',
      body: { invitation_token: firstToken },
      ip: nextIp(),
    })
    expect(lookup.statusCode).not.toBe(200)
  })

  it('refuses a lead without a workspace, an address with an account, bad input and unknown leads, writing nothing', async () => {
    const { id } = await quizLead()
    const none = await inviteAgain(id)
    expect(none.statusCode).toBe(409)
    expect(none.json().message).toBe(HANDOVER_MESSAGES.noWorkspace)

    const companyId: string = (await create(id)).json().workspace.company_id
    const taken = await inviteAgain(id, { email: owner.email })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ message: HANDOVER_MESSAGES.accountExists, issues: [{ path: 'email' }] })
    expect((await inviteAgain(id, { email: 'nope' })).json().issues[0].path).toBe('email')
    expect((await inviteAgain(id, { role: 'member' })).statusCode).toBe(400)
    expect((await inviteAgain('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await inviteAgain('not-a-lead')).statusCode).toBe(400)
    expect(await ownerInvitations(companyId)).toHaveLength(1)
    const activity = await app.db
      .select()
      .from(leadActivity)
      .where(and(eq(leadActivity.lead_id, id), eq(leadActivity.kind, 'owner_invited')))
    expect(activity).toEqual([])
  })
})

describe('GET /api/onboarding/prefill and /api/company/source', () => {
  it('carries a demo assessment’s answers of the same meaning over to the questionnaire', async () => {
    const email = uniqueUser().email
    const assessment = await requestJson(app, {
      method: 'POST',
      url: '/api/demo/assessments',
      body: { ...VALID_ASSESSMENT, contact_email: email },
      ip: nextIp(),
    })
    const id: string = assessment.json().id
    await app.db
      .insert(leads)
      .values({
        id,
        source: 'demo',
        demo_lead_id: id,
        company_name: 'Analytical Engines',
        contact_name: 'Ada Lovelace',
        contact_email: email,
        industry: '',
      })
      .onConflictDoNothing()
    expect((await create(id)).statusCode).toBe(201)
    const { cookie } = await acceptInvitation(email)
    const prefill = await requestJson(app, { url: '/api/onboarding/prefill', cookie })
    expect(prefill.json()).toEqual({
      source: 'demo',
      company: { name: 'Analytical Engines', industry: 'manufacturing' },
      onboarding: {
        contact_name: 'Ada Lovelace',
        contact_title: 'Founder',
        contact_email: email,
        repetitive_hours_weekly: 10,
        workflow_breakdown: VALID_ASSESSMENT.workflow_and_tasks,
        specific_tools: 'HubSpot, Slack',
      },
    })
    const source = await requestJson(app, { url: '/api/company/source', cookie })
    expect(source.json().source).toMatchObject({ lead_id: id, lead_source: 'demo' })
  })

  it('is empty for a company that came from no lead, and needs a session', async () => {
    const prefill = await requestJson(app, { url: '/api/onboarding/prefill', cookie: owner.cookie })
    expect(prefill.json()).toEqual({ source: null, company: {}, onboarding: {} })
    expect((await requestJson(app, { url: '/api/company/source', cookie: member })).json()).toEqual({ source: null })
    expect((await requestJson(app, { url: '/api/onboarding/prefill' })).statusCode).toBe(401)
    expect((await requestJson(app, { url: '/api/company/source' })).statusCode).toBe(401)
  })
})
