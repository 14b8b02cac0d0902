import type { FastifyInstance } from 'fastify'
import type { Config } from '@/server/config'

/** The public pages a crawler may list (docs/decisions/086); everything else is an app page behind sign-in or a funnel step. */
export const PUBLIC_PAGES = ['/', '/quiz-funnel', '/demo', '/improved-onboarding', '/privacy', '/terms'] as const
/** The signed-in workspace and one visitor's own pages: nothing a search engine should list. */
const PRIVATE_PREFIXES = ['/api/', '/app', '/dashboard', '/agents', '/signals', '/settings', '/onboarding', '/growth-map/'] as const

/** robots.txt and sitemap.xml, built from PUBLIC_URL so they name the address the app is reached at (docs/decisions/086). */
export async function robotsRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const base = config.publicUrl.replace(/\/+$/, '')
  const robots = ['User-agent: *', ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${base}/sitemap.xml`, ''].join(
    '\n',
  )
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PAGES.map((path) => `  <url><loc>${base}${path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
  app.get('/robots.txt', { config: { access: 'public' } }, (_request, reply) => reply.type('text/plain; charset=utf-8').send(robots))
  app.get('/sitemap.xml', { config: { access: 'public' } }, (_request, reply) => reply.type('application/xml; charset=utf-8').send(sitemap))
}
