import { AlertTriangle } from 'lucide-react'
import { Button } from '@/client/components/ui/button'

/** Shown above any fallback data (docs/product.md#dashboard-fallbacks, decision 050): sample rows are never passed off as real. */
export function SampleBanner({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <span className="flex items-center gap-2 font-medium">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        Sample data — we could not reach your workspace
      </span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
