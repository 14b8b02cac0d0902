import { Tooltip } from 'radix-ui'
import * as React from 'react'

type ExactTimeTooltipProps = {
  /** The exact local date and time the tooltip shows. */
  absolute: string
  /** The `<time>` element it explains; it takes over from RelativeTime's own. */
  children: React.ReactElement
  /** Shown at once: the pointer or focus that loaded it is on the element. */
  defaultOpen: boolean
  /** The element RelativeTime showed had focus: this one takes it over. */
  autoFocus: boolean
}

/** RelativeTime's tooltip (Radix, with Floating UI), loaded on the first hover or focus of a time (relative-time.tsx). */
export function ExactTimeTooltip({ absolute, children, defaultOpen, autoFocus }: ExactTimeTooltipProps) {
  // A `<time>` in fact: Radix types its trigger as a button.
  const triggerRef = React.useRef<HTMLButtonElement>(null)
  const [focusOnMount] = React.useState(autoFocus)

  // Before the browser handles another key: the element that had focus is gone.
  React.useLayoutEffect(() => {
    if (focusOnMount) triggerRef.current?.focus()
  }, [focusOnMount])

  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root defaultOpen={defaultOpen}>
        <Tooltip.Trigger asChild ref={triggerRef}>
          {children}
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content sideOffset={4} className="z-50 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow-md">
            {absolute}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  )
}
