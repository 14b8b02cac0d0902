import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

/**
 * A language model for tests and the bench (docs/decisions/106-ai-writing.md): a local server that speaks OpenAI's chat
 * completions API, as Ollama or vLLM do, and answers from a script. Test support only; the product never imports it.
 */

export type ScriptedDraft = { subject: string; body: string; facts_used: string[] }

export type ScriptedAnswer =
  /** A valid structured answer. */
  | { draft: ScriptedDraft }
  /** The assistant's raw content, e.g. text that is not JSON. */
  | { content: string }
  /** An error status, e.g. 429, 500 or 401, with an optional JSON body and Retry-After. */
  | { status: number; body?: unknown; retryAfter?: string }
  /** No answer at all, until the client gives up. */
  | { hang: true }

export type ScriptedRequest = { model: string; system: string; user: string; headers: Record<string, string> }

export type ScriptedModelServer = {
  /** The OpenAI-compatible base URL, e.g. http://127.0.0.1:PORT/v1. */
  baseUrl: string
  /** Replaces the script: answers taken in order, one per request; when they run out, `fallback` answers. */
  script(answers: ScriptedAnswer[]): void
  /** Answers when the script is used up; `model` is the model the request named. */
  fallback: (request: { system: string; user: string; model: string }) => ScriptedAnswer
  /** A fixed delay before every answer (the bench uses 300 ms, a small model's pace). */
  delayMs: number
  requests: ScriptedRequest[]
  close(): Promise<void>
}

type ChatMessage = { role: string; content: string | { type: string; text?: string }[] }
type ChatRequest = {
  model?: string
  messages?: ChatMessage[]
  tools?: { type: string; function?: { name: string } }[]
  tool_choice?: string | { type: string; function?: { name: string } }
}

const textOf = (content: ChatMessage['content']) =>
  typeof content === 'string' ? content : content.map((part) => part.text ?? '').join('')

const messagesOf = (request: ChatRequest, role: string) =>
  (request.messages ?? [])
    .filter((message) => message.role === role)
    .map((message) => textOf(message.content))
    .join('\n')

/** "first name: Ada" → the line, its label and value: a fact line as src/shared/ai/prompt.ts lists it. */
function factLines(user: string): { line: string; label: string; value: string }[] {
  const facts = user.split(/\n\n/)[0] ?? ''
  return facts.split('\n').flatMap((raw) => {
    const line = raw.replace(/^\s*(?:[-*•]|\d+\.)\s+/, '').trim()
    const match = /^([A-Za-z][\w ]{0,40}?)\s*:\s*(.+)$/.exec(line)
    return match ? [{ line, label: match[1]!.toLowerCase(), value: match[2]!.trim() }] : []
  })
}

/** The value of `label: …` in the prompt, up to the next line the prompt starts with a known label (multi-line text). */
function templatePart(user: string, label: string): string | undefined {
  const match = new RegExp(`^${label}: ([\\s\\S]*?)(?=\\n(?:template \\w+|button|No button)\\b|$(?![\\s\\S]))`, 'm').exec(user)
  return match?.[1]?.trim() || undefined
}

// The template's own greeting, on its own line or before the first comma ("Hi Ada Park, thanks for…").
const GREETING = /^\s*(?:hi|hello|hey|dear|hallo|bonjour|hola)\b[^,\n]*[,\n]\s*/i

/**
 * A realistic draft from the prompt (src/shared/ai/prompt.ts): the template's subject, a greeting by the person's name
 * (or its placeholder, when names are masked), the template's text, and the fact lines it relied on, quoted as given.
 */
export function draftFromPrompt({ user }: { system: string; user: string }): ScriptedDraft {
  const facts = factLines(user)
  const name = facts.find((fact) => /(^|\s)name$|^interviewer$/.test(fact.label))
  const decision = facts.find((fact) => fact.label === 'decision')
  const subject = templatePart(user, 'template subject') ?? 'Following up on your message'
  const rest = templatePart(user, 'template text')?.replace(GREETING, '')
  const text = rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : 'Thank you for getting in touch. We will be in contact shortly.'
  const greeting = name ? `Hi ${name.value.split(/\s+/)[0]},` : 'Hello,'
  const used = [name, decision ?? facts[0]].filter((fact) => fact !== undefined).map((fact) => fact.line)
  return {
    subject: subject.split('\n')[0]!.slice(0, 120),
    body: `${greeting}\n\n${text}`.slice(0, 1500),
    facts_used: used.length ? used : ['(no facts)'],
  }
}

/** The answer the SDK expects: a tool call when it forced one, else the draft as the assistant's JSON content. */
function completionOf(request: ChatRequest, content: string) {
  const forced = typeof request.tool_choice === 'object' ? request.tool_choice.function?.name : undefined
  const toolName = forced ?? (request.tool_choice === 'required' ? request.tools?.[0]?.function?.name : undefined)
  const message = toolName
    ? {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_scripted', type: 'function', function: { name: toolName, arguments: content } }],
      }
    : { role: 'assistant', content }
  const promptTokens = Math.ceil(JSON.stringify(request.messages ?? []).length / 4)
  const completionTokens = Math.ceil(content.length / 4)
  return {
    id: `chatcmpl-scripted-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model ?? 'scripted',
    choices: [{ index: 0, message, finish_reason: toolName ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body))
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startScriptedModelServer(options: { port?: number; delayMs?: number } = {}): Promise<ScriptedModelServer> {
  const queue: ScriptedAnswer[] = []
  const sockets = new Set<Socket>()

  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request)
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
        return sendJson(response, 404, { error: { message: `No route ${request.method} ${request.url}`, type: 'invalid_request_error' } })
      }
      let body: ChatRequest
      try {
        body = JSON.parse(raw) as ChatRequest
      } catch {
        return sendJson(response, 400, { error: { message: 'The body is not JSON', type: 'invalid_request_error' } })
      }
      const prompt = { system: messagesOf(body, 'system'), user: messagesOf(body, 'user') }
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]))
      scripted.requests.push({ model: body.model ?? '', ...prompt, headers })
      const answer = queue.shift() ?? scripted.fallback({ ...prompt, model: body.model ?? '' })
      if (scripted.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, scripted.delayMs))
      if ('hang' in answer) return
      if ('status' in answer) {
        const error = answer.body ?? { error: { message: `Scripted status ${answer.status}`, type: 'scripted_error' } }
        return sendJson(response, answer.status, error, answer.retryAfter ? { 'retry-after': answer.retryAfter } : {})
      }
      const content = 'draft' in answer ? JSON.stringify(answer.draft) : answer.content
      sendJson(response, 200, completionOf(body, content))
    })().catch(() => response.destroy())
  })
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  const scripted: ScriptedModelServer = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script: (answers) => void queue.splice(0, queue.length, ...answers),
    fallback: (prompt) => ({ draft: draftFromPrompt(prompt) }),
    delayMs: options.delayMs ?? 0,
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
  return scripted
}
