import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import type { Database } from '../db/client'
import { openTestDatabase } from '@/server/test/test-app'

let app: FastifyInstance
let database: Database
let clientDir: string
beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), 'agentworks-client-'))
  mkdirSync(join(clientDir, 'assets'))
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><meta name="app-config" content="" /><title>%PRODUCT_NAME%</title></head><body></body></html>',
  )
  writeFileSync(
    join(clientDir, 'landing.html'),
    '<!doctype html><html><head><meta name="app-config" content="" /><title>%PRODUCT_NAME%</title></head><body>landing</body></html>',
  )
  writeFileSync(
    join(clientDir, 'quiz-funnel.html'),
    '<!doctype html><html><head><meta name="app-config" content="" /><title>%PRODUCT_NAME%</title></head><body>quiz</body></html>',
  )
  writeFileSync(
    join(clientDir, 'auth.html'),
    '<!doctype html><html><head><meta name="app-config" content="" /><title>%PRODUCT_NAME%</title></head><body>auth</body></html>',
  )
  // What the build writes for the router's routes (scripts/route-preloads.ts).
  writeFileSync(
    join(clientDir, 'route-preloads.json'),
    JSON.stringify([
      { pattern: '/app', files: ['/assets/account-1.js', '/assets/workspace-1.js'] },
      { pattern: '/dashboard/agents/:agentId', files: ['/assets/agent-detail-1.js'] },
      { pattern: '/dashboard', files: ['/assets/dashboard-1.js'] },
      { pattern: '*', files: ['/assets/not-found-1.js'] },
    ]),
  )
  const script = 'console.log("hello");'.repeat(50)
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), script)
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js.br'), brotliCompressSync(script))
  // What a build with source maps leaves beside its bundles; none may be served.
  const sourceMap = JSON.stringify({ version: 3, sources: ['../../src/client/main.tsx'], sourcesContent: ['// the source'], mappings: '' })
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js.map'), sourceMap)
  writeFileSync(join(clientDir, 'assets', 'main-abc123.js.map.br'), brotliCompressSync(sourceMap))
  database = await openTestDatabase()
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PRODUCT_NAME: 'Acme <Agents>' }, clientDir)
  app = await buildApp({ config, database, logger: false })
})
afterAll(async () => {
  await app.close()
  await database.close()
  rmSync(clientDir, { recursive: true, force: true })
})

describe('production serving', () => {
  it('names the code of the page a path renders in index.html, after the entry, for the route that matches best', async () => {
    const preloads = async (url: string) =>
      [...(await app.inject({ url })).body.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1],
      )
    expect(await preloads('/app')).toEqual(['/assets/account-1.js', '/assets/workspace-1.js'])
    expect(await preloads('/dashboard')).toEqual(['/assets/dashboard-1.js'])
    expect(await preloads('/dashboard/agents/6f1c')).toEqual(['/assets/agent-detail-1.js'])
    expect(await preloads('/no/such/page')).toEqual(['/assets/not-found-1.js'])
    // The pages with their own HTML start without the router: nothing of its routes.
    expect(await preloads('/')).toEqual([])
    expect((await app.inject({ url: '/app' })).body).toMatch(/<link rel="modulepreload"[^>]+><\/body>/)
  })

  it('serves index.html for client routes, uncached, with the public config written in', async () => {
    const response = await app.inject({ url: '/app' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toContain('<title>Acme &lt;Agents&gt;</title>')
    const config = /content="([^"]+)"/
      .exec(response.body)![1]!
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&')
    expect(JSON.parse(config)).toMatchObject({ productName: 'Acme <Agents>' })
  })

  // The pages with an HTML file of their own (docs/decisions/023, 037, 100), with and without a query string.
  it.each([
    { page: 'landing.html', urls: ['/', '/?utm_source=mail'], body: '<body>landing</body>' },
    { page: 'quiz-funnel.html', urls: ['/quiz-funnel', '/quiz-funnel?stage=investment'], body: '<body>quiz</body>' },
    { page: 'auth.html', urls: ['/auth', '/auth?tab=register&next=%2Fapp', '/auth?token=abc'], body: '<body>auth</body>' },
  ])('serves $page for its route alone', async ({ urls, body }) => {
    for (const url of urls) {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain(body)
      expect(response.body).toContain('<title>Acme &lt;Agents&gt;</title>')
      expect(response.body).toContain('&quot;productName&quot;:&quot;Acme &lt;Agents&gt;&quot;')
    }
    // index.html's empty body, with the preloads of the route that matches (the fallback's, for most of these).
    for (const url of ['/app', '/quiz-funnel/2', '/landing', '/auth/x', '/sign-in'])
      expect((await app.inject({ url })).body).toMatch(/<body>(<link rel="modulepreload"[^>]+>)*<\/body>/)
  })

  it('serves hashed assets for a year, precompressed', async () => {
    const response = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br, gzip' } })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBe('br')
  })

  it('serves no source map, compressed or not, and no page in place of a missing asset', async () => {
    for (const encoding of ['identity', 'br, gzip']) {
      const response = await app.inject({ url: '/assets/main-abc123.js.map', headers: { 'accept-encoding': encoding } })
      expect(response.statusCode, encoding).toBe(404)
      expect(response.body).not.toContain('sourcesContent')
    }
    expect((await app.inject({ url: '/assets/main-abc123.js.map.br' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/assets/main-gone.js' })).statusCode).toBe(404)
  })

  it('never answers an /api path with index.html', async () => {
    const response = await app.inject({ url: '/api/unknown' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ message: 'Route GET /api/unknown not found' })
    expect((await app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404)
  })

  it('has no development mailbox in production', async () => {
    expect((await app.inject({ url: '/api/dev/mailbox' })).statusCode).toBe(404)
  })
})
