import * as React from 'react'

/**
 * Tracks an element's width (pass the returned callback as its `ref`), so a chart draws at the size it has: 12 px labels
 * at 375 px as at 1280.
 */
export function useWidth() {
  const [node, setNode] = React.useState<HTMLDivElement | null>(null)
  const [width, setWidth] = React.useState(0)
  React.useEffect(() => {
    if (!node) return
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)))
    observer.observe(node)
    return () => observer.disconnect()
  }, [node])
  return [setNode, width] as const
}
