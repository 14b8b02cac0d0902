// The production build on a fresh embedded database, as `npm start` runs it, with NODE_ENV=test: the journeys read
// the captured e-mail at /api/dev/mailbox, which the server refuses to expose in production, and workers poll faster.
// TRUST_PROXY lets each test present its own client address (X-Forwarded-For), so per-IP limits of one test never
// touch another.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

const port = process.env.E2E_PORT ?? '3100'
const dataDir = `.data-test-e2e-${port}`
rmSync(dataDir, { recursive: true, force: true })
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    MAILBOX: 'on',
    // A self-hosted n8n on this machine (127.0.0.1:5678) is the webhook the journeys save; nothing is delivered to it.
    WEBHOOK_ALLOW_PRIVATE: 'true',
  },
})
const stop = () => server.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
server.on('exit', (code) => process.exit(code ?? 0))
