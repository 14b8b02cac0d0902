import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { escapeHtml } from './escape-html'

// What the build wrote for each route of the client's router (scripts/route-preloads.ts, docs/decisions/117): the
// chunks its page needs beyond index.html's own code.
const routePreloadsSchema = z.array(z.object({ pattern: z.string(), files: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)) }))
type RoutePreload = z.infer<typeof routePreloadsSchema>[number]

const ROUTE_PRELOADS_FILE = 'route-preloads.json'

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** Whether `path` matches a react-router pattern: `:name` takes one segment, a final `*` the rest. */
function matches(pattern: string, path: string): boolean {
  const [wanted, given] = [segmentsOf(pattern), segmentsOf(path)]
  if (wanted.at(-1) === '*')
    return given.length >= wanted.length - 1 && wanted.slice(0, -1).every((part, i) => part.startsWith(':') || part === given[i])
  return wanted.length === given.length && wanted.every((part, i) => (part.startsWith(':') ? given[i] !== '' : part === given[i]))
}

/** How react-router ranks the patterns that match: fixed segments first, then `:name` ones, `*` last. */
const rank = (pattern: string) => (pattern.includes('*') ? 2 : pattern.includes(':') ? 1 : 0)

/**
 * The `<link rel="modulepreload">` tags of the route `path` renders, from the build's `route-preloads.json` in
 * `clientDir`: none for a path no route matches, or when the build wrote no file (the tests' server without a client).
 */
export function createRoutePreloads(clientDir: string): (path: string) => string {
  const file = join(clientDir, ROUTE_PRELOADS_FILE)
  const routes: RoutePreload[] = existsSync(file) ? routePreloadsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : []
  // Ranked once: the first route that matches a path is the one react-router renders.
  routes.sort((a, b) => rank(a.pattern) - rank(b.pattern))
  const tags = new Map(
    routes.map((route) => [
      route.pattern,
      route.files.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`).join(''),
    ]),
  )
  return (path) => {
    const best = routes.find((route) => matches(route.pattern, path))
    return best ? (tags.get(best.pattern) ?? '') : ''
  }
}
