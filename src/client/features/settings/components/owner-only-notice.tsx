import { Lock } from 'lucide-react'
import type * as React from 'react'

/** Why a member sees no controls: the owner changes the company's setup, members use it (docs/decisions/082-roles.md). */
export function OwnerOnlyNotice({ children }: { children: React.ReactNode }) {
  return (
    <section aria-label="Owner only" className="flex items-start gap-3 rounded-lg border bg-card px-4 py-3 text-sm">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <p>{children}</p>
    </section>
  )
}
