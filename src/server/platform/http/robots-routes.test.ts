import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '@/server/app'
import { loadConfig } from '@/server/config'
import type { Database } from '../db/client'
import { openTestDatabase } from '@/server/test/test-app'

let app: FastifyInstance
let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://app.example.com/' })
  app = await buildApp({ config, database, logger: false })
})
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('robots.txt and sitemap.xml (docs/decisions/086)', () => {
  it('answers robots.txt as text naming the sitemap at PUBLIC_URL', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/plain/)
    expect(response.body).toContain('User-agent: *')
    for (const prefix of ['/api/', '/app', '/dashboard', '/settings', '/growth-map/'])
      expect(response.body).toContain(`Disallow: ${prefix}\n`)
    expect(response.body).toContain('Sitemap: https://app.example.com/sitemap.xml')
  })

  it('answers sitemap.xml as XML listing the public pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/xml/)
    expect(response.body).toMatch(/^<\?xml/)
    for (const path of ['/', '/quiz-funnel', '/demo', '/improved-onboarding', '/privacy', '/terms'])
      expect(response.body).toContain(`<loc>https://app.example.com${path}</loc>`)
    expect(response.body).not.toContain('<html')
  })
})
