// Speed (docs/performance.md): chunking for the build (vite.config.ts, docs/decisions/037), part of what lifted
// `/quiz-funnel` to Lighthouse mobile 97 (budget ≥ 95). Rolldown's default gives every set of importers its
// own chunk, which left `/quiz-funnel` with 27 small files to fetch before it could render; on a phone each round
// trip costs more than the bytes. Here every module that a page's HTML entry imports statically goes into one chunk
// per set of entry pages that share it, so a page's first load is a handful of files. Modules that only lazily
// loaded code uses keep the default chunking.

type ModuleInfo = { isEntry: boolean; importers: string[]; dynamicImporters: string[] }
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo | null }
type ChunkGroup = { debugName: string; name: (moduleId: string, context: ChunkingContext) => string | null; priority: number }

const BARREL = /[/\\]node_modules[/\\]radix-ui[/\\]/

const pageOf = (entryId: string) => /([^/\\]+)\.html$/.exec(entryId)?.[1] ?? entryId

/** The entry pages whose first load includes the module: those that reach it through static imports alone. */
function createFirstLoadPages(context: ChunkingContext) {
  const memo = new Map<string, ReadonlySet<string>>()
  const pagesOf = (moduleId: string, visiting: Set<string>): ReadonlySet<string> => {
    const known = memo.get(moduleId)
    if (known) return known
    if (visiting.has(moduleId)) return new Set()
    visiting.add(moduleId)
    const info = context.getModuleInfo(moduleId)
    const pages = new Set<string>(info?.isEntry ? [pageOf(moduleId)] : [])
    for (const importer of info?.importers ?? []) {
      // A barrel ('radix-ui' re-exports every Radix package) imports far more than tree-shaking keeps: what a page
      // uses through it is left to the default chunking rather than pulling every package into the page's chunk.
      if (BARREL.test(importer)) continue
      for (const page of pagesOf(importer, visiting)) pages.add(page)
    }
    visiting.delete(moduleId)
    memo.set(moduleId, pages)
    return pages
  }
  return (moduleId: string) => pagesOf(moduleId, new Set())
}

/** Also used by lazily loaded code, which then imports this chunk too: kept apart from the page-only code. */
function isSharedWithLazyCode(moduleId: string, context: ChunkingContext, firstLoadPages: (id: string) => ReadonlySet<string>) {
  const info = context.getModuleInfo(moduleId)
  return (info?.dynamicImporters.length ?? 0) > 0 || (info?.importers ?? []).some((importer) => firstLoadPages(importer).size === 0)
}

/** Groups for rolldown's `output.codeSplitting.groups`, for the given HTML entry pages (file names without `.html`). */
export function firstLoadChunkGroups(pages: readonly string[]): ChunkGroup[] {
  const contexts = new WeakMap<ChunkingContext, (id: string) => ReadonlySet<string>>()
  const firstLoadPagesIn = (context: ChunkingContext) => {
    let firstLoadPages = contexts.get(context)
    if (!firstLoadPages) contexts.set(context, (firstLoadPages = createFirstLoadPages(context)))
    return firstLoadPages
  }
  const groupName = (moduleId: string, context: ChunkingContext) => {
    const firstLoadPages = firstLoadPagesIn(context)
    const loadedBy = firstLoadPages(moduleId)
    if (loadedBy.size === 0) return null
    const shared = isSharedWithLazyCode(moduleId, context, firstLoadPages)
    return `${[...loadedBy].sort().join('+')}${shared ? '-shared' : ''}`
  }
  // A module's static imports are loaded by at least the same pages, so wider groups come first: a group also takes
  // in its modules' dependencies that no group has taken yet.
  const subsets: string[][] = []
  for (let mask = 1; mask < 1 << pages.length; mask++) subsets.push(pages.filter((_, bit) => mask & (1 << bit)))
  return subsets.flatMap((subset) =>
    [true, false].map((shared) => {
      const name = `${[...subset].sort().join('+')}${shared ? '-shared' : ''}`
      return {
        debugName: name,
        name: (moduleId: string, context: ChunkingContext) => (groupName(moduleId, context) === name ? name : null),
        priority: subset.length * 2 + (shared ? 1 : 0),
      }
    }),
  )
}
