import * as React from 'react'
import type { User } from '@/shared/schemas/auth'

/**
 * What the shell shows but other features own: the sign-out button (auth), the e-mail notice (account) and the count of
 * drafts awaiting review (approvals). A feature
 * does not import another, so the app layer hands them in (app/routes/query-layout.tsx, docs/decisions/092).
 */
export type ShellSlots = {
  SignOut: React.ComponentType
  Notice: React.ComponentType<{ user: User }>
  /** How many drafts wait in Approvals (null while unknown): the navigation's badge (docs/decisions/106-ai-writing.md). */
  useApprovalsWaiting: () => number | null
}

const ShellSlotsContext = React.createContext<ShellSlots | null>(null)

export function ShellSlotsProvider({ value, children }: { value: ShellSlots; children: React.ReactNode }) {
  return <ShellSlotsContext.Provider value={value}>{children}</ShellSlotsContext.Provider>
}

export function useShellSlots(): ShellSlots {
  const slots = React.useContext(ShellSlotsContext)
  if (!slots) throw new Error('AppShell renders under ShellSlotsProvider (app/routes/query-layout.tsx)')
  return slots
}
