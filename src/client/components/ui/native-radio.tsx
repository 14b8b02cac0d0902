import { CircleIcon } from 'lucide-react'
import type * as React from 'react'
import { cn } from '@/client/lib/cn'

/**
 * A native radio drawn like RadioGroupItem (radio-group.tsx). For pages whose first load cannot carry Radix's radio
 * group (roving focus, collection, size observer: ~10 KB gzip with the checkbox), the quiz first (docs/decisions/023).
 * Group the radios with one `name` inside an element with role="radiogroup"; the browser gives the arrow keys.
 */
export function NativeRadio({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <span className={cn('relative inline-flex size-4 shrink-0', className)}>
      <input
        type="radio"
        data-slot="native-radio"
        className={cn(
          'peer size-4 shrink-0 appearance-none rounded-full border border-input bg-background shadow-xs transition-shadow outline-none',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          'checked:border-primary disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
        )}
        {...props}
      />
      <CircleIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-1/2 hidden size-2 -translate-x-1/2 -translate-y-1/2 fill-primary text-primary peer-checked:block"
      />
    </span>
  )
}
