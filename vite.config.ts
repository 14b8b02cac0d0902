import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const src = fileURLToPath(new URL('./src', import.meta.url))
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': src } },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Two pages: landing.html for `/` alone, index.html for every other route (docs/decisions/023).
    // Absolute: the dev server's dependency scan resolves these against `root`, the build against the cwd.
    rollupOptions: { input: { index: `${src}/client/index.html`, landing: `${src}/client/landing.html` } },
  },
  server: { proxy: { '/api': apiTarget, '/dev': apiTarget } },
  test: {
    root: '.',
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'api-pglite', include: ['src/server/**/*.test.ts'], env: { TEST_DB: 'pglite' } } },
      // Every endpoint runs on PostgreSQL too when a server is given (DEVELOPERS.md: Tests).
      ...(process.env.TEST_DATABASE_URL
        ? [{ extends: true as const, test: { name: 'api-postgres', include: ['src/server/**/*.test.ts'], env: { TEST_DB: 'postgres' } } }]
        : []),
    ],
  },
})
