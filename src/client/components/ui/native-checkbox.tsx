import { CheckIcon } from 'lucide-react'
import type * as React from 'react'
import { cn } from '@/client/lib/cn'

/** A native checkbox drawn like Checkbox (checkbox.tsx), without Radix: see native-radio.tsx (docs/decisions/023). */
export function NativeCheckbox({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <span className={cn('relative inline-flex size-4 shrink-0', className)}>
      <input
        type="checkbox"
        data-slot="native-checkbox"
        className={cn(
          'peer size-4 shrink-0 appearance-none rounded-[4px] border border-input bg-background shadow-xs transition-shadow outline-none',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          'checked:border-primary checked:bg-primary disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
        )}
        {...props}
      />
      <CheckIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-1/2 hidden size-3.5 -translate-x-1/2 -translate-y-1/2 text-primary-foreground peer-checked:block"
      />
    </span>
  )
}
