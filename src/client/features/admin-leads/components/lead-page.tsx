import { ArrowLeft, CircleAlert, RotateCw } from 'lucide-react'
import type * as React from 'react'
import { Link } from 'react-router'
import type { LeadDetail } from '@/shared/schemas/admin-leads'
import { LoadError } from '@/client/components/errors/load-error'
import { Button } from '@/client/components/ui/button'
import { Skeleton } from '@/client/components/ui/skeleton'
import { Spinner } from '@/client/components/ui/spinner'
import { paths } from '@/client/config/paths'
import { toast } from '@/client/hooks/use-toast'
import { ApiError, getErrorMessage } from '@/client/lib/api-client'
import { useLead } from '../api/get-lead'
import { useRedeliverLeadWebhook } from '../api/redeliver-lead-webhook'
import { useResendLeadEmail } from '../api/resend-lead-email'
import { LeadAnswers } from './lead-answers'
import { LeadBooking } from './lead-booking'
import { LeadFigures } from './lead-figures'
import { LeadNoteForm } from './lead-note-form'
import { LeadOverview } from './lead-overview'
import { LeadSection } from './lead-section'
import { LeadStatusBadge } from './lead-status-badge'
import { LeadStatusForm } from './lead-status-form'
import { LeadTimeline } from './lead-timeline'

const backLink = (
  <Button asChild variant="ghost" size="sm" className="justify-self-start">
    <Link to={paths.admin.getHref()}>
      <ArrowLeft aria-hidden="true" />
      Back to Leads
    </Link>
  </Button>
)

function LeadNotFound() {
  return (
    <div className="grid gap-4">
      {backLink}
      <div className="grid justify-items-start gap-3 rounded-lg border p-6">
        <CircleAlert aria-hidden="true" className="size-6 text-danger" />
        <h1 className="text-title font-semibold">Lead not found</h1>
        <p className="text-sm text-muted-foreground">
          No lead has this address. It may have been removed with its submission (retention or the person’s request).
        </p>
        <Button asChild variant="outline">
          <Link to={paths.admin.getHref()}>See all leads</Link>
        </Button>
      </div>
    </div>
  )
}

function RedeliverButton({ leadId }: { leadId: string }) {
  const redeliver = useRedeliverLeadWebhook(leadId)
  return (
    <Button
      type="button"
      variant="outline"
      disabled={redeliver.isPending}
      onClick={() =>
        redeliver.mutate(undefined, {
          onSuccess: () => toast({ title: 'Webhook redelivery queued', description: 'Its attempts appear on the timeline.' }),
          onError: (error) =>
            toast({ variant: 'destructive', title: 'Not redelivered', description: getErrorMessage(error, 'The redelivery failed') }),
        })
      }
    >
      {redeliver.isPending ? <Spinner className="size-4" label="Redelivering" /> : <RotateCw aria-hidden="true" />}
      Redeliver webhook
    </Button>
  )
}

type LeadPageProps = {
  leadId: string
  /** The hand-over to a workspace, composed by the route from its own feature. */
  handover?: (lead: LeadDetail['lead']) => React.ReactNode
}

/** /admin/leads/:leadId (docs/product.md#back-office): everything about one lead, and what staff do with it. */
export function LeadPage({ leadId, handover }: LeadPageProps) {
  const query = useLead(leadId)
  const resend = useResendLeadEmail(leadId)
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading lead" className="grid gap-6">
        <Skeleton className="h-10 w-64" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Skeleton className="h-96" />
          <Skeleton className="h-72" />
        </div>
      </div>
    )
  }
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) return <LeadNotFound />
    return (
      <div className="grid gap-4">
        {backLink}
        <h1 className="text-title font-semibold">Lead</h1>
        <LoadError what="this lead" message={getErrorMessage(query.error, 'Please try again.')} onRetry={() => void query.refetch()} />
      </div>
    )
  }
  const { lead, answers, booking, timeline } = query.data
  const onResend = (emailId: string) =>
    resend.mutate(emailId, {
      onSuccess: () => toast({ title: 'E-mail queued again', description: `A copy goes to ${lead.contact_email}.` }),
      onError: (error) => toast({ variant: 'destructive', title: 'Not resent', description: getErrorMessage(error, 'The resend failed') }),
    })
  return (
    <div className="grid min-w-0 gap-6">
      {backLink}
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-2">
          <h1 className="text-title font-semibold [overflow-wrap:anywhere]">{lead.company_name || 'Unnamed company'}</h1>
          <LeadStatusBadge status={lead.status} />
        </div>
        {lead.source === 'quiz' ? <RedeliverButton leadId={lead.id} /> : null}
      </header>
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-6">
          <LeadAnswers sections={answers} />
          <LeadFigures figures={lead.figures} />
          <LeadTimeline
            entries={timeline}
            resend={{ onResend, pendingId: resend.isPending ? (resend.variables ?? null) : null }}
            onRefresh={() => void query.refetch()}
            refreshing={query.isRefetching}
          />
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <LeadOverview lead={lead} />
          <LeadSection title="Status">
            <LeadStatusForm key={lead.status} leadId={lead.id} status={lead.status} />
          </LeadSection>
          <LeadSection title="Notes">
            <LeadNoteForm leadId={lead.id} />
          </LeadSection>
          <LeadBooking booking={booking} />
          {handover?.(lead)}
        </div>
      </div>
    </div>
  )
}
