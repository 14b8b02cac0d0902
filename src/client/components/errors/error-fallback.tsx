import { TriangleAlert } from 'lucide-react'
import * as React from 'react'
import { buttonVariants } from '@/client/components/ui/button-variants'

/** A readable line for any thrown value. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : 'Unknown error'
}

/**
 * The error fallback (docs/product.md#error-fallback). Free of react-router and cn() so the landing page,
 * which renders without them (docs/decisions/023), can use it too.
 */
export function ErrorFallback({ description }: { description: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted p-4">
      <div role="alert" className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-danger" />
        <h1 className="mt-4 text-title font-semibold">Something went wrong</h1>
        <p className="mt-2 text-sm text-muted-foreground">The application encountered an error. Please try refreshing the page.</p>
        <pre className="mt-4 overflow-x-auto rounded-md bg-muted p-3 text-left font-mono text-xs whitespace-pre-wrap">{description}</pre>
        <button type="button" className={buttonVariants({ className: 'mt-6' })} onClick={() => window.location.reload()}>
          Refresh Page
        </button>
      </div>
    </main>
  )
}

type BoundaryState = { error: unknown; hasError: boolean }

/**
 * Catches render errors: around the providers, and around the router's pages (keyed by path there, so the next page
 * starts afresh; a page whose code cannot load lands here too). React still requires a class for this.
 */
export class AppErrorBoundary extends React.Component<{ children: React.ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, hasError: true }
  }

  override render() {
    return this.state.hasError ? <ErrorFallback description={describeError(this.state.error)} /> : this.props.children
  }
}
