// Speed (docs/performance.md): the Radix toaster (~8 KB gzip) loads with the first toast instead of with every page,
// part of what keeps `/` under its 90 KB first-load budget.
import { useModule } from '@/client/hooks/use-module'
import { dismissToast, useToast } from '@/client/hooks/use-toast'

/**
 * The toasts in plain form: what a visitor sees when the Radix toaster's code cannot load (offline,
 * which is when the quiz's "check your connection" toast matters most).
 */
function PlainToasts() {
  const { toasts } = useToast()
  return (
    <section
      aria-label="Notifications"
      className="fixed top-0 right-0 z-[100] flex w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:max-w-[420px]"
    >
      {toasts
        .filter((item) => item.open)
        .map(({ id, title, description, variant }) => (
          <div
            key={id}
            role="status"
            className={
              variant === 'destructive'
                ? 'rounded-lg border border-destructive bg-destructive p-4 text-destructive-foreground shadow-lg'
                : 'rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg'
            }
          >
            <div className="text-sm font-semibold">{title}</div>
            {description ? <div className="text-sm opacity-95">{description}</div> : null}
            <button type="button" className="mt-2 text-xs underline" onClick={() => dismissToast(id)}>
              Dismiss
            </button>
          </div>
        ))}
    </section>
  )
}

// Radix Toast (~8 KB gzip) loads with the first toast instead of with every page (docs/decisions/023).
const importToaster = () => import('./toaster')

/** Mount once near the root: renders nothing until the first toast, then the toaster (docs/product.md#toasts). */
export function LazyToaster() {
  const { toasts } = useToast()
  // Once loaded it stays mounted, so a closing toast can animate out.
  const { module, failed } = useModule(importToaster, toasts.length > 0)
  if (module) return <module.Toaster />
  return failed ? <PlainToasts /> : null
}
