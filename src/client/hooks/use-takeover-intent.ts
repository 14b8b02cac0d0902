import * as React from 'react'

/** How a lazily loaded menu or dialog takes over from the plain button that stood in for it (docs/decisions/097). */
export type Takeover = { defaultOpen: boolean; autoFocus: boolean }

/**
 * For a button whose menu's code loads when someone reaches for it (pointer over it, focus, a press): null until then;
 * once the code is there the menu replaces the button, open if it was pressed, with focus if the button had it.
 */
export function useTakeoverIntent() {
  const [intent, setIntent] = React.useState<{ open: boolean; focus: boolean } | null>(null)
  const open = () => setIntent((current) => ({ open: true, focus: current?.focus ?? false }))
  const handlers = {
    onPointerEnter: () => setIntent((current) => current ?? { open: false, focus: false }),
    onFocus: () => setIntent((current) => ({ open: current?.open ?? false, focus: true })),
    onBlur: () => setIntent((current) => current && { ...current, focus: false }),
    // A mouse or pen press opens it as it arrives: the code may come between the press and the click, and the menu's
    // own trigger that replaces the button would never see that click.
    onPointerDown: (event: React.PointerEvent) => (event.pointerType !== 'touch' && event.button === 0 ? open() : undefined),
    onClick: open,
  }
  const takeover: Takeover | null = intent && { defaultOpen: intent.open, autoFocus: intent.focus }
  return { takeover, handlers }
}
