import type { LucideIcon } from 'lucide-react'
import type * as React from 'react'
import { RelativeTime } from '@/client/components/ui/relative-time'

type TimelineEntryProps = { icon: LucideIcon; title: string; meta?: string; at: string; children: React.ReactNode }

/** One item of a contact's timeline: its kind as an icon and a heading, when, and what it holds. */
export function TimelineEntry({ icon: Icon, title, meta, at, children }: TimelineEntryProps) {
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] gap-3">
      <span className="flex size-8 items-center justify-center rounded-full border bg-background text-muted-foreground">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <article className="grid min-w-0 gap-2 rounded-lg border bg-card p-3 text-sm">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <h3 className="font-semibold">{title}</h3>
          {meta ? <span className="text-muted-foreground">{meta}</span> : null}
          <RelativeTime value={at} className="ml-auto text-xs text-muted-foreground" />
        </div>
        {children}
      </article>
    </li>
  )
}
