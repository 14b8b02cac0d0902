import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { PublicConfig } from '@/shared/schemas/config'
import type { Config } from '@/server/config'
import { escapeHtml } from './escape-html'
import { robotsRoutes } from './robots-routes'
import { createRoutePreloads } from './route-preloads'

const ONE_YEAR = 31_536_000

// Source maps would hand out the client's source: the build makes none (vite.config.ts), and one left in the directory
// (an older build, a hand-made one) is not served, compressed or not.
const SOURCE_MAP = /\.map(\.(br|gz))?$/

/** A file's path, not a page's: a missing one answers 404 rather than a page in its place. */
const isFilePath = (path: string) => path.startsWith('/assets/') || SOURCE_MAP.test(path)

/** A page of the build with the browser's config whitelist written into its meta tag (no inline script: CSP). */
function renderPage(clientDir: string, file: string, config: Config): string {
  const publicConfig: PublicConfig = {
    productName: config.productName,
    marketingUrl: config.marketingUrl,
    supportEmail: config.supportEmail,
    bookingUrl: config.bookingUrl,
    retentionDays: config.retention,
  }
  return readFileSync(join(clientDir, file), 'utf8')
    .replace('<meta name="app-config" content="" />', `<meta name="app-config" content="${escapeHtml(JSON.stringify(publicConfig))}" />`)
    .replace('<meta name="app-config" content="">', `<meta name="app-config" content="${escapeHtml(JSON.stringify(publicConfig))}">`)
    .replaceAll('%PRODUCT_NAME%', escapeHtml(config.productName))
}

/** Routes with a page of their own in the build (docs/decisions/023, 037, 100); every other route gets index.html. */
const OWN_PAGES = { '/': 'landing.html', '/quiz-funnel': 'quiz-funnel.html', '/auth': 'auth.html' } as const

function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` })
}

/**
 * Production serving: hashed assets cached for a year, precompressed br/gzip,
 * pages never cached, client routes fall back to the SPA, unknown /api paths, missing assets and source maps answer 404.
 * `/` gets landing.html, `/quiz-funnel` quiz-funnel.html and `/auth` auth.html, pages that start without the router
 * (docs/decisions/023, 037, 100); every other route index.html.
 */
export const spaPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  // Before the page fallback, which would answer them with the app's HTML.
  await app.register(robotsRoutes, { config })
  const clientDir = config.clientDir
  if (!clientDir) {
    app.setNotFoundHandler(sendApiNotFound)
    return
  }
  const indexHtml = renderPage(clientDir, 'index.html', config)
  // index.html names the code of the page a path renders, so it downloads beside the entry's (docs/decisions/117):
  // after the entry's own tags, which go first. One page per route, made on first use.
  const routePreloads = createRoutePreloads(clientDir)
  const indexPages = new Map<string, string>()
  const indexPageFor = (path: string) => {
    const tags = routePreloads(path)
    let html = indexPages.get(tags)
    if (html === undefined) indexPages.set(tags, (html = tags ? indexHtml.replace('</body>', `${tags}</body>`) : indexHtml))
    return html
  }
  const ownPages = new Map<string, string>(
    Object.entries(OWN_PAGES).map(([path, file]) => [
      path,
      existsSync(join(clientDir, file)) ? renderPage(clientDir, file, config) : indexHtml,
    ]),
  )
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    preCompressed: true,
    wildcard: true,
    cacheControl: false,
    allowedPath: (path) => !SOURCE_MAP.test(path),
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(clientDir, 'assets')}`)
      res.header('cache-control', immutable ? `public, max-age=${ONE_YEAR}, immutable` : 'no-cache')
    },
  })
  const sendPage = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
  // An explicit route: @fastify/static answers the root directory itself with 403 (index: false).
  app.get('/', (_request, reply) => sendPage(reply, ownPages.get('/') ?? indexHtml))
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api' && !isFilePath(path)
    if (!isPage) return sendApiNotFound(request, reply)
    return sendPage(reply, ownPages.get(path) ?? indexPageFor(path))
  })
})
