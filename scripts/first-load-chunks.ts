// Speed (docs/performance.md): chunking for the build (vite.config.ts, docs/decisions/037 and 097), part of what
// lifted `/quiz-funnel` to Lighthouse mobile 97 (budget ≥ 95) and took `/auth` from 216 to 175 KB of first-load JS.
// Rolldown's default gives every set of importers its own chunk, which left `/quiz-funnel` with 27 small files to
// fetch before it could render; on a phone each round trip costs more than the bytes. Here every module that a page's
// HTML entry imports statically goes into one chunk per set of entry pages that share it; a single page's modules are
// split in two: what only that page (and the router's route for the same page) uses, and what other lazily loaded
// code uses too. A page's first load is then a handful of files, and a lazy page of the app that needs one of the
// entry pages' modules never pulls in that entry page's own code. Modules that only lazily loaded code uses keep the
// default chunking.

type ModuleInfo = { isEntry: boolean; importers: string[]; dynamicImporters: string[]; importedIds: string[] }
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null }
type ChunkGroup = { debugName: string; name: (moduleId: string, context: ChunkingContext) => string | null; priority: number }

/**
 * An entry page (its HTML file's name without `.html`) and the modules of the router's routes that render the same
 * page once the app has taken over (docs/decisions/023, 037): their code counts as the page's own. `runsRouter`: the
 * page that starts the router, whose lazily loaded routes are the ones `LazyChunking` describes.
 */
export type EntryPage = { page: string; routes?: readonly string[]; runsRouter?: boolean }

// A barrel re-exports a whole package and imports far more than tree-shaking keeps: what a page uses through it says
// nothing about the barrel's other modules, so it is not followed. The build imports past lucide's and Radix's
// (barrel-imports.ts); this is for an import that the rewrite does not catch, and for date-fns's.
const BARREL =
  /[/\\]node_modules[/\\](radix-ui[/\\]dist[/\\]index\.mjs|lucide-react[/\\]dist[/\\]esm[/\\](lucide-react|icons[/\\]index)\.mjs|date-fns[/\\]index\.js)$/

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

/**
 * The lazily loaded routes of the SPA, in zones: a zone's routes are visited together (the signed-in workspace), so what
 * two or more of them share goes in one chunk for the zone. What routes of a zone share with routes outside it goes in
 * one chunk too, and so does what several zones share (the workspace and the back office): one chunk for each set of
 * zones, so no zone loads another zone's own code with it. Packages that always load together get a chunk each
 * (`vendors`: name and package-path pattern); a module that imports a `keepApart` vendor stays out of the zones'
 * chunks, so the pages that do not use it do not load it with them.
 */
export type LazyChunking = {
  routeTable: string
  zones: readonly { zone: string; routes: readonly string[] }[]
  vendors: readonly { name: string; test: RegExp; keepApart?: boolean }[]
}

/** Groups for rolldown's `output.codeSplitting.groups`, for the given HTML entry pages and lazily loaded routes. */
export function firstLoadChunkGroups(entryPages: readonly EntryPage[], lazy: LazyChunking): ChunkGroup[] {
  const pages = entryPages.map((entry) => entry.page)
  const routesOf = new Map(entryPages.map((entry) => [entry.page, entry.routes ?? []]))
  const routerPages = new Set(entryPages.filter((entry) => entry.runsRouter).map((entry) => entry.page))
  const contexts = new WeakMap<ChunkingContext, ReturnType<typeof createReach>>()
  const reachIn = (context: ChunkingContext) => {
    let reach = contexts.get(context)
    if (!reach) contexts.set(context, (reach = createReach(context)))
    return reach
  }
  const isRoute = (lazyId: string, context: ChunkingContext) =>
    context.getModuleInfo(lazyId)?.dynamicImporters.some((importer) => importer.endsWith(lazy.routeTable)) ?? false
  const zoneOf = (routeId: string) => lazy.zones.find(({ routes }) => routes.some((route) => routeId.endsWith(route)))?.zone
  /** The zones of the lazily loaded routes that reach a module; `public` for a route outside every zone. */
  const zonesReaching = (lazyIds: ReadonlySet<string>, context: ChunkingContext) =>
    new Set([...lazyIds].filter((lazyId) => isRoute(lazyId, context)).map((routeId) => zoneOf(routeId) ?? 'public'))
  /** One name for a set of zones, the same whichever order they come in. */
  const zoneSetName = (zones: Iterable<string>) => [...zones].sort().join('+')

  const apart = lazy.vendors.filter((vendor) => vendor.keepApart)
  const importsApart = new Map<string, boolean>()
  const reachesApartVendor = (moduleId: string, context: ChunkingContext, visiting = new Set<string>()): boolean => {
    const known = importsApart.get(moduleId)
    if (known !== undefined) return known
    if (visiting.has(moduleId)) return false
    visiting.add(moduleId)
    const reaches = (context.getModuleInfo(moduleId)?.importedIds ?? []).some(
      (imported) => apart.some(({ test }) => test.test(imported)) || reachesApartVendor(imported, context, visiting),
    )
    visiting.delete(moduleId)
    importsApart.set(moduleId, reaches)
    return reaches
  }

  /** A module that only lazily loaded code uses: a vendor's chunk, its zone's, the zones' common one, or the default. */
  const lazyGroupName = (moduleId: string, lazyIds: ReadonlySet<string>, context: ChunkingContext) => {
    const vendor = lazy.vendors.find(({ test }) => test.test(moduleId))
    if (vendor) return vendor.name
    if (reachesApartVendor(moduleId, context)) return null
    const routes = [...lazyIds].filter((lazyId) => isRoute(lazyId, context))
    if (routes.length < 2) return null
    const zones = zonesReaching(lazyIds, context)
    const named = [...zones].filter((zone) => zone !== 'public')
    if (named.length === 0) return null
    return zones.has('public') ? `${zoneSetName(named)}-public` : zoneSetName(named)
  }

  const groupName = (moduleId: string, context: ChunkingContext) => {
    // An entry page and its script stay alone in the entry chunk: the script starts the page when it runs, so a chunk
    // that lazy code imports (the router's route for the same page) must not hold it, or it would start a second page.
    const info = context.getModuleInfo(moduleId)
    if (info?.isEntry || (info?.importers.length && info.importers.every((importer) => context.getModuleInfo(importer)?.isEntry)))
      return null
    const { pages: loadedBy, lazy: lazyIds } = reachIn(context)(moduleId)
    if (loadedBy.size === 0) return lazyGroupName(moduleId, lazyIds, context)
    const name = [...loadedBy].sort().join('+')
    // What several entry pages share is hardly ever one page's code: one chunk, one request less for each of them.
    if (loadedBy.size > 1) return name
    const ownRoutes = [...loadedBy].flatMap((page) => routesOf.get(page) ?? [])
    const shared = [...lazyIds].filter((lazyId) => !ownRoutes.some((route) => lazyId.endsWith(route)))
    if (shared.length === 0) return name
    // What a zone's routes need of an entry page's code apart from what the rest of the app needs of it, so a page
    // of the workspace does not load a funnel's formulas with the form fields it shares with the funnel.
    const zones = [...zonesReaching(new Set(shared), context)].filter((zone) => zone !== 'public')
    // The router's own page loads all of its code before any route: splitting it by zone would only add requests.
    const split = zones.length > 0 && !routerPages.has(name)
    return split ? `${name}-shared-${zoneSetName(zones)}` : `${name}-shared`
  }

  const subsetsOf = (items: readonly string[]) => {
    const subsets: string[][] = []
    for (let mask = 1; mask < 1 << items.length; mask++) subsets.push(items.filter((_, bit) => mask & (1 << bit)))
    return subsets
  }
  // Every name that groupName can give has a group: a module that none takes is taken in as a dependency by whichever
  // group reaches it first and loads with that group's pages. With the back office as a second zone, what both zones
  // share had no group and rode in the landing page's, the funnel's, /auth's and the back office's chunks into
  // /app and /dashboard (215 KB of first-load JS instead of 150).
  const zoneSets = subsetsOf(lazy.zones.map(({ zone }) => zone))
  // A module's static imports are loaded by at least the same pages and lazy modules, so wider groups come first: a
  // group also takes in its modules' dependencies that no group has taken yet, and those are never a page's own code
  // when the module is shared. Lazy groups: vendors, then sets of zones, more zones and with public routes first.
  const lazyGroups = [
    ...lazy.vendors.map(({ name }) => ({ name, priority: 2 * lazy.zones.length + 1 })),
    ...zoneSets.map((zones) => ({ name: `${zoneSetName(zones)}-public`, priority: 2 * zones.length })),
    ...zoneSets.map((zones) => ({ name: zoneSetName(zones), priority: 2 * zones.length - 1 })),
  ]
  // Entry groups above them, more pages first; for one page: its own code, then what public routes share, then what
  // more and more zones share.
  const entryBase = 2 * lazy.zones.length + 2
  const entrySpan = lazy.zones.length + 2
  const entryGroups = subsetsOf(pages).flatMap((subset) => {
    const page = [...subset].sort().join('+')
    const priority = entryBase + (subset.length - 1) * entrySpan
    const variants: { name: string; priority: number }[] = [{ name: page, priority }]
    if (subset.length === 1) {
      variants.push({ name: `${page}-shared`, priority: priority + 1 })
      for (const zones of zoneSets) variants.push({ name: `${page}-shared-${zoneSetName(zones)}`, priority: priority + 1 + zones.length })
    }
    return variants
  })
  return [...entryGroups, ...lazyGroups].map(({ name, priority }) => ({
    debugName: name,
    name: (moduleId: string, context: ChunkingContext) => (groupName(moduleId, context) === name ? name : null),
    priority,
  }))
}
