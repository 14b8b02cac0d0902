import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { firstLoadChunkGroups } from './scripts/first-load-chunks.ts'
import { readRouteTable, routePreloads } from './scripts/route-preloads.ts'
import { paths } from './src/client/config/paths.ts'
import { barrelImports } from './scripts/barrel-imports.ts'
import { testFilesOnBothDatabases } from './src/test/both-databases.ts'

const src = fileURLToPath(new URL('./src', import.meta.url))
const SHARED_HEAD_MARK = '<!-- shared-head: src/client/head.html, written in by vite.config.ts -->'

/** The HTML entries (docs/decisions/023, 037, 100) share one <head>, kept in src/client/head.html. */
function sharedHead(): Plugin {
  return {
    name: 'agentworks-shared-head',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        if (!html.includes(SHARED_HEAD_MARK)) return html
        return html.replace(SHARED_HEAD_MARK, readFileSync(`${src}/client/head.html`, 'utf8').trim())
      },
    },
  }
}

const WORKSPACE_ROUTES = [
  'account',
  'dashboard',
  'agents',
  'agent-detail',
  'signals',
  'approvals',
  'approval-detail',
  'contacts',
  'contact-detail',
  'contact-by-address',
  'settings-company',
  'settings-team',
  'settings-api-keys',
  'settings-webhook',
  'settings-privacy',
  'settings-agents',
  'settings-ai',
  'settings-account',
]

const BACK_OFFICE_ROUTES = ['admin-leads', 'admin-lead', 'admin-bookings', 'admin-analytics', 'admin-n8n', 'admin-data-requests']

/**
 * The API projects share each worker's imports and embedded database between files (docs/decisions/111): a file
 * pays neither a cold import of the server nor a database of its own; test-app.ts empties the database for each app.
 */
const API_PROJECT = { globalSetup: ['src/test/global-setup.ts'], isolate: false }
const root = fileURLToPath(new URL('.', import.meta.url))

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    sharedHead(),
    barrelImports(),
    react(),
    tailwindcss(),
    // What each route of the router loads beyond index.html's own code, for the server to name in the page it sends.
    routePreloads({
      readTable: () => readRouteTable(readFileSync(`${src}/client/app/router.tsx`, 'utf8'), paths),
      entryModule: /[/\\]src[/\\]client[/\\]index\.html$/,
    }),
  ],
  resolve: { alias: { '@': src } },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // No source maps: served beside the bundles they would hand out the client's source (platform/http/spa.ts refuses
    // any left over). The server bundle keeps its own, in dist/server, for stack traces.
    sourcemap: false,
    // Every browser the app supports preloads modules itself (Chrome 66, Safari 17, Firefox 115): the polyfill was
    // 0.4 KB of every page's first load (docs/decisions/097).
    modulePreload: { polyfill: false },
    // Four pages: landing.html for `/`, quiz-funnel.html for `/quiz-funnel`, auth.html for `/auth`, index.html for
    // every other route (docs/decisions/023, 037, 100).
    // Absolute: the dev server's dependency scan resolves these against `root`, the build against the cwd.
    rollupOptions: {
      input: {
        index: `${src}/client/index.html`,
        landing: `${src}/client/landing.html`,
        quizFunnel: `${src}/client/quiz-funnel.html`,
        auth: `${src}/client/auth.html`,
      },
      output: {
        codeSplitting: {
          groups: firstLoadChunkGroups(
            [
              { page: 'index', runsRouter: true },
              // The router's routes for the same pages (docs/decisions/023, 037, 100): their code counts as the page's own.
              { page: 'landing', routes: ['src/client/app/routes/landing.tsx'] },
              { page: 'quiz-funnel', routes: ['src/client/app/routes/quiz-funnel.tsx'] },
              { page: 'auth', routes: ['src/client/app/routes/auth.tsx'] },
            ],
            {
              routeTable: 'src/client/app/router.tsx',
              // The pages of the workspace shell (docs/decisions/092, 099).
              zones: [
                { zone: 'workspace', routes: WORKSPACE_ROUTES.map((route) => `src/client/app/routes/${route}.tsx`) },
                // The back office's pages, for staff only (docs/product.md#back-office): none of it loads in a workspace.
                { zone: 'back-office', routes: BACK_OFFICE_ROUTES.map((route) => `src/client/app/routes/${route}.tsx`) },
              ],
              vendors: [
                { name: 'query', test: /[/\\]node_modules[/\\]@tanstack[/\\]/ },
                { name: 'forms', test: /[/\\]node_modules[/\\](react-hook-form|@hookform)[/\\]/, keepApart: true },
                { name: 'zod', test: /[/\\]node_modules[/\\]zod[/\\]/, keepApart: true },
                // Dialogs and switches are used by a few public pages and a few settings pages, never by a first page
                // of the workspace: in the zones' common chunk they would load with /app and /dashboard (decision 099).
                // The dialog panels every dialog is drawn with (decision 110) go with them. Kept apart: a component
                // that two workspace pages share and that opens a dialog (Approvals' reject and shortcuts dialogs) or
                // shows a switch (the privacy controls) would otherwise pull them into the zone's common chunk.
                {
                  name: 'overlay',
                  keepApart: true,
                  test: /[/\\](node_modules[/\\](@radix-ui[/\\]react-(alert-dialog|dialog|focus-scope|focus-guards|dismissable-layer|portal)|react-remove-scroll[^/\\]*|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden)[/\\]|src[/\\]client[/\\]components[/\\]ui[/\\](alert-)?dialog\.tsx$)/,
                },
                // Checkboxes: the onboarding's and the demo's answers, and the Approvals list's selection; shared by a
                // workspace page and public ones, they would otherwise load with every workspace page.
                {
                  name: 'checkbox',
                  keepApart: true,
                  test: /[/\\](node_modules[/\\]@radix-ui[/\\]react-checkbox[/\\]|src[/\\]client[/\\]components[/\\]ui[/\\]checkbox\.tsx$)/,
                },
                {
                  name: 'switch',
                  keepApart: true,
                  test: /[/\\](node_modules[/\\]@radix-ui[/\\]react-switch[/\\]|src[/\\]client[/\\]components[/\\]ui[/\\]switch\.tsx$)/,
                },
              ],
            },
          ),
        },
      },
    },
  },
  server: { proxy: { '/api': apiTarget, '/dev': apiTarget, '/brand': apiTarget } },
  test: {
    root: '.',
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Most API test time is waiting on the database and the network, not the CPU: two files at a time on a two-core
    // machine (Vitest's default there is one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Pure code: no database, so no global set-up.
      { extends: true, test: { name: 'unit', include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}', 'eval/**/*.test.ts'] } },
      { extends: true, test: { ...API_PROJECT, name: 'api-pglite', include: ['src/server/**/*.test.ts'], env: { TEST_DB: 'pglite' } } },
      // Only the files that declare what PostgreSQL shows and one PGlite connection cannot (docs/decisions/111).
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { ...API_PROJECT, name: 'api-postgres', include: testFilesOnBothDatabases(root), env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
})
