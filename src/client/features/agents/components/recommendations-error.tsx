import { AlertTriangle } from 'lucide-react'
import { Button } from '@/client/components/ui/button'

/** The recommendations load failure, with a Retry that reloads the page (docs/product.md#messages-account). */
export function RecommendationsError() {
  return (
    <div role="alert" className="mx-auto grid max-w-md justify-items-center gap-3 rounded-xl border bg-card p-8 text-center">
      <AlertTriangle aria-hidden="true" className="size-8 text-danger" />
      <h2 className="text-lg font-semibold">Error Loading Recommendations</h2>
      <p className="text-sm text-muted-foreground">We couldn't load your agent recommendations. Please try again.</p>
      <Button onClick={() => window.location.reload()}>Retry</Button>
    </div>
  )
}
