import { format } from 'date-fns'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type * as React from 'react'
import { DayPicker } from 'react-day-picker'
import { buttonVariants } from '@/client/components/ui/button-variants'
import { cn } from '@/client/lib/cn'

/** shadcn/ui calendar: react-day-picker styled with the design tokens (no library CSS). */
export function Calendar({ className, classNames, showOutsideDays = true, ...props }: React.ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      className={cn('p-3', className)}
      classNames={{
        root: 'w-fit',
        months: 'relative flex flex-col gap-4',
        month: 'flex flex-col gap-4',
        month_caption: 'flex h-9 items-center justify-center',
        caption_label: 'text-sm font-medium',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'size-9'),
        button_next: cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'size-9'),
        month_grid: 'w-full border-collapse',
        weekdays: 'flex',
        weekday: 'w-10 text-xs font-normal text-muted-foreground',
        week: 'mt-1 flex w-full',
        day: 'size-10 p-0 text-center text-sm',
        day_button: cn(buttonVariants({ variant: 'ghost' }), 'size-10 p-0 font-normal aria-selected:opacity-100'),
        selected: '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary',
        today: '[&>button]:font-bold [&>button]:underline',
        outside: 'text-muted-foreground',
        disabled: 'text-muted-foreground opacity-50 [&>button]:line-through',
        hidden: 'invisible',
        ...classNames,
      }}
      // The day's number stands alone in its name, so the visible text is part of it (WCAG 2.5.3 Label in Name).
      labels={{
        labelDayButton: (date, modifiers) =>
          `${modifiers.today ? 'Today, ' : ''}${format(date, 'EEEE, MMMM d, yyyy')}${modifiers.selected ? ', selected' : ''}`,
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === 'left' ? (
            <ChevronLeft aria-hidden="true" className="size-4" />
          ) : (
            <ChevronRight aria-hidden="true" className="size-4" />
          ),
      }}
      {...props}
    />
  )
}
