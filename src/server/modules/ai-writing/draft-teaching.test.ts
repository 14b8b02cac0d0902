import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { companies } from '@/server/modules/accounts'
import { requestJson } from '@/server/test/http'
import type { ScriptedModelServer } from '@/server/test/scripted-model-server'
import { companyWithMax, draftRow, insertLeadDraft, type TeachingCompany } from '@/server/test/teaching-fixtures'
import { writeDraft, type DraftJobContext } from './draft-job'
import { startWritingTestApp } from './test-draft-context'

// What the business taught, in every model draft's prompt (docs/decisions/131-approvals-that-teach.md): the company's
// voice, the agent's style guide, and its latest edited, approved e-mails as examples with the other person hidden.
let app: FastifyInstance
let model: ScriptedModelServer
let context: DraftJobContext
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, model, context, close } = await startWritingTestApp('llama3.1'))
})
afterAll(() => close())
beforeEach(() => model.script([]))

const PHONE = '+44 20 7946 0958'

/** A draft to `name` that a reviewer edited and approved (it is sent at once: no message window holds it). */
async function approveEdited(company: TeachingCompany, name: string, line: string) {
  const first = name.split(' ')[0]!
  const to = `${first.toLowerCase()}@example.com`
  const { draftId } = await insertLeadDraft(app, company, { name, to })
  const body = `Hi ${first},\n\n${line} Call ${first} back on ${PHONE}, or reply to ${to}.`
  const approved = await requestJson(app, {
    method: 'POST',
    url: `/api/approvals/${draftId}/approve`,
    cookie: company.cookie,
    body: { subject: `${first}, a short note`, body },
  })
  expect(approved.statusCode, approved.body).toBe(200)
  return draftId
}

/** Max writes a new draft to Ada Park; returns the prompt the model was sent. */
async function nextPrompt(company: TeachingCompany) {
  const { draftId } = await insertLeadDraft(app, company, { name: 'Ada Park', to: 'ada@example.com', status: 'writing' })
  await writeDraft(context, draftId)
  expect((await draftRow(app, draftId)).status).toBe('awaiting')
  return model.requests.at(-1)!
}

describe('examples from edited approvals', () => {
  it('shows the latest five in the next prompt, each with the other person hidden', async () => {
    const company = await companyWithMax(app)
    const people = ['Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth', 'Frances Allen']
    for (const [index, name] of people.entries()) await approveEdited(company, name, `Edit number ${index + 1}, kept brief.`)
    // Approved as written, or rejected: no example.
    const { draftId } = await insertLeadDraft(app, company, { name: 'Radia Perlman', to: 'radia@example.com' })
    const draft = await draftRow(app, draftId)
    await requestJson(app, {
      method: 'POST',
      url: `/api/approvals/${draftId}/approve`,
      cookie: company.cookie,
      body: { subject: draft.subject, body: draft.body },
    })

    const { user, system } = await nextPrompt(company)
    expect(user).toContain('E-mails the business edited and approved for other people (examples of its writing, not facts):')
    expect(user).toContain(
      'Example 1:\n  Subject: [their name], a short note\n  Hi [their name],\n  \n  Edit number 6, kept brief. Call [their name] back on [their phone], or reply to [their email].',
    )
    expect(user).toContain('Example 5:')
    expect(user).not.toContain('Example 6:')
    expect(user).not.toContain('Edit number 1,')
    for (const value of [...people.flatMap((name) => name.split(' ')), 'grace@example.com', PHONE, 'Radia'])
      expect(user).not.toContain(value)
    expect(system).toContain('never copy their names, details, prices, dates or promises')
    const view = (await requestJson(app, { url: `/api/agents/${company.agentId}/guidance`, cookie: company.cookie })).json()
    expect(view.examples).toBe(5)
  })

  it('leaves out an e-mail masked once sent when the company keeps only what a run needs, and masks the prompt', async () => {
    const company = await companyWithMax(app)
    await app.db.update(companies).set({ data_collection: false }).where(eq(companies.id, company.companyId))
    await approveEdited(company, 'Grace Hopper', 'Edited while keeping only what a run needs.')
    const { user } = await nextPrompt(company)
    expect(user).not.toContain('Example 1:')
    for (const value of ['Grace', 'grace@example.com', PHONE, 'Ada Park', 'ada@example.com']) expect(user).not.toContain(value)
    expect(user).toContain('name: [name]')
  })
})

describe('the owner’s guide and the company’s voice', () => {
  it('go with the next prompt, after every rule, never as facts', async () => {
    const company = await companyWithMax(app)
    const guided = await requestJson(app, {
      method: 'PUT',
      url: `/api/agents/${company.agentId}/guidance`,
      cookie: company.cookie,
      body: { guidance: 'Use first names.\n\nNever use exclamation marks.' },
    })
    expect(guided.statusCode, guided.body).toBe(200)
    const voiced = await requestJson(app, {
      method: 'PUT',
      url: '/api/company/writing-voice',
      cookie: company.cookie,
      body: { voice: 'Warm, brief, and we say "we".' },
    })
    expect(voiced.statusCode, voiced.body).toBe(200)
    const { user, system } = await nextPrompt(company)
    expect(user).toContain('How the business’s e-mails sound (its voice, not facts):\n  Warm, brief, and we say "we".\nEnd of voice.')
    expect(user).toContain('Max’s style guide (not facts):\n- Use first names.\n- Never use exclamation marks.\nEnd of style guide.')
    expect(system.indexOf('style guide say how it wants')).toBeGreaterThan(system.indexOf('Never mention a price'))
  })
})
