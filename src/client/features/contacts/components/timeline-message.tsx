import { Ban, Clock, MailX, Paperclip, Reply, Send, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import type { MessageKind, TimelineMessage } from '@/shared/schemas/contacts'
import { paths } from '@/client/config/paths'
import { AuthenticationLine } from './authentication-line'
import { TimelineEntry } from './timeline-entry'

const KINDS: Record<MessageKind, { icon: LucideIcon; title: string }> = {
  agent: { icon: Send, title: 'E-mail sent' },
  reply: { icon: Reply, title: 'Reply' },
  'auto-reply': { icon: Clock, title: 'Automatic reply' },
  bounce: { icon: MailX, title: 'Delivery failed' },
  'opt-out': { icon: Ban, title: 'Asked to stop' },
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/**
 * An e-mail either way (docs/decisions/128-conversations.md). An incoming one says whether it could be verified, comes
 * from another address than the contact's, and what it carried: attachments are not kept, only their names and sizes.
 */
export function TimelineMessageEntry({ message }: { message: TimelineMessage }) {
  const { icon, title } = KINDS[message.kind]
  const incoming = message.direction === 'in'
  const whole = incoming && message.full_text && message.full_text.trim() !== message.text.trim() ? message.full_text : null
  return (
    <TimelineEntry icon={icon} title={title} meta={incoming ? `to ${message.agent.name}` : `by ${message.agent.name}`} at={message.at}>
      {message.from_stranger ? (
        <p className="text-xs font-medium [overflow-wrap:anywhere]">From another address: {message.from_address}</p>
      ) : null}
      {incoming ? <AuthenticationLine authentication={message.authentication} /> : null}
      <p className="font-medium [overflow-wrap:anywhere]">{message.subject}</p>
      <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">{message.text}</p>
      {whole ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">The whole e-mail, with what it quoted</summary>
          <p className="mt-2 rounded-md bg-muted p-2 text-xs [overflow-wrap:anywhere] whitespace-pre-wrap">{whole}</p>
        </details>
      ) : null}
      {message.attachments.length ? (
        <div className="grid gap-1 text-xs">
          <p className="text-muted-foreground">Attachments (not kept: only their names and sizes)</p>
          <ul className="grid gap-0.5">
            {message.attachments.map((attachment, index) => (
              <li key={index} className="flex items-start gap-1.5 [overflow-wrap:anywhere]">
                <Paperclip aria-hidden="true" className="mt-px size-3.5 shrink-0" />
                {attachment.filename ?? 'Unnamed attachment'} ({formatSize(attachment.size)})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {message.draft_id ? (
        <p className="text-xs">
          <Link
            to={paths.approvalDetail.getHref(message.draft_id)}
            className="text-primary underline underline-offset-4 hover:no-underline"
          >
            Open the draft it was sent from
          </Link>
        </p>
      ) : null}
    </TimelineEntry>
  )
}
