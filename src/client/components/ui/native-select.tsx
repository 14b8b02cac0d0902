import { ChevronDown } from 'lucide-react'
import type * as React from 'react'
import { cn } from '@/client/lib/cn'

/**
 * A styled native <select>: the platform picker on phones, full keyboard and screen-reader
 * support, and `disabled` options for free (shadcn's native-select).
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <div data-slot="native-select-wrapper" className="relative">
      <select
        data-slot="native-select"
        className={cn(
          'flex h-10 w-full min-w-0 appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base shadow-xs transition-colors sm:text-sm',
          'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
          className,
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  )
}
