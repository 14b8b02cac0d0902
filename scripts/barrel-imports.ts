// Speed (docs/performance.md, docs/decisions/097): `import { Sun } from 'lucide-react'` and
// `import { Tabs } from 'radix-ui'` go through each package's barrel, which re-exports every icon or primitive.
// Tree-shaking keeps only what is used, but the build's chunking (first-load-chunks.ts) cannot see through a barrel
// which page uses which icon or primitive: the icons of every lazily loaded page rode in the first load of all three
// entry pages, and a Radix module that the landing page uses and the app's pages reach through the barrel was taken
// for landing-only code. Rewriting each import to the module that defines it lets the chunking see who uses what.
// Same exports, same components, at build time only; the source keeps the packages' documented imports.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, posix } from 'node:path'
import type { Plugin } from 'vite'

type Barrel = {
  /** Each export of the barrel that has a module of its own → the import statement for `local`. */
  modules: Map<string, (local: string) => string>
}

const require = createRequire(import.meta.url)
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))

/** lucide-react: `export { default as Sun, default as SunIcon } from './icons/sun.mjs'`, one line per icon. */
function readLucide(): Barrel {
  const dir = packageDir('lucide-react')
  const { module } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { module: string }
  const modules = new Map<string, (local: string) => string>()
  for (const [, names = '', file = ''] of readFileSync(join(dir, module), 'utf8').matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+\.mjs)'/g,
  )) {
    const path = `lucide-react/${posix.join(posix.dirname(module), file)}`
    for (const name of names.split(',')) {
      const exported = /^\s*default\s+as\s+(\w+)\s*$/.exec(name)?.[1]
      if (exported) modules.set(exported, (local) => `import ${local} from '${path}'`)
    }
  }
  return { modules }
}

/** radix-ui: `import * as Tabs from "@radix-ui/react-tabs"` in the barrel; `radix-ui/tabs` re-exports that package. */
function readRadix(): Barrel {
  const dist = join(packageDir('radix-ui'), 'dist')
  const subpathOf = new Map<string, string>()
  for (const file of readdirSync(dist).filter((each) => each.endsWith('.mjs') && each !== 'index.mjs')) {
    const reExported = /^export \* from "([^"]+)";$/m.exec(readFileSync(join(dist, file), 'utf8'))?.[1]
    if (reExported) subpathOf.set(reExported, `radix-ui/${file.replace(/\.mjs$/, '')}`)
  }
  const modules = new Map<string, (local: string) => string>()
  for (const [, name = '', from = ''] of readFileSync(join(dist, 'index.mjs'), 'utf8').matchAll(/import \* as (\w+) from "([^"]+)";/g)) {
    const subpath = subpathOf.get(from)
    if (subpath) modules.set(name, (local) => `import * as ${local} from '${subpath}'`)
  }
  return { modules }
}

const BARRELS: Record<string, () => Barrel> = { 'lucide-react': readLucide, 'radix-ui': readRadix }
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"](lucide-react|radix-ui)['"];?/g

/** Rewrites named imports from the 'lucide-react' and 'radix-ui' barrels to imports of their own modules (build only). */
export function barrelImports(): Plugin {
  const barrels = new Map<string, Barrel>()
  const barrelOf = (name: string) => {
    let barrel = barrels.get(name)
    if (!barrel) {
      barrel = BARRELS[name]!()
      if (barrel.modules.size === 0) throw new Error(`${name}: no re-exports found in its barrel; its layout changed`)
      barrels.set(name, barrel)
    }
    return barrel
  }
  return {
    name: 'agentworks-barrel-imports',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[/\\]src[/\\].*\.tsx?$/, code: /['"](lucide-react|radix-ui)['"]/ },
      handler(code) {
        const rewritten = code.replace(IMPORT, (_statement, list: string, name: string) => {
          const { modules } = barrelOf(name)
          const kept: string[] = []
          const statements: string[] = []
          for (const specifier of list.split(',').map((each) => each.trim())) {
            if (!specifier) continue
            const [, imported = '', local] = /^(\w+)(?:\s+as\s+(\w+))?$/.exec(specifier) ?? []
            const statement = modules.get(imported)
            // Types and anything else the barrel defines itself stay on the barrel.
            if (statement) statements.push(statement(local ?? imported))
            else kept.push(specifier)
          }
          if (kept.length > 0) statements.push(`import { ${kept.join(', ')} } from '${name}'`)
          return statements.join('; ')
        })
        return rewritten === code ? null : { code: rewritten, map: null }
      },
    },
  }
}
