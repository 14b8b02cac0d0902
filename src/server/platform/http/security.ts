import helmet from 'helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '@/server/config'
import { HttpError } from './http-errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route other systems POST to from anywhere, with bodies that are not JSON: the one-click unsubscribe (RFC 8058,
     * mail programs post a form) and the inbound mail webhooks (providers post raw messages and forms). Neither the
     * JSON-only rule nor the same-origin rule applies; its token or signature is its only credential, no cookie is read.
     */
    postedFromElsewhere?: boolean
  }
}

// The powerful browser features the app never uses, denied to it and to anything it might embed
// (https://w3c.github.io/webappsec-permissions-policy/). browsing-topics succeeds FLoC's interest-cohort, which browsers
// dropped. The clipboard stays allowed: copying an invitation link or an API key writes to it.
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length']
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
}

/** Same-origin if the Origin names this host or the configured public URL. */
function isForeignOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin
  if (!origin) return false
  if (origin === publicOrigin) return false
  try {
    return new URL(origin).host !== request.headers.host
  } catch {
    return true
  }
}

/**
 * Headers with a strict CSP and a Permissions-Policy that denies what the app does not use, and the guards on
 * state-changing /api calls (docs/product.md#sessions): JSON only (415, text/plain included, which a cross-site form can
 * send without a preflight), and no foreign Origin or cross-site fetch (403).
 */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const publicOrigin = new URL(config.publicUrl).origin
  // helmet is built once: @fastify/helmet rebuilt it (and re-parsed the CSP) on every request, which cost
  // about a fifth of a cheap route's throughput (docs/decisions/016).
  const applySecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix's scroll lock injects a <style> element; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
    crossOriginEmbedderPolicy: false,
  })
  // helmet's middleware is synchronous and throws rather than passing an error on (since 8.1). Both write to the raw
  // response, so a hijacked one (the live stream) has the headers too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY)
    applySecurityHeaders(request.raw, reply.raw, () => done())
  })

  // Only JSON bodies: removing the built-in text/plain parser makes Fastify answer 415 for it.
  app.removeContentTypeParser('text/plain')

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return
    reply.header('cache-control', 'no-store')
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.postedFromElsewhere) return
    if (request.headers['sec-fetch-site'] === 'cross-site' || isForeignOrigin(request, publicOrigin)) {
      throw new HttpError(403, 'Cross-site requests are not allowed')
    }
    if (hasBody(request)) {
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()
      if (type !== 'application/json') throw new HttpError(415, 'Content-Type must be application/json')
    }
  })
})
