import type { FastifySchema, onResponseHookHandler, RouteOptions } from 'fastify'

export type AppRoute = { method: string; url: string; schema: FastifySchema | undefined; access: string | undefined }

/**
 * The app's routes as buildApp adds them (AppOptions.onRoute), and which of them answered a 4xx or 5xx: a test that
 * must reach every route learns of a new one without being told. HEAD routes (Fastify adds one per GET) and a
 * trailing slash are folded into their GET route.
 */
export function createRouteRecorder() {
  const routes: AppRoute[] = []
  const failed = new Set<string>()
  const onRoute = (route: RouteOptions) => {
    const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || routes.some((known) => known.method === method && known.url === url)) continue
      routes.push({ method, url, schema: route.schema, access: route.config?.access })
    }
    const record: onResponseHookHandler = async (request, reply) => {
      if (reply.statusCode >= 400) failed.add(`${request.method} ${url}`)
    }
    route.onResponse = [...[route.onResponse ?? []].flat(), record]
  }
  return { routes, failed, onRoute }
}

/** `/api/agents/:id` with each parameter filled in by `fill(name)`. */
export function fillParams(url: string, fill: (name: string) => string): string {
  return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(fill(name)))
}

type ZodLike = { shape?: Record<string, unknown>; unwrap?: () => ZodLike; in?: ZodLike; def?: { innerType?: ZodLike; in?: ZodLike } }

/** The field names of a route's zod object schema (through optional, default and pipe wrappers); [] if it has none. */
export function fieldsOf(schema: unknown): string[] {
  let current = schema as ZodLike | undefined
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current.shape) return Object.keys(current.shape)
    current = current.def?.innerType ?? current.def?.in ?? current.in
  }
  return []
}
