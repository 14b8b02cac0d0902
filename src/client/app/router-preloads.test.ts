import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readRouteTable } from '../../../scripts/route-preloads'
import { paths } from '@/client/config/paths'

// The build reads this table to name each route's code in index.html (scripts/route-preloads.ts): a change to its
// shape that the reader misses must fail here, not leave pages without their preloads.
const source = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8')
const table = readRouteTable(source, paths)

describe('the route table as the build reads it', () => {
  it('has every page the router imports, under its layouts', () => {
    const imported = [...source.matchAll(/import\('\.\/routes\/([\w-]+)'\)/g)].map((match) => match[1])
    expect(new Set(table.flatMap((route) => route.modules))).toEqual(new Set(imported))
    const modulesOf = (pattern: string) => table.find((route) => route.pattern === pattern)?.modules
    expect(modulesOf('/')).toEqual(['landing'])
    expect(modulesOf('/app')).toEqual(['query-layout', 'account'])
    expect(modulesOf('/dashboard/agents/:agentId')).toEqual(['query-layout', 'agent-detail'])
    expect(modulesOf('*')).toEqual(['not-found'])
    // A redirect needs no page of its own, only its layouts'.
    expect(modulesOf('/sign-in')).toEqual([])
  })

  it('refuses a path it cannot resolve', () => {
    expect(() => readRouteTable(source.replace('paths.app.path', 'paths.nowhere.path'), paths)).toThrow('paths.nowhere')
  })
})
