import * as React from 'react'

// The shadcn use-toast store with the constants of docs/product.md#toasts.
const TOAST_LIMIT = 1
const TOAST_REMOVE_DELAY = 1_000_000
export const TOAST_DURATION = 5000

export type ToastVariant = 'default' | 'destructive'

export type ToastInput = {
  title: React.ReactNode
  description?: React.ReactNode
  variant?: ToastVariant
  duration?: number
}

export type ToastItem = ToastInput & { id: string; open: boolean }

type State = { toasts: ToastItem[] }

let count = 0
let memoryState: State = { toasts: [] }
const listeners = new Set<(state: State) => void>()
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>()

function setState(next: State) {
  memoryState = next
  for (const listener of listeners) listener(memoryState)
}

function scheduleRemoval(id: string) {
  if (removeTimeouts.has(id)) return
  const timeout = setTimeout(() => {
    removeTimeouts.delete(id)
    setState({ toasts: memoryState.toasts.filter((item) => item.id !== id) })
  }, TOAST_REMOVE_DELAY)
  removeTimeouts.set(id, timeout)
}

/** Closes one toast, or all when no id is given; it is removed from memory later. */
export function dismissToast(id?: string) {
  for (const item of memoryState.toasts) {
    if (id === undefined || item.id === id) scheduleRemoval(item.id)
  }
  setState({
    toasts: memoryState.toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
  })
}

/** Shows a toast; with TOAST_LIMIT 1 a new one replaces the one on screen. */
export function toast(input: ToastInput) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER
  const id = String(count)
  setState({ toasts: [{ ...input, id, open: true }, ...memoryState.toasts].slice(0, TOAST_LIMIT) })
  return { id, dismiss: () => dismissToast(id) }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function getSnapshot() {
  return memoryState
}

export function useToast() {
  const state = React.useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
  return { toasts: state.toasts, toast, dismiss: dismissToast }
}
