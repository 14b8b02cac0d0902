import { Link } from 'react-router'
import { LEAD_SOURCE_LABELS } from '@/shared/backoffice/lead-kinds'
import { formatMoney } from '@/shared/formatting/figures'
import type { LeadListItem } from '@/shared/schemas/admin-leads'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table'
import { paths } from '@/client/config/paths'
import { SM_QUERY, useMediaQuery } from '@/client/hooks/use-media-query'
import { LeadStatusBadge } from './lead-status-badge'

const savingsOf = (lead: LeadListItem) => (lead.monthly_savings === null ? '—' : `${formatMoney(lead.monthly_savings)}/mo`)

function CompanyLink({ lead }: { lead: LeadListItem }) {
  return (
    <Link
      to={paths.adminLead.getHref(lead.id)}
      className="rounded-sm font-medium [overflow-wrap:anywhere] underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
    >
      {lead.company_name || 'Unnamed company'}
    </Link>
  )
}

/** An address that wraps, when it must, after its @ rather than mid-word; only a longer part than the column breaks. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at <= 0) return <>{email}</>
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  )
}

/**
 * The inbox's leads, newest first: company, contact, source, industry, monthly savings, status and time; each leads to
 * its page. A table from 640 px, a list of cards below it (docs/decisions/092).
 */
export function LeadsTable({ leads }: { leads: LeadListItem[] }) {
  const wide = useMediaQuery(SM_QUERY)
  if (!wide) {
    return (
      <ul aria-label="Leads" className="grid gap-3">
        {leads.map((lead) => (
          <li key={lead.id} className="grid gap-2 rounded-lg border bg-card p-4 text-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <CompanyLink lead={lead} />
              <LeadStatusBadge status={lead.status} />
            </div>
            <p className="[overflow-wrap:anywhere] text-muted-foreground">
              {lead.contact_name} · <EmailAddress email={lead.contact_email} />
            </p>
            <p className="flex flex-wrap gap-x-2 text-muted-foreground">
              <span>{LEAD_SOURCE_LABELS[lead.source]}</span>
              {lead.industry ? <span>· {lead.industry}</span> : null}
              <span>· {savingsOf(lead)}</span>
            </p>
            <RelativeTime value={lead.created_at} className="w-fit text-xs text-muted-foreground" />
          </li>
        ))}
      </ul>
    )
  }
  return (
    <Table className="min-w-[48rem]" aria-label="Leads">
      <TableHeader>
        <TableRow>
          <TableHead>Company</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Source</TableHead>
          <TableHead>Industry</TableHead>
          <TableHead className="text-right">Monthly savings</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Received</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {leads.map((lead) => (
          <TableRow key={lead.id}>
            <TableCell>
              <CompanyLink lead={lead} />
            </TableCell>
            <TableCell>
              <span className="block">{lead.contact_name}</span>
              <span className="block text-xs [overflow-wrap:break-word] text-muted-foreground">
                <EmailAddress email={lead.contact_email} />
              </span>
            </TableCell>
            <TableCell>{LEAD_SOURCE_LABELS[lead.source]}</TableCell>
            <TableCell>{lead.industry || '—'}</TableCell>
            <TableCell className="text-right tabular-nums">{savingsOf(lead)}</TableCell>
            <TableCell>
              <LeadStatusBadge status={lead.status} />
            </TableCell>
            <TableCell className="text-muted-foreground">
              <RelativeTime value={lead.created_at} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
