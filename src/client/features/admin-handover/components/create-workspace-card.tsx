import type { LeadStatus } from '@/shared/backoffice/lead-kinds'

export type CreateWorkspaceCardProps = {
  leadId: string
  status: LeadStatus
  /** The workspace already created from the lead, if any. */
  companyId: string | null
  contactEmail: string
}

/** The lead page's hand-over (docs/product.md#back-office): create the lead's workspace and invite its owner. */
export function CreateWorkspaceCard(_props: CreateWorkspaceCardProps) {
  return null
}
