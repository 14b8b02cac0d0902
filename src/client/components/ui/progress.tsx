import type * as React from 'react'
import { cn } from '@/client/lib/cn'

type ProgressProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** 0 to 100; null or undefined: under way, amount unknown. */
  value?: number | null
  /** What a screen reader says for the value; "40%" when not given. */
  getValueLabel?: (value: number, max: number) => string
}

const MAX = 100

/**
 * A progress bar with the ARIA of Radix's (role progressbar, value 0–100 and its text), without its code: the quiz
 * and the other public pages show one on their first screen (docs/decisions/118).
 */
export function Progress({ className, value, getValueLabel, ...props }: ProgressProps) {
  const known = typeof value === 'number' && Number.isFinite(value)
  const clamped = known ? Math.min(MAX, Math.max(0, value)) : 0
  return (
    <div
      role="progressbar"
      data-slot="progress"
      aria-valuemin={0}
      aria-valuemax={MAX}
      aria-valuenow={known ? clamped : undefined}
      aria-valuetext={known ? (getValueLabel?.(clamped, MAX) ?? `${Math.round(clamped)}%`) : undefined}
      data-state={!known ? 'indeterminate' : clamped === MAX ? 'complete' : 'loading'}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div className="h-full w-full flex-1 bg-primary transition-transform" style={{ transform: `translateX(-${MAX - clamped}%)` }} />
    </div>
  )
}
