import type * as React from 'react'
import { cn } from '@/client/lib/cn'

export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground sm:text-sm',
        'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
        'read-only:bg-muted disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger/30',
        className,
      )}
      {...props}
    />
  )
}
