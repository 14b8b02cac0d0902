import { CircleAlert } from 'lucide-react'
import { Button } from '@/client/components/ui/button'
import { Spinner } from '@/client/components/ui/spinner'
import { cn } from '@/client/lib/cn'

type LoadErrorProps = {
  /** What could not be loaded, as it reads after "We couldn't load": 'your team', 'the webhook'. */
  what: string
  message: string
  onRetry: () => void
  retrying?: boolean
  className?: string
}

/** The error state of a panel whose data failed to load: what, why, and Retry (every data panel has one: docs/product.md#api-errors). */
export function LoadError({ what, message, onRetry, retrying = false, className }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-start gap-3 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between', className)}
    >
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div>
          <p className="font-medium">We couldn&apos;t load {what}.</p>
          <p className="text-sm text-muted-foreground">{message}</p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner className="size-4" label="Retrying" /> : null}
        Retry
      </Button>
    </div>
  )
}
