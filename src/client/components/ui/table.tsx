import type * as React from 'react'
import { cn } from '@/client/lib/cn'

/** A data table that scrolls sideways inside its rounded border on narrow screens (shadcn's Table, our spacing). */
export function Table({ className, containerClassName, ...props }: React.ComponentProps<'table'> & { containerClassName?: string }) {
  return (
    <div data-slot="table-container" className={cn('relative overflow-x-auto rounded-lg border', containerClassName)}>
      <table data-slot="table" className={cn('w-full text-sm', className)} {...props} />
    </div>
  )
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('bg-muted/60 text-left text-muted-foreground', className)} {...props} />
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return <tr data-slot="table-row" className={cn('border-b', className)} {...props} />
}

/** A column heading; `scope="col"` unless told otherwise. */
export function TableHead({ className, scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return <th data-slot="table-head" scope={scope} className={cn('px-3 py-2 text-left font-medium', className)} {...props} />
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-3 py-2', className)} {...props} />
}
