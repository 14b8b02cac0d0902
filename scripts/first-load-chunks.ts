// Speed (docs/performance.md): chunking for the build (vite.config.ts, docs/decisions/037 and 097), part of what
// lifted `/quiz-funnel` to Lighthouse mobile 97 (budget ≥ 95) and took `/auth` from 216 to 175 KB of first-load JS.
// Rolldown's default gives every set of importers its own chunk, which left `/quiz-funnel` with 27 small files to
// fetch before it could render; on a phone each round trip costs more than the bytes. Here every module that a page's
// HTML entry imports statically goes into one chunk per set of entry pages that share it; a single page's modules are
// split in two: what only that page (and the router's route for the same page) uses, and what other lazily loaded
// code uses too. A page's first load is then a handful of files, and a lazy page of the app that needs one of the
// entry pages' modules never pulls in that entry page's own code. Modules that only lazily loaded code uses keep the
// default chunking.

type ModuleInfo = { isEntry: boolean; importers: string[]; dynamicImporters: string[] }
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null }
type ChunkGroup = { debugName: string; name: (moduleId: string, context: ChunkingContext) => string | null; priority: number }

/**
 * An entry page (its HTML file's name without `.html`) and the modules of the router's routes that render the same
 * page once the app has taken over (docs/decisions/023, 037): their code counts as the page's own.
 */
export type EntryPage = { page: string; routes?: readonly string[] }

// A barrel re-exports a whole package and imports far more than tree-shaking keeps: what a page uses through it says
// nothing about the barrel's other modules, so it is not followed. The build imports past these two (barrel-imports.ts);
// this is for an import that the rewrite does not catch.
const BARREL = /[/\\]node_modules[/\\](radix-ui[/\\]dist[/\\]index|lucide-react[/\\]dist[/\\]esm[/\\](lucide-react|icons[/\\]index))\.mjs$/

const pageOf = (entryId: string) => /([^/\\]+)\.html$/.exec(entryId)?.[1] ?? entryId

/**
 * For each module: the entry pages whose first load includes it (those that reach it through static imports alone),
 * and the lazily loaded modules (dynamic imports) whose static imports reach it.
 */
function createReach(context: ChunkingContext) {
  type Reach = { pages: ReadonlySet<string>; lazy: ReadonlySet<string> }
  const memo = new Map<string, Reach>()
  const reachOf = (moduleId: string, visiting: Set<string>): Reach => {
    const known = memo.get(moduleId)
    if (known) return known
    if (visiting.has(moduleId)) return { pages: new Set(), lazy: new Set() }
    visiting.add(moduleId)
    const info = context.getModuleInfo(moduleId)
    const pages = new Set<string>(info?.isEntry ? [pageOf(moduleId)] : [])
    const lazy = new Set<string>((info?.dynamicImporters.length ?? 0) > 0 ? [moduleId] : [])
    for (const importer of info?.importers ?? []) {
      if (BARREL.test(importer)) continue
      const reach = reachOf(importer, visiting)
      for (const page of reach.pages) pages.add(page)
      for (const lazyId of reach.lazy) lazy.add(lazyId)
    }
    visiting.delete(moduleId)
    const reach = { pages, lazy }
    memo.set(moduleId, reach)
    return reach
  }
  return (moduleId: string) => reachOf(moduleId, new Set())
}

/** Groups for rolldown's `output.codeSplitting.groups`, for the given HTML entry pages. */
export function firstLoadChunkGroups(entryPages: readonly EntryPage[]): ChunkGroup[] {
  const pages = entryPages.map((entry) => entry.page)
  const routesOf = new Map(entryPages.map((entry) => [entry.page, entry.routes ?? []]))
  const contexts = new WeakMap<ChunkingContext, ReturnType<typeof createReach>>()
  const reachIn = (context: ChunkingContext) => {
    let reach = contexts.get(context)
    if (!reach) contexts.set(context, (reach = createReach(context)))
    return reach
  }
  const groupName = (moduleId: string, context: ChunkingContext) => {
    // An entry page and its script stay alone in the entry chunk: the script starts the page when it runs, so a chunk
    // that lazy code imports (the router's route for the same page) must not hold it, or it would start a second page.
    const info = context.getModuleInfo(moduleId)
    if (info?.isEntry || (info?.importers.length && info.importers.every((importer) => context.getModuleInfo(importer)?.isEntry)))
      return null
    const { pages: loadedBy, lazy } = reachIn(context)(moduleId)
    if (loadedBy.size === 0) return null
    const name = [...loadedBy].sort().join('+')
    // What several entry pages share is hardly ever one page's code: one chunk, one request less for each of them.
    if (loadedBy.size > 1) return name
    const ownRoutes = [...loadedBy].flatMap((page) => routesOf.get(page) ?? [])
    const shared = [...lazy].some((lazyId) => !ownRoutes.some((route) => lazyId.endsWith(route)))
    return `${name}${shared ? '-shared' : ''}`
  }
  // A module's static imports are loaded by at least the same pages and lazy modules, so wider groups come first: a
  // group also takes in its modules' dependencies that no group has taken yet, and those are never a page's own code
  // when the module is shared.
  const subsets: string[][] = []
  for (let mask = 1; mask < 1 << pages.length; mask++) subsets.push(pages.filter((_, bit) => mask & (1 << bit)))
  return subsets.flatMap((subset) =>
    (subset.length > 1 ? [false] : [true, false]).map((shared) => {
      const name = `${[...subset].sort().join('+')}${shared ? '-shared' : ''}`
      return {
        debugName: name,
        name: (moduleId: string, context: ChunkingContext) => (groupName(moduleId, context) === name ? name : null),
        priority: subset.length * 2 + (shared ? 1 : 0),
      }
    }),
  )
}
