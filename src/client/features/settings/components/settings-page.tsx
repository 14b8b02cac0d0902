import type * as React from 'react'
import { usePageMeta } from '@/client/hooks/use-page-meta'

type SettingsPageProps = {
  title: string
  /** One line under the title: what the page is for. */
  description: string
  children: React.ReactNode
}

/** A Settings page's heading, its one-line description and its panels (docs/decisions/093). */
export function SettingsPage({ title, description, children }: SettingsPageProps) {
  usePageMeta(`${title} settings`, description)
  return (
    <div className="grid grid-cols-1 gap-6">
      <header className="grid gap-1">
        <h1 className="text-title font-semibold [overflow-wrap:anywhere]">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </header>
      {children}
    </div>
  )
}
