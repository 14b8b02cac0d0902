import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { extendTailwindMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { mergeClasses, utilityKind } from './class-merge'

// The reference: tailwind-merge, told about what this project's Tailwind has beyond the defaults it knows (the
// theme's font sizes in index.css, and bg-gradient-to-*, Tailwind 4's old name for bg-linear-to-*).
const reference = extendTailwindMerge({
  extend: {
    theme: { text: ['title', 'display'] },
    classGroups: { 'bg-image': [{ 'bg-gradient-to': ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] }] },
  },
})

const CLIENT_DIR = join(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    // class-merge.ts names every kind of utility, not only those the client writes.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|^class-merge\.ts$/.test(entry.name) ? [path] : []
  })
}

/** Every Tailwind utility written in the client's source, without its variants: what `cn()` is ever given. */
function utilitiesInSource(): string[] {
  const utilities = new Set<string>()
  for (const file of sourceFiles(CLIENT_DIR)) {
    for (const [, , literal] of readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)) {
      for (const token of literal!.split(/\s+/)) {
        const base = token.slice(token.lastIndexOf(':') + 1)
        // A utility tailwind-merge knows is one that overrides itself.
        if (/^-?[a-z[][\w\-./[\]%():,]*$/.test(base) && reference(`${base} ${base}`) === base) utilities.add(base)
      }
    }
  }
  return [...utilities].sort()
}

describe('mergeClasses', () => {
  const utilities = utilitiesInSource()

  it('finds the utilities the client writes', () => {
    expect(utilities.length).toBeGreaterThan(400)
    expect(utilities).toEqual(expect.arrayContaining(['px-4', 'text-sm', 'bg-primary/90', 'ring-[3px]', 'size-1/2']))
  })

  it('knows the kind of every utility the client writes', () => {
    expect(utilities.filter((utility) => utilityKind(utility) === undefined)).toEqual([])
  })

  it('keeps or drops every pair of them as tailwind-merge does', () => {
    const differences: string[] = []
    for (const first of utilities) {
      for (const second of utilities) {
        const classList = `${first} ${second}`
        const expected = reference(classList)
        if (mergeClasses(classList) !== expected) differences.push(`${classList} → ${mergeClasses(classList)}, not ${expected}`)
      }
    }
    expect(differences.slice(0, 20)).toEqual([])
  })

  it.each([
    ['px-4 py-2 text-sm px-2', 'py-2 text-sm px-2'],
    ['p-4 px-2', 'p-4 px-2'],
    ['px-2 p-4', 'p-4'],
    ['leading-none text-sm', 'text-sm'],
    ['text-sm text-muted-foreground text-lg', 'text-muted-foreground text-lg'],
    ['text-title text-white', 'text-title text-white'],
    ['hover:bg-muted focus:bg-muted hover:bg-primary', 'focus:bg-muted hover:bg-primary'],
    ['hover:focus:p-2 focus:hover:p-4', 'focus:hover:p-4'],
    ['[&>svg]:hover:p-2 hover:[&>svg]:p-4', '[&>svg]:hover:p-2 hover:[&>svg]:p-4'],
    ['p-4! p-2', 'p-4! p-2'],
    ['!p-4 p-4!', 'p-4!'],
    ['-mt-2 mt-4', 'mt-4'],
    ['size-4 w-2', 'size-4 w-2'],
    ['w-2 size-4', 'size-4'],
    ['border-b border-0', 'border-0'],
    ['rounded-t-md rounded', 'rounded'],
    ['bg-gradient-to-b bg-primary', 'bg-gradient-to-b bg-primary'],
    ['quiz-step px-2 quiz-step', 'quiz-step px-2 quiz-step'],
    ['  px-2\n  py-1  ', 'px-2 py-1'],
    ['', ''],
  ])('merges %j into %j as tailwind-merge does', (classList, merged) => {
    expect(mergeClasses(classList)).toBe(merged)
    expect(reference(classList)).toBe(merged)
  })

  it('treats variants as tailwind-merge does on the utilities the client writes', () => {
    const sample = utilities.filter((_, index) => index % 7 === 0)
    const variants = ['hover:', 'md:', 'dark:hover:', 'hover:dark:', 'data-[state=open]:', '[&_svg]:', 'before:md:']
    const differences: string[] = []
    for (const first of sample)
      for (const second of sample)
        for (const variant of variants)
          for (const classList of [`${variant}${first} ${variant}${second}`, `${first} ${variant}${second}`, `${first}! ${second}!`]) {
            if (mergeClasses(classList) !== reference(classList)) differences.push(classList)
          }
    expect(differences.slice(0, 20)).toEqual([])
  })
})
