import { Skeleton } from '@/client/components/ui/skeleton'

/** The dashboard's loading skeleton, in the page's own shape (docs/product.md#dashboard). */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading dashboard" className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72" />
      <Skeleton className="h-48" />
    </div>
  )
}
