import { useId, useState } from 'react'
import { Paperclip, ShieldAlert, ShieldCheck, TriangleAlert } from 'lucide-react'
import { Link } from 'react-router'
import type { AnsweredReply } from '@/shared/schemas/approvals'
import { Button } from '@/client/components/ui/button'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { paths } from '@/client/config/paths'
import { cn } from '@/client/lib/cn'
import { describeAttachment } from '../lib/attachment-words'
import { describeSenderCheck } from '../lib/reply-authentication'

// A reply longer than this starts folded, so the answer below it stays within reach; one button shows all of it.
const FOLD_CHARACTERS = 1200
const FOLD_LINES = 16

/**
 * The reply a draft answers, as it came back (docs/decisions/128-conversations.md, docs/inbound-email.md): who sent it
 * and when, whether the sender could be verified, a warning when someone other than the contact wrote it, the text as
 * they wrote it without what it quoted, and the attachments, of which only names, types and sizes are kept.
 */
export function TheirReply({
  reply,
  contactAddress,
  draftSubject,
}: {
  reply: AnsweredReply
  contactAddress: string
  draftSubject: string
}) {
  // "Re: …" of the page's own heading says nothing new; a subject they changed does.
  const ownSubject = reply.subject.replace(/^(re:\s*)+/i, '').trim() !== draftSubject.replace(/^(re:\s*)+/i, '').trim()
  const check = describeSenderCheck(reply.authentication)
  const CheckIcon = check.level === 'verified' ? ShieldCheck : ShieldAlert
  return (
    <section aria-labelledby="reply-heading" className="grid min-w-0 gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="reply-heading" className="font-semibold">
          Their reply
        </h2>
        <Link
          to={paths.contactDetail.getHref(reply.contact_id)}
          className="text-sm text-primary underline underline-offset-4 hover:no-underline"
        >
          Open their contact page
        </Link>
      </div>
      <div className="grid gap-1.5 text-sm">
        <p className="[overflow-wrap:anywhere] text-muted-foreground">
          From <span className="font-medium text-foreground">{reply.from_address}</span> · received{' '}
          <RelativeTime value={reply.received_at} />
        </p>
        <p className="flex items-start gap-1.5">
          <CheckIcon
            aria-hidden="true"
            className={cn(
              'mt-0.5 size-4 shrink-0',
              check.level === 'verified' ? 'text-success' : check.level === 'failed' ? 'text-danger' : 'text-muted-foreground',
            )}
          />
          <span className={check.level === 'failed' ? 'font-medium' : undefined}>{check.text}</span>
        </p>
      </div>
      {reply.from_stranger ? (
        <p className="flex items-start gap-2 rounded-md border border-danger/40 bg-danger/5 p-3 text-sm [overflow-wrap:anywhere]">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
          <span>
            Sent from <span className="font-medium">{reply.from_address}</span>, not {contactAddress}; it was not answered automatically.
          </span>
        </p>
      ) : null}
      {ownSubject ? <p className="font-medium [overflow-wrap:anywhere]">{reply.subject}</p> : null}
      <ReplyText text={reply.text} />
      {reply.attachments.length ? (
        <div className="grid gap-1 text-sm">
          <h3 className="text-xs font-medium text-muted-foreground">Attachments (not kept: only their names, types and sizes)</h3>
          <ul className="grid gap-1">
            {reply.attachments.map((attachment, index) => (
              <li key={index} className="flex items-start gap-1.5 [overflow-wrap:anywhere]">
                <Paperclip aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                {describeAttachment(attachment)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}

/** The reply's words with their line breaks, at a reading width; a long one folded until asked for. */
function ReplyText({ text }: { text: string }) {
  const id = useId()
  const long = text.length > FOLD_CHARACTERS || text.split('\n').length > FOLD_LINES
  const [open, setOpen] = useState(false)
  if (!text.trim())
    return (
      <p className="text-sm text-muted-foreground">The reply has no text of its own: it only quoted earlier e-mails or attached files.</p>
    )
  const folded = long && !open
  return (
    <div className="grid gap-2">
      <div
        id={id}
        className={cn(
          'max-w-prose [overflow-wrap:anywhere] whitespace-pre-wrap',
          folded && 'max-h-72 overflow-hidden [mask-image:linear-gradient(to_bottom,black_70%,transparent)]',
        )}
      >
        {text}
      </div>
      {long ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Show less' : 'Show the whole reply'}
        </Button>
      ) : null}
    </div>
  )
}
