import type * as React from 'react'
import { LEAD_SOURCE_LABELS } from '@/shared/backoffice/lead-kinds'
import { formatMoney } from '@/shared/formatting/figures'
import type { LeadDetail } from '@/shared/schemas/admin-leads'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { LeadSection } from './lead-section'

/** Who the lead is and where they came from. */
export function LeadOverview({ lead }: { lead: LeadDetail['lead'] }) {
  const rows: [string, React.ReactNode][] = [
    ['Contact', lead.contact_name || 'Not given'],
    [
      'E-mail',
      <a key="email" href={`mailto:${lead.contact_email}`} className="underline underline-offset-4">
        {lead.contact_email}
      </a>,
    ],
    ['Source', LEAD_SOURCE_LABELS[lead.source]],
    ['Industry', lead.industry || 'Not given'],
    ['Monthly savings', lead.monthly_savings === null ? 'None shown' : formatMoney(lead.monthly_savings)],
    ['Stage', lead.stage ?? 'None'],
    ['Ref', lead.ref ?? 'None'],
    ['Received', <RelativeTime key="received" value={lead.created_at} />],
  ]
  if (lead.company) rows.push(['Workspace', lead.company.name])
  return (
    <LeadSection title="Contact">
      <dl className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </LeadSection>
  )
}
