// Speed (docs/performance.md, docs/decisions/117): index.html serves every route of the router, whose page code loads
// only once the entry's code has run: on a phone each page waited a round of requests more than it needed. The build
// writes, for each route of the table in src/client/app/router.tsx, the chunks its page and layouts import, and the
// server names them in the page it sends (`<link rel="modulepreload">`), so they download beside the entry's code.
import type { Plugin } from 'vite'

/**
 * A route of the table: its URL pattern (react-router's: `:name` for a segment, `*` for anything) and the page modules
 * it loads, layouts first.
 */
export type TableRoute = { pattern: string; modules: string[] }

/** What the build writes to `route-preloads.json`: each route's pattern and the files its page needs beyond the entry's. */
export type RoutePreload = { pattern: string; files: string[] }

export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

type Literal = { text: string; children: Literal[] }

/** Skips a quoted string or template starting at `start`; returns the index after it. */
function skipString(source: string, start: number): number {
  const quote = source[start]
  let index = start + 1
  while (index < source.length && source[index] !== quote) index += source[index] === '\\' ? 2 : 1
  return index + 1
}

/**
 * The object literals of the array starting at `start` (its `[`), each with its own text (nested brackets left out)
 * and the objects of its `children` array; returns them and the index after the array's `]`.
 */
function readArray(source: string, start: number): { items: Literal[]; end: number } {
  const items: Literal[] = []
  let index = start + 1
  while (index < source.length && source[index] !== ']') {
    const char = source[index]!
    if (char === '{') {
      const { literal, end } = readObject(source, index)
      items.push(literal)
      index = end
    } else if (char === '"' || char === "'" || char === '`') index = skipString(source, index)
    else index++
  }
  return { items, end: index + 1 }
}

/** The object literal starting at `start` (its `{`): its source without its `children` array, and those children. */
function readObject(source: string, start: number): { literal: Literal; end: number } {
  const literal: Literal = { text: '', children: [] }
  let depth = 0
  let index = start
  while (index < source.length) {
    const char = source[index]!
    if (char === '"' || char === "'" || char === '`') {
      const end = skipString(source, index)
      literal.text += source.slice(index, end)
      index = end
      continue
    }
    if (char === '[' && depth === 1 && /children:\s*$/.test(literal.text)) {
      const { items, end } = readArray(source, index)
      literal.children = items
      index = end
      continue
    }
    if (char === '{' || char === '(' || char === '[') depth++
    if (char === '}' || char === ')' || char === ']') depth--
    literal.text += char
    index++
    if (depth === 0) return { literal, end: index }
  }
  throw new Error('route table: an object literal is not closed')
}

/**
 * The routes of the table passed to `createLazyRouter` in `source` (router.tsx), each path resolved through `paths`
 * (config/paths.ts): every route with a path, with its page and the layouts that contain it. A route whose path is not
 * `paths.<name>.path` or a string fails the build, so the table cannot drift from what is read here.
 */
export function readRouteTable(source: string, paths: Record<string, { path: string }>): TableRoute[] {
  const start = source.indexOf('createLazyRouter([')
  if (start < 0) throw new Error('route table: createLazyRouter([ not found')
  const routes: TableRoute[] = []
  const visit = (items: Literal[], layouts: string[]) => {
    for (const item of items) {
      const module = /import\('\.\/routes\/([\w-]+)'\)/.exec(item.text)?.[1]
      const modules = module ? [...layouts, module] : layouts
      const pathMatch = /\bpath:\s*(?:paths\.(\w+)\.path|'([^']*)')/.exec(item.text)
      if (item.children.length > 0) visit(item.children, modules)
      // A route without a page of its own (a redirect) still renders its layouts: their code is what it needs.
      if (!pathMatch) continue
      const pattern = pathMatch[1] ? paths[pathMatch[1]]?.path : pathMatch[2]
      if (pattern === undefined) throw new Error(`route table: paths.${pathMatch[1]} is not in config/paths.ts`)
      routes.push({ pattern, modules })
    }
  }
  visit(readArray(source, start + 'createLazyRouter('.length).items, [])
  return routes
}

type OutputChunk = { type: 'chunk'; fileName: string; imports: string[]; facadeModuleId: string | null; isEntry: boolean }

/** A Vite plugin writing `route-preloads.json` for the routes of `readTable()`, beyond what `entryModule`'s chunk loads. */
export function routePreloads({ readTable, entryModule }: { readTable: () => TableRoute[]; entryModule: RegExp }): Plugin {
  return {
    name: 'agentworks-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is never => output.type === 'chunk') as unknown as OutputChunk[]
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const withImports = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName)) return into
        into.add(fileName)
        for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into)
        return into
      }
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId && entryModule.test(chunk.facadeModuleId))
      if (!entry) throw new Error(`route preloads: no entry chunk for ${entryModule}`)
      const loadedByEntry = withImports(entry.fileName)
      const pageChunk = (module: string) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/src/client/app/routes/${module}.tsx`))
        if (!chunk) throw new Error(`route preloads: no chunk for routes/${module}.tsx`)
        return chunk.fileName
      }
      const preloads: RoutePreload[] = readTable().map(({ pattern, modules }) => {
        const files = new Set<string>()
        for (const module of modules) withImports(pageChunk(module), files)
        return { pattern, files: [...files].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`) }
      })
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) })
    },
  }
}
