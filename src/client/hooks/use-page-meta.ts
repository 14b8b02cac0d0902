import * as React from 'react'
import { appConfig } from '@/client/lib/app-config'

export type PageMeta = { title: string; description: string }

/**
 * Gives a page its own title ("{title} · {product}") and meta description (docs/decisions/086). Set on the existing
 * head elements rather than rendered as React 19 <title>/<meta>: head.html already has both, and a second pair would
 * not win. The router's pages get theirs from their route's `handle` (src/client/app/router.tsx); a page that knows
 * better (an agent's name) or runs without the router calls this, and wins: its effect runs after the router's layout
 * effect.
 */
export function usePageMeta(title: string, description: string) {
  React.useEffect(() => setPageMeta({ title, description }), [title, description])
}

/** Writes the page's title and description into the document's head. */
export function setPageMeta({ title, description }: PageMeta) {
  document.title = `${title} · ${appConfig.productName}`
  document.querySelector('meta[name="description"]')?.setAttribute('content', description)
}
