import { CircleAlert } from 'lucide-react'
import { Button } from '@/client/components/ui/button'

/** GET /api/user failed with something other than 401 (server down, 5xx). */
export function UserLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted p-4">
      <div role="alert" className="w-full max-w-sm rounded-xl border bg-card p-6 text-center shadow-sm">
        <CircleAlert aria-hidden="true" className="mx-auto size-8 text-danger" />
        <h1 className="mt-3 text-lg font-semibold">We couldn&apos;t check your session</h1>
        <p className="mt-2 text-sm text-muted-foreground">The server did not answer. Check your connection and try again.</p>
        <Button className="mt-5" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </main>
  )
}
