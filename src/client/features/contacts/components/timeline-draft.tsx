import { Ban, FilePen } from 'lucide-react'
import { Link } from 'react-router'
import { getOptionLabel } from '@/shared/options/option-list'
import { SUPPRESSION_REASON_OPTIONS } from '@/shared/options/suppression-reasons'
import type { TimelineDraft, TimelineOptOut } from '@/shared/schemas/contacts'
import type { StoredDraftStatus } from '@/shared/schemas/trust-ladder'
import { Badge } from '@/client/components/ui/badge'
import { paths } from '@/client/config/paths'
import { TimelineEntry } from './timeline-entry'

const STATUS_LABELS: Record<StoredDraftStatus, string> = {
  writing: 'Being written',
  awaiting: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
  sent: 'Sent',
  scheduled: 'Waiting for the message window',
  merged: 'Joined another e-mail',
  expired: 'Expired unreviewed',
  shadow: 'Shadow: kept, never sent',
}

const linkClass = 'text-primary underline underline-offset-4 hover:no-underline'

/** A draft an agent wrote to the person: its status, the run that wrote it, and the e-mail a merged one joined. */
export function TimelineDraftEntry({ draft }: { draft: TimelineDraft }) {
  return (
    <TimelineEntry icon={FilePen} title="Draft" meta={`by ${draft.agent.name}`} at={draft.at}>
      <Badge variant={draft.status === 'awaiting' ? 'default' : 'muted'}>{STATUS_LABELS[draft.status]}</Badge>
      <p className="font-medium [overflow-wrap:anywhere]">{draft.subject}</p>
      {draft.merged_into ? (
        <p className="[overflow-wrap:anywhere]">
          Its message joined the e-mail{' '}
          <Link to={paths.approvalDetail.getHref(draft.merged_into.id)} className={linkClass}>
            “{draft.merged_into.subject}”
          </Link>
          , so the person gets one e-mail.
        </p>
      ) : null}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        <Link to={paths.approvalDetail.getHref(draft.id)} className={linkClass}>
          {draft.status === 'awaiting' ? 'Review it in Approvals' : 'Open the draft'}
        </Link>
        <Link to={paths.agentDetail.getHref(draft.agent.id, draft.run_id)} className={linkClass}>
          Open the run
        </Link>
      </p>
    </TimelineEntry>
  )
}

/** The address on the suppression list (docs/decisions/125-unsubscribe.md): agents no longer write to it. */
export function TimelineOptOutEntry({ optOut }: { optOut: TimelineOptOut }) {
  return (
    <TimelineEntry icon={Ban} title={optOut.reason === 'bounced' ? 'Stopped: mail bounced' : 'Opted out'} at={optOut.at}>
      <p>{getOptionLabel(SUPPRESSION_REASON_OPTIONS, optOut.reason)}. Your agents no longer write to this address.</p>
    </TimelineEntry>
  )
}
