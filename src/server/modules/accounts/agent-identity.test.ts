import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { createTestApp } from '@/server/test/test-app'

let app: FastifyInstance
let close: () => Promise<void>
beforeAll(async () => {
  ;({ app, close } = await createTestApp({ MAIL_FROM: 'AgentWorks <no-reply@agentworks.example>' }))
})
afterAll(() => close())

const URL = '/api/company/agent-identity'
const read = (cookie: string) => requestJson(app, { url: URL, cookie })
const save = (cookie: string, body: unknown) => requestJson(app, { method: 'PATCH', url: URL, cookie, body })
const ROSIE = { senderName: "Rosie's Bakery", replyTo: 'hello@rosies.example', signature: 'Rosie Baker\nOwner', signAsAgent: false }

describe('Settings → Agents: how the agents’ e-mails present the business', () => {
  it('starts from the company’s name and the agent’s first name, and says which address sends', async () => {
    const owner = await registerUser(app, { company_name: 'Rosie Bakes' })
    const response = await read(owner.cookie)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      companyName: 'Rosie Bakes',
      senderName: '',
      replyTo: '',
      signature: '',
      signAsAgent: true,
      sendingAddress: 'no-reply@agentworks.example',
    })
  })

  it('lets the owner set them, and everyone in the company read them', async () => {
    const owner = await registerUser(app, { company_name: 'Rosie Bakes' })
    const saved = await save(owner.cookie, ROSIE)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject(ROSIE)
    const member = await joinAsMember(app, owner.cookie)
    expect((await read(member)).json()).toMatchObject(ROSIE)
    // Empty again: back to the defaults.
    const cleared = await save(owner.cookie, { senderName: '', replyTo: '', signature: '', signAsAgent: true })
    expect(cleared.json()).toMatchObject({ senderName: '', replyTo: '', signature: '', signAsAgent: true })
  })

  it('answers 401 without a session and 403 to a member, and changes nothing', async () => {
    const owner = await registerUser(app)
    const member = await joinAsMember(app, owner.cookie)
    expect((await save('', ROSIE)).statusCode).toBe(401)
    const refused = await save(member, ROSIE)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBeTruthy()
    expect((await read(owner.cookie)).json()).toMatchObject({ senderName: '', replyTo: '', signature: '' })
  })

  it.each([
    [{ ...ROSIE, replyTo: 'not an address' }, 'replyTo'],
    [{ ...ROSIE, senderName: 'Rosie <boss@evil.example>' }, 'senderName'],
    [{ ...ROSIE, senderName: 'x'.repeat(81) }, 'senderName'],
    [{ ...ROSIE, signature: 'one\ntwo\nthree\nfour' }, 'signature'],
    [{ ...ROSIE, signature: 'Rosie\u0000' }, 'signature'],
    [{ ...ROSIE, extra: true }, undefined],
    [{ senderName: 'Rosie' }, 'replyTo'],
  ])('refuses %j with a 400 naming the field, and writes nothing', async (body, field) => {
    const owner = await registerUser(app)
    const response = await save(owner.cookie, body)
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBeTruthy()
    if (field) expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(field)
    expect((await read(owner.cookie)).json()).toMatchObject({ senderName: '', replyTo: '', signature: '', signAsAgent: true })
  })
})
