// Merges Tailwind class lists so that a later utility overrides an earlier one of the same kind: `cn('px-4 text-sm',
// 'px-2')` is `text-sm px-2`. It answers as tailwind-merge does for every class this project writes
// (class-merge.test.ts compares the two on every pair of them), without tailwind-merge's start-up cost: building its
// class map of every utility took 64–148 ms of the quiz's first load at a phone's CPU speed (docs/decisions/118).

type Classify = (value: string) => string | undefined

const NUMBER = /^\d+(\.\d+)?$/
const FRACTION = /^\d+\/\d+$/
const ARBITRARY = /^\[.+\]$|^\(.+\)$/
const ARBITRARY_LENGTH =
  /^\[(length:)?(-?[\d.]+(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|ch|ex|r?lh)|0|(calc|min|max|clamp)\(.+\))\]$/
const TEXT_SIZES = new Set(['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl'])
// The project's own font sizes (index.css: --text-title, --text-display): each also sets a line height.
const THEME_TEXT_SIZES = new Set(['title', 'display'])
const LINE_STYLES = new Set(['solid', 'dashed', 'dotted', 'double'])
const FONT_WEIGHTS = new Set(['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'])
const SHADOW_SIZES = new Set(['', '2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'none', 'inner'])
const ALIGN_CONTENT = new Set(['normal', 'center', 'start', 'end', 'between', 'around', 'evenly', 'baseline', 'stretch'])
const SIDES = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l']
const CORNERS = ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl']

const always =
  (group: string): Classify =>
  () =>
    group
const when =
  (group: string, values: readonly string[]): Classify =>
  (value) =>
    values.includes(value) ? group : undefined
const isWidth = (value: string) => value === '' || NUMBER.test(value) || ARBITRARY_LENGTH.test(value)

/** Utilities that take no value: `block`, `truncate`, `sr-only`. */
const KEYWORDS: Record<string, string> = {}
const keywords = (group: string, names: string) => names.split(' ').forEach((name) => (KEYWORDS[name] = group))
keywords(
  'display',
  'block inline-block inline flex inline-flex table inline-table table-cell table-row table-caption table-column table-column-group table-footer-group table-header-group table-row-group flow-root grid inline-grid contents list-item hidden',
)
keywords('position', 'static fixed absolute relative sticky')
keywords('visibility', 'visible invisible collapse')
keywords('sr', 'sr-only not-sr-only')
keywords('isolation', 'isolate isolation-auto')
keywords('text-transform', 'uppercase lowercase capitalize normal-case')
keywords('text-decoration', 'underline overline line-through no-underline')
keywords('text-overflow', 'truncate text-ellipsis text-clip')
keywords('font-style', 'italic not-italic')
keywords('font-smoothing', 'antialiased subpixel-antialiased')
keywords('fvn-normal', 'normal-nums')
keywords('fvn-ordinal', 'ordinal')
keywords('fvn-slashed-zero', 'slashed-zero')
keywords('fvn-figure', 'lining-nums oldstyle-nums')
keywords('fvn-spacing', 'proportional-nums tabular-nums')
keywords('fvn-fraction', 'diagonal-fractions stacked-fractions')
keywords('container', 'container')
keywords('filter', 'filter filter-none')
keywords('backdrop-filter', 'backdrop-filter backdrop-filter-none')

/**
 * Utilities with a value, by the prefix before it (`px` for `px-4`, `border-t` for `border-t-2`); the longest prefix
 * that matches decides. A prefix whose value also says the kind (`text-sm` is a size, `text-primary` a colour) has a
 * classifier that tells them apart; `undefined` leaves the class alone, as an unknown class is.
 */
const PREFIXES = new Map<string, Classify>()
const prefix = (names: string, classify: Classify) => names.split(' ').forEach((name) => PREFIXES.set(name, classify))

// Utilities whose prefix is their kind: `top-0`, `z-10`, `w-full`, `opacity-50`.
const SIMPLE_KINDS =
  'inset inset-x inset-y start end top right bottom left z order basis grow shrink gap gap-x gap-y w h size min-w min-h max-w max-h grid-cols grid-rows grid-flow col-start col-end row-start row-end justify-items justify-self place-content place-items place-self overflow overflow-x overflow-y overscroll whitespace break-before break-after break-inside leading tracking underline-offset indent rounded border-spacing border-spacing-x border-spacing-y outline-offset opacity cursor pointer-events select appearance aspect fill animate transition duration ease delay rotate scale translate-x translate-y blur backdrop-blur line-clamp will-change float clear resize'
for (const kind of SIMPLE_KINDS.split(' ')) prefix(kind, always(kind))
for (const spacing of ['p', 'm', 'scroll-m', 'scroll-p'])
  for (const side of ['', ...SIDES]) prefix(`${spacing}${side}`, always(`${spacing}${side}`))
prefix('space-x', (value) => (value === 'reverse' ? 'space-x-reverse' : 'space-x'))
prefix('space-y', (value) => (value === 'reverse' ? 'space-y-reverse' : 'space-y'))
prefix('flex', (value) => {
  if (['row', 'row-reverse', 'col', 'col-reverse'].includes(value)) return 'flex-direction'
  if (['wrap', 'wrap-reverse', 'nowrap'].includes(value)) return 'flex-wrap'
  return 'flex'
})
prefix('col', (value) => (value === 'auto' || value.startsWith('span-') ? 'col-start-end' : undefined))
prefix('row', (value) => (value === 'auto' || value.startsWith('span-') ? 'row-start-end' : undefined))
prefix('justify', (value) => (ALIGN_CONTENT.has(value) || value === 'center-safe' || value === 'end-safe' ? 'justify-content' : undefined))
prefix('items', always('align-items'))
prefix('self', always('align-self'))
prefix('content', (value) => (ALIGN_CONTENT.has(value) ? 'align-content' : 'content'))
prefix('break', when('break', ['normal', 'words', 'all', 'keep']))
prefix('wrap', when('wrap', ['break-word', 'anywhere', 'normal']))
prefix('text', (value) => {
  if (['left', 'center', 'right', 'justify', 'start', 'end'].includes(value)) return 'text-alignment'
  if (['wrap', 'nowrap', 'balance', 'pretty'].includes(value)) return 'text-wrap'
  if (TEXT_SIZES.has(value) || THEME_TEXT_SIZES.has(value) || ARBITRARY_LENGTH.test(value)) return 'font-size'
  return 'text-color'
})
prefix('font', (value) => (FONT_WEIGHTS.has(value) || NUMBER.test(value) ? 'font-weight' : 'font-family'))
prefix('decoration', (value) => {
  if (LINE_STYLES.has(value) || value === 'wavy') return 'text-decoration-style'
  if (NUMBER.test(value) || value === 'auto' || value === 'from-font' || ARBITRARY_LENGTH.test(value)) return 'text-decoration-thickness'
  return 'text-decoration-color'
})
prefix('align', always('vertical-align'))
prefix('list', (value) => {
  if (value === 'inside' || value === 'outside') return 'list-style-position'
  if (value.startsWith('image-')) return 'list-image'
  return 'list-style-type'
})
prefix('bg', (value) => {
  if (['fixed', 'local', 'scroll'].includes(value)) return 'bg-attachment'
  if (value.startsWith('clip-')) return 'bg-clip'
  if (value.startsWith('origin-')) return 'bg-origin'
  if (value.startsWith('blend-')) return 'bg-blend'
  if (/^(bottom|center|top|left|right)(-|$)/.test(value)) return 'bg-position'
  if (/^(repeat|no-repeat)/.test(value)) return 'bg-repeat'
  if (['auto', 'cover', 'contain'].includes(value)) return 'bg-size'
  // bg-gradient-to-* is Tailwind 4's old name for bg-linear-to-*.
  if (value === 'none' || /^(gradient-to|linear|radial|conic)(-|$)/.test(value)) return 'bg-image'
  return 'bg-color'
})
for (const stop of ['from', 'via', 'to']) prefix(stop, (value) => (/^\d+%$/.test(value) ? `gradient-${stop}-pos` : `gradient-${stop}`))
for (const corner of CORNERS) prefix(`rounded-${corner}`, always(`rounded-${corner}`))
prefix('border', (value) => {
  if (isWidth(value)) return 'border-w'
  if (LINE_STYLES.has(value) || value === 'hidden' || value === 'none') return 'border-style'
  if (value === 'collapse' || value === 'separate') return 'border-collapse'
  return 'border-color'
})
for (const side of SIDES) prefix(`border-${side}`, (value) => (isWidth(value) ? `border-w-${side}` : `border-color-${side}`))
prefix('divide-x', (value) => (value === 'reverse' ? 'divide-x-reverse' : 'divide-x'))
prefix('divide-y', (value) => (value === 'reverse' ? 'divide-y-reverse' : 'divide-y'))
prefix('divide', (value) => (LINE_STYLES.has(value) || value === 'none' ? 'divide-style' : 'divide-color'))
prefix('shadow', (value) => (SHADOW_SIZES.has(value) || ARBITRARY.test(value) ? 'shadow' : 'shadow-color'))
prefix('ring', (value) => {
  if (isWidth(value)) return 'ring-w'
  if (value === 'inset') return 'ring-w-inset'
  return 'ring-color'
})
prefix('ring-offset', (value) => (NUMBER.test(value) || ARBITRARY_LENGTH.test(value) ? 'ring-offset-w' : 'ring-offset-color'))
prefix('outline', (value) => {
  if (isWidth(value)) return 'outline-w'
  if (LINE_STYLES.has(value) || value === 'none' || value === 'hidden') return 'outline-style'
  return 'outline-color'
})
prefix('object', (value) => (['contain', 'cover', 'fill', 'none', 'scale-down'].includes(value) ? 'object-fit' : 'object-position'))
prefix('stroke', (value) => (NUMBER.test(value) ? 'stroke-w' : 'stroke'))
prefix('translate', (value) => (value === 'none' ? 'translate-none' : 'translate'))
prefix('origin', always('transform-origin'))
prefix('box', (value) => (value === 'border' || value === 'content' ? 'box' : 'box-decoration'))
prefix('touch', (value) => {
  if (value === 'pan-x' || value === 'pan-left' || value === 'pan-right') return 'touch-x'
  if (value === 'pan-y' || value === 'pan-up' || value === 'pan-down') return 'touch-y'
  if (value === 'pinch-zoom') return 'touch-pz'
  return 'touch'
})
// Bare utilities whose prefix also takes a value: `border`, `border-b`, `rounded`, `shadow`, `ring`, `grow`.
const BARE = new Set(
  [
    'border',
    'rounded',
    'shadow',
    'ring',
    'outline',
    'grow',
    'shrink',
    'transition',
    'blur',
    'backdrop-blur',
    'divide-x',
    'divide-y',
    'resize',
  ].concat(
    SIDES.map((side) => `border-${side}`),
    CORNERS.map((corner) => `rounded-${corner}`),
  ),
)

/** What a later utility of each kind overrides besides its own kind: `p-4` overrides an earlier `px-2`. */
const OVERRIDES: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'fvn-normal': ['fvn-ordinal', 'fvn-slashed-zero', 'fvn-figure', 'fvn-spacing', 'fvn-fraction'],
  'fvn-ordinal': ['fvn-normal'],
  'fvn-slashed-zero': ['fvn-normal'],
  'fvn-figure': ['fvn-normal'],
  'fvn-spacing': ['fvn-normal'],
  'fvn-fraction': ['fvn-normal'],
  'line-clamp': ['display', 'overflow'],
  'border-spacing': ['border-spacing-x', 'border-spacing-y'],
  translate: ['translate-x', 'translate-y', 'translate-none'],
  'translate-none': ['translate', 'translate-x', 'translate-y'],
  touch: ['touch-x', 'touch-y', 'touch-pz'],
  'touch-x': ['touch'],
  'touch-y': ['touch'],
  'touch-pz': ['touch'],
}
// Padding, margins and borders: the whole box overrides its axes and sides, an axis its two sides.
const AXIS_SIDES: Record<string, string[]> = { '': ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'], x: ['s', 'e', 'r', 'l'], y: ['t', 'b'] }
for (const [axis, sides] of Object.entries(AXIS_SIDES)) {
  for (const box of ['p', 'm', 'scroll-m', 'scroll-p']) OVERRIDES[`${box}${axis}`] = sides.map((side) => `${box}${side}`)
  for (const border of ['border-w', 'border-color'])
    OVERRIDES[axis ? `${border}-${axis}` : border] = sides.map((side) => `${border}-${side}`)
}
OVERRIDES.rounded = CORNERS.map((corner) => `rounded-${corner}`)
for (const [side, corners] of Object.entries({ s: 'ss es', e: 'se ee', t: 'tl tr', r: 'tr br', b: 'br bl', l: 'tl bl' }))
  OVERRIDES[`rounded-${side}`] = corners.split(' ').map((corner) => `rounded-${corner}`)

/** The kind of utility `base` (a class without its variants or `!`) is, or undefined for a class Tailwind lacks. */
export function utilityKind(base: string): string | undefined {
  const keyword = KEYWORDS[base]
  if (keyword) return keyword
  // An arbitrary property, `[overflow-wrap:break-word]`, is its property's kind.
  const property = /^\[([a-z-]+):.+\]$/.exec(base)?.[1]
  if (property) return `arbitrary..${property}`
  const utility = base.startsWith('-') ? base.slice(1) : base
  if (BARE.has(utility)) return PREFIXES.get(utility)?.('')
  // The longest prefix first: `border-t-2` is `border-t` with `2`, not `border` with `t-2`.
  for (let end = utility.lastIndexOf('-'); end > 0; end = utility.lastIndexOf('-', end - 1)) {
    const classify = PREFIXES.get(utility.slice(0, end))
    const value = utility.slice(end + 1)
    if (!classify || value === '') continue
    // A value's opacity (`bg-primary/90`) does not change its kind; a fraction (`w-1/2`) is the value itself.
    const kind = classify(FRACTION.test(value) ? value : value.replace(/\/[\w.[\]()-]+$/, ''))
    if (kind) return kind
  }
  return undefined
}

/** `hover:focus:` in a stable order (a later `focus:hover:` is the same variant); arbitrary and order-sensitive
 * variants (`[&>svg]:`, `before:`) keep their place. */
const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
])
function variantKey(variants: string[]): string {
  const sorted: string[] = []
  let run: string[] = []
  for (const variant of variants) {
    if (variant.startsWith('[') || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant)
      run = []
    } else run.push(variant)
  }
  sorted.push(...run.sort())
  return sorted.join(':')
}

/** Splits `md:hover:!p-4` into its variants and `p-4`, and says whether it is important. */
function parse(className: string): { variants: string[]; base: string; important: boolean } {
  const variants: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < className.length; index++) {
    const character = className[index]
    if (character === '[' || character === '(') depth++
    else if (character === ']' || character === ')') depth--
    else if (character === ':' && depth === 0) {
      variants.push(className.slice(start, index))
      start = index + 1
    }
  }
  const base = className.slice(start)
  if (base.endsWith('!')) return { variants, base: base.slice(0, -1), important: true }
  if (base.startsWith('!')) return { variants, base: base.slice(1), important: true }
  return { variants, base, important: false }
}

function merge(classList: string): string {
  const overridden = new Set<string>()
  const kept: string[] = []
  const classNames = classList.trim().split(/\s+/)
  // From the last class to the first: a class is dropped when a later one already overrode its kind.
  for (let index = classNames.length - 1; index >= 0; index--) {
    const className = classNames[index]!
    if (className === '') continue
    const { variants, base, important } = parse(className)
    const kind = utilityKind(base)
    if (!kind) {
      kept.push(className)
      continue
    }
    const scope = `${variantKey(variants)}${important ? '!' : ''}`
    if (overridden.has(scope + kind)) continue
    overridden.add(scope + kind)
    for (const other of OVERRIDES[kind] ?? []) overridden.add(scope + other)
    kept.push(className)
  }
  return kept.reverse().join(' ')
}

// The same few class lists are merged on every render: each is worked out once.
const MAX_CACHED = 1000
const cache = new Map<string, string>()

/** `classList` with every utility that a later one overrides removed. */
export function mergeClasses(classList: string): string {
  let merged = cache.get(classList)
  if (merged === undefined) {
    merged = merge(classList)
    if (cache.size >= MAX_CACHED) cache.clear()
    cache.set(classList, merged)
  }
  return merged
}
