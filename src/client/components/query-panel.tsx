import type * as React from 'react'
import { LoadError } from '@/client/components/errors/load-error'
import { Skeleton } from '@/client/components/ui/skeleton'
import { Spinner } from '@/client/components/ui/spinner'
import { useDrawnInTransition } from '@/client/hooks/use-drawn-in-transition'

/** What the panel reads of a TanStack query (a plain or an infinite one). */
type PanelQuery<TData> = {
  data: TData | undefined
  error: Error | null
  isPending: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => Promise<unknown>
}

type QueryPanelProps<TData> = {
  query: PanelQuery<TData>
  /** What could not be loaded, as it reads after "We couldn't load": 'your team', 'the webhook'. */
  what: string
  /** The sizes (class names) of the placeholders shown while it loads, shaped like the content: ['h-12 w-full']. */
  skeleton: readonly string[]
  /** What a screen reader hears while the data loads; without it the skeleton stands alone. */
  loadingLabel?: string
  loadingClassName?: string
  /**
   * A failed refetch leaves the data shown instead of the error: for a paged list that reports that failure itself,
   * under the pages it already has.
   */
  keepDataOnRefetchError?: boolean
  children: (data: TData) => React.ReactNode
} & (
  | { isEmpty?: never; empty?: never }
  | {
      isEmpty: (data: TData) => boolean
      /** A sentence goes in the dashed box the panels share; an element is shown as it is. */
      empty: React.ReactNode
    }
)

/**
 * The body of a panel that shows one query: a skeleton while it loads, the error with Retry that every data panel has
 * (docs/product.md#api-errors), the empty state, then the content. The panel keeps its own card and heading around it.
 */
export function QueryPanel<TData>({
  query,
  what,
  skeleton,
  loadingLabel,
  loadingClassName = 'grid gap-3',
  keepDataOnRefetchError = false,
  isEmpty,
  empty,
  children,
}: QueryPanelProps<TData>) {
  // The answer's content is drawn in a transition, not in one long task with every other panel answered meanwhile.
  const drawn = useDrawnInTransition(!query.isPending)
  if (!drawn) {
    const placeholders = skeleton.map((size, index) => <Skeleton key={index} className={size} />)
    return loadingLabel ? (
      <div className={loadingClassName} aria-busy="true">
        <Spinner label={loadingLabel} className="sr-only" />
        {placeholders}
      </div>
    ) : (
      placeholders
    )
  }
  if (query.data === undefined || (query.isError && !keepDataOnRefetchError))
    return (
      <LoadError
        what={what}
        message={query.error?.message ?? 'Please try again.'}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  if (isEmpty?.(query.data))
    return typeof empty === 'string' ? (
      <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">{empty}</p>
    ) : (
      empty
    )
  return children(query.data)
}
