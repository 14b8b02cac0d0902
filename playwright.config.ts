import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
export const BASE_URL = `http://localhost:${PORT}`

// Debian's chromium, never a downloaded browser (README.md: /usr/bin/chromium, CHROMIUM_PATH). The flags keep it quiet
// on a closed network.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: !!process.env.CI,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // The two-core CI machine is shared: on a busy day a 30 s journey takes three times as long, as does a step.
  // These are limits for a test that hangs, not figures of speed (`npm run bench` measures those).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs about a third of a journey's time (DOM snapshots and a screencast of every step), even
    // when it is thrown away after a pass: a failure keeps its screenshot and Playwright's page snapshot, and
    // `npx playwright test --trace on <file>` records one for a journey being debugged (docs/decisions/111).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node e2e/support/serve.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { E2E_PORT: String(PORT) },
  },
})
