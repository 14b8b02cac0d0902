import { useEffect, useRef } from 'react'

/** A key as KeyboardEvent.key gives it ('j', 'A' with Shift, 'ArrowDown', '?'), and what it does; `false`: not this time. */
export type Shortcuts = Partial<Record<string, (event: KeyboardEvent) => boolean | void>>

/** True when the key belongs to what the person is typing or choosing, not to the page. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  return target.closest('input, textarea, select, [role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]') !== null
}

/**
 * Single-key shortcuts for the page while it is shown (docs/decisions/126-approvals-review-queue.md): never while the
 * person types in a field or a dialog is open, nor with Ctrl, Cmd or Alt (the browser's and the screen reader's own).
 */
export function useShortcuts(shortcuts: Shortcuts, enabled = true) {
  const latest = useRef(shortcuts)
  useEffect(() => {
    latest.current = shortcuts
  })
  useEffect(() => {
    if (!enabled) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return
      const handler = latest.current[event.key]
      if (!handler || handler(event) === false) return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [enabled])
}
