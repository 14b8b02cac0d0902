/**
 * The seven showcase steps and the tags it shows (docs/product.md#showcase). Each step carries the
 * accent the page takes while it is highlighted; every pair keeps WCAG AA contrast (700 on white).
 */
export const SHOWCASE_STEPS = [
  { number: 1, title: 'Business', text: 'Share your company story', accent: 'blue' },
  { number: 2, title: 'Process', text: 'Map your workflow', accent: 'violet' },
  { number: 3, title: 'Tech', text: 'Connect your tools', accent: 'cyan' },
  { number: 4, title: 'Metrics', text: 'Define success', accent: 'emerald' },
  { number: 5, title: 'AI', text: 'Build your automation', accent: 'indigo' },
  { number: 6, title: 'Planning', text: 'Set your timeline', accent: 'amber' },
  { number: 7, title: 'Activation', text: 'Launch your agents', accent: 'rose' },
] as const

export const SHOWCASE_TAGS = ['Company goals', 'Team structure', 'Key processes'] as const

/** The highlighted step advances every 5 seconds (docs/product.md#timers). */
export const SHOWCASE_INTERVAL_MS = 5000

export type ShowcaseAccent = (typeof SHOWCASE_STEPS)[number]['accent']

// Whole class names, so Tailwind finds them in the source.
export const ACCENT_CLASSES: Record<ShowcaseAccent, { text: string; solid: string; soft: string; border: string }> = {
  blue: {
    text: 'text-blue-700 dark:text-blue-300',
    solid: 'bg-blue-700 hover:bg-blue-800',
    soft: 'bg-blue-50 dark:bg-blue-950',
    border: 'border-blue-700 dark:border-blue-300',
  },
  violet: {
    text: 'text-violet-700 dark:text-violet-300',
    solid: 'bg-violet-700 hover:bg-violet-800',
    soft: 'bg-violet-50 dark:bg-violet-950',
    border: 'border-violet-700 dark:border-violet-300',
  },
  cyan: {
    text: 'text-cyan-700 dark:text-cyan-300',
    solid: 'bg-cyan-700 hover:bg-cyan-800',
    soft: 'bg-cyan-50 dark:bg-cyan-950',
    border: 'border-cyan-700 dark:border-cyan-300',
  },
  emerald: {
    text: 'text-emerald-700 dark:text-emerald-300',
    solid: 'bg-emerald-700 hover:bg-emerald-800',
    soft: 'bg-emerald-50 dark:bg-emerald-950',
    border: 'border-emerald-700 dark:border-emerald-300',
  },
  indigo: {
    text: 'text-indigo-700 dark:text-indigo-300',
    solid: 'bg-indigo-700 hover:bg-indigo-800',
    soft: 'bg-indigo-50 dark:bg-indigo-950',
    border: 'border-indigo-700 dark:border-indigo-300',
  },
  amber: {
    text: 'text-amber-700 dark:text-amber-300',
    solid: 'bg-amber-700 hover:bg-amber-800',
    soft: 'bg-amber-50 dark:bg-amber-950',
    border: 'border-amber-700 dark:border-amber-300',
  },
  rose: {
    text: 'text-rose-700 dark:text-rose-300',
    solid: 'bg-rose-700 hover:bg-rose-800',
    soft: 'bg-rose-50 dark:bg-rose-950',
    border: 'border-rose-700 dark:border-rose-300',
  },
}
