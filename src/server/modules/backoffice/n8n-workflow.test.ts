import * as nodeCrypto from 'node:crypto'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createContext, runInContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { signWebhook } from '@/server/platform/webhooks/webhook-signing'
import { buildTestLeadBody } from './n8n-test-lead'

// The importable workflow of docs/n8n.md: its Code nodes run here as n8n runs them (a sandbox whose only builtin is
// crypto, NODE_FUNCTION_ALLOW_BUILTIN=crypto), against deliveries the app signs itself. Nothing of n8n is imported.

type N8nNode = { name: string; type: string; parameters: Record<string, unknown> }
type Workflow = { nodes: N8nNode[]; connections: Record<string, { main: { node: string }[][] }> }
type Item = { json: Record<string, unknown>; binary?: Record<string, { data: string; mimeType: string; id?: string }> }

const workflow = JSON.parse(readFileSync('docs/n8n/agentworks-lead-workflow.json', 'utf8')) as Workflow
const node = (name: string) => workflow.nodes.find((candidate) => candidate.name === name)!
const codeOf = (name: string) => node(name).parameters.jsCode as string

const SECRET = `whsec_${randomBytes(24).toString('base64')}`
const OTHER_SECRET = `whsec_${randomBytes(24).toString('base64')}`

/**
 * Runs a Code node's JavaScript the way n8n's task runner does: the code is the body of an async function called with
 * the sandbox as `this`, whose globals are $input, $getWorkflowStaticData, Buffer, helpers and a `require` that gives
 * crypto only.
 */
async function runCode(code: string, items: Item[], staticData: Record<string, unknown> = {}, secret = SECRET): Promise<Item[]> {
  const context = createContext({
    $input: { first: () => items[0], all: () => items },
    $getWorkflowStaticData: (type: string) => {
      if (type !== 'global') throw new Error(`unexpected static data ${type}`)
      return staticData
    },
    require: (name: string) => {
      if (name !== 'crypto') throw new Error(`Cannot find module '${name}' [not allowed]`)
      return nodeCrypto
    },
    Buffer,
    helpers: {
      // The binary data store of n8n's filesystem mode: the item holds an id, the helper gives the bytes.
      getBinaryDataBuffer: async (index: number, property: string) => Buffer.from(items[index]!.binary![property]!.data, 'base64'),
    },
  })
  const source = code.replace('whsec_PASTE_N8N_WEBHOOK_SECRET_HERE', secret)
  return (await runInContext(
    `module = { exports: {} }; module.exports = async function VmCodeWrapper() {${source}\n}()`,
    context,
  )) as Item[]
}

/**
 * What n8n's Webhook node (v2, Raw Body on) passes on for a request: the headers as Node lowercases them, the body
 * parsed, and the bytes as received in the binary property "data" (n8n's Webhook.node.ts).
 */
function webhookItem(signed: { headers: Record<string, string>; body: string }, options: { stored?: boolean } = {}): Item {
  return {
    json: { headers: { host: 'n8n.example', ...signed.headers }, params: {}, query: {}, body: JSON.parse(signed.body) as unknown },
    binary: {
      data: {
        data: Buffer.from(signed.body).toString('base64'),
        mimeType: 'application/json',
        ...(options.stored ? { id: 'filesystem-v2:x' } : {}),
      },
    },
  }
}

const deliveryId = () => `msg_${randomBytes(16).toString('hex')}`

describe('the importable n8n workflow', () => {
  it('receives POST agentworks-lead, answers at once, keeps the raw body and runs verify, dedupe, then the CRM', () => {
    const webhook = node('AgentWorks lead')
    expect(webhook.type).toBe('n8n-nodes-base.webhook')
    expect(webhook.parameters).toMatchObject({
      httpMethod: 'POST',
      path: 'agentworks-lead',
      responseMode: 'onReceived',
      options: { rawBody: true },
    })
    expect(node('Verify signature').type).toBe('n8n-nodes-base.code')
    expect(node('Drop repeats').type).toBe('n8n-nodes-base.code')
    const next = (name: string) => workflow.connections[name]!.main[0]!.map((link) => link.node)
    expect(next('AgentWorks lead')).toEqual(['Verify signature'])
    expect(next('Verify signature')).toEqual(['Drop repeats'])
    expect(next('Drop repeats')).toEqual(['Your CRM here'])
  })

  it('passes a delivery the app signed, with its webhook-id and the lead, inline or from the binary data store', async () => {
    const body = buildTestLeadBody()
    const id = deliveryId()
    for (const stored of [false, true]) {
      const [out] = await runCode(codeOf('Verify signature'), [webhookItem(signWebhook(SECRET, id, body), { stored })])
      expect(out!.json).toEqual({ webhookId: id, timestamp: expect.any(Number), lead: JSON.parse(body) })
    }
  })

  it('refuses a changed body, an old or future timestamp, another key, a missing header and a missing raw body', async () => {
    const body = buildTestLeadBody()
    const signed = signWebhook(SECRET, deliveryId(), body)
    const code = codeOf('Verify signature')

    const tampered = webhookItem(signed)
    tampered.binary!.data!.data = Buffer.from(body.replace('"priority":"high"', '"priority":"standard"')).toString('base64')
    await expect(runCode(code, [tampered])).rejects.toThrow(/does not match/)

    const old = signWebhook(SECRET, deliveryId(), body, new Date(Date.now() - 6 * 60_000))
    await expect(runCode(code, [webhookItem(old)])).rejects.toThrow(/more than 5 minutes/)
    const future = signWebhook(SECRET, deliveryId(), body, new Date(Date.now() + 6 * 60_000))
    await expect(runCode(code, [webhookItem(future)])).rejects.toThrow(/more than 5 minutes/)

    await expect(runCode(code, [webhookItem(signed)], {}, OTHER_SECRET)).rejects.toThrow(/does not match/)

    const unsigned = webhookItem(signed)
    delete (unsigned.json.headers as Record<string, string>)['webhook-signature']
    await expect(runCode(code, [unsigned])).rejects.toThrow(/missing/)

    const parsedOnly = { json: webhookItem(signed).json }
    await expect(runCode(code, [parsedOnly])).rejects.toThrow(/Raw Body/)

    const unpasted = runCode(code, [webhookItem(signed)], {}, 'whsec_PASTE_N8N_WEBHOOK_SECRET_HERE')
    await expect(unpasted).rejects.toThrow(/Paste N8N_WEBHOOK_SECRET/)
  })

  it('accepts any of several v1 signatures, as during a change of key', async () => {
    const body = buildTestLeadBody()
    const id = deliveryId()
    const signed = signWebhook(SECRET, id, body)
    const other = signWebhook(OTHER_SECRET, id, body, new Date(Number(signed.headers['webhook-timestamp']) * 1000))
    const both = {
      ...signed,
      headers: { ...signed.headers, 'webhook-signature': `${other.headers['webhook-signature']} ${signed.headers['webhook-signature']}` },
    }
    const [out] = await runCode(codeOf('Verify signature'), [webhookItem(both)])
    expect(out!.json.webhookId).toBe(id)
  })

  it('drops a repeated webhook-id and keeps a bounded list of the ids it saw', async () => {
    const code = codeOf('Drop repeats')
    const staticData: Record<string, unknown> = {}
    const lead = (webhookId: string) => [{ json: { webhookId, lead: { test: true } } }]

    const first = deliveryId()
    expect(await runCode(code, lead(first), staticData)).toHaveLength(1)
    expect(await runCode(code, lead(first), staticData)).toEqual([])
    expect(await runCode(code, lead(deliveryId()), staticData)).toHaveLength(1)

    // A full list: the oldest id falls out when a new one comes.
    const full: Record<string, unknown> = { agentworksSeenIds: [first, ...Array.from({ length: 999 }, (_, index) => `msg_${index}`)] }
    const latest = deliveryId()
    expect(await runCode(code, lead(latest), full)).toHaveLength(1)
    const seen = full.agentworksSeenIds as string[]
    expect(seen).toHaveLength(1000)
    expect(seen.at(-1)).toBe(latest)
    expect(seen).not.toContain(first)
  })
})
