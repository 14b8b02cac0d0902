import type * as React from 'react'
import { PublicHeader } from '@/client/components/layouts/public-header'
import { usePageMeta } from '@/client/hooks/use-page-meta'

type LegalPageProps = { title: string; description: string; updated: string; children: React.ReactNode }

/** The frame of the privacy policy and the terms (docs/decisions/086): public header, a dated heading, readable prose. */
export function LegalPage({ title, description, updated, children }: LegalPageProps) {
  usePageMeta(title, description)
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
        <h1 className="text-title font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated {updated}</p>
        <div className="mt-8 grid gap-6 text-pretty [&_h2]:text-xl [&_h2]:font-semibold [&_li]:mt-1 [&_p]:mt-2 [&_p]:text-muted-foreground [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:text-muted-foreground">
          {children}
        </div>
      </main>
    </div>
  )
}
