import { parseArgs } from 'node:util'
import { startScriptedModelServer } from '../../src/server/test/scripted-model-server'

/**
 * The scripted language model as a process, for Playwright's servers and the bench (docs/decisions/106-ai-writing.md):
 * `tsx e2e/support/scripted-model.ts --port 3399 --delay 0` prints `ready <baseUrl>` and answers every request with a
 * draft built from the prompt's facts until it is stopped.
 */
const { values } = parseArgs({ options: { port: { type: 'string', default: '0' }, delay: { type: 'string', default: '0' } } })
const port = Number(values.port)
const delayMs = Number(values.delay)
if (!Number.isInteger(port) || port < 0 || port > 65535 || !Number.isInteger(delayMs) || delayMs < 0) {
  console.error('Usage: tsx e2e/support/scripted-model.ts [--port 3399] [--delay 0]')
  process.exit(2)
}

const server = await startScriptedModelServer({ port, delayMs })
console.log(`ready ${server.baseUrl}`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)))
}
