import { LoaderCircle } from 'lucide-react'
import { cn } from '@/client/lib/cn'

/** An animated ring announced as a status; `label` is what screen readers hear. */
export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-primary', className)} />
      <span className="sr-only">{label}</span>
    </span>
  )
}

/** A whole-page wait: the page's main landmark with a centred spinner and optional message. */
export function PageSpinner({ message, className }: { message?: string; className?: string }) {
  return (
    <main className={cn('flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center', className)}>
      <Spinner className="size-8" label={message ?? 'Loading'} />
      {message ? (
        <p aria-hidden="true" className="text-sm text-muted-foreground">
          {message}
        </p>
      ) : null}
    </main>
  )
}
