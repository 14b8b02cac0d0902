// The hand-over of each lead: creating the workspace refreshes the lead's.
export const adminHandoverKeys = {
  all: ['admin-handover'] as const,
  lead: (leadId: string) => [...adminHandoverKeys.all, 'lead', leadId] as const,
}
