import { MailWarning } from 'lucide-react'
import type { User } from '@/shared/schemas/auth'
import { cn } from '@/client/lib/cn'
import { useEmailStatus } from '../api/get-email-status'
import { SendVerificationEmailButton } from './send-verification-email-button'

const noticeClass = 'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm'

/**
 * The workspace's e-mail notice: while the user's address is unverified, e-mails to other addresses are held; once it
 * is verified, whether the company has used up its daily e-mails (docs/decisions/083). Nothing otherwise.
 */
export function EmailVerificationNotice({ user }: { user: User }) {
  const statusQuery = useEmailStatus(user)
  const status = statusQuery.data

  if (!user.email_verified) {
    return (
      <section aria-label="E-mail verification" className={cn(noticeClass, 'border-primary/30 bg-secondary/60')}>
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="grid min-w-0 gap-3">
          <p>
            <span className="font-medium">Verify your e-mail address</span> — we sent a link to{' '}
            <span className="font-medium [overflow-wrap:anywhere]">{user.email}</span>. Until then, e-mails your workspace sends to other
            addresses are held.
          </p>
          {/* Lines of their own once the count arrives: the notice above is drawn once, with the page, not again. */}
          {status && status.held > 0 ? <p>{status.held === 1 ? '1 e-mail is waiting.' : `${status.held} e-mails are waiting.`}</p> : null}
          {statusQuery.isError ? (
            <p>
              We couldn&apos;t count the e-mails waiting.{' '}
              <button
                type="button"
                className="rounded-sm text-primary underline underline-offset-4 hover:no-underline"
                onClick={() => void statusQuery.refetch()}
              >
                Retry
              </button>
            </p>
          ) : null}
          <SendVerificationEmailButton />
        </div>
      </section>
    )
  }

  if (status && status.sent_today >= status.daily_limit) {
    return (
      <section aria-label="Daily e-mail limit" className={cn(noticeClass, 'bg-card')}>
        <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <p>
          <span className="font-medium">Your company&apos;s daily e-mail limit is reached</span> — {status.sent_today} of{' '}
          {status.daily_limit} e-mails today. Further e-mails are not sent until it resets at 00:00 UTC.
        </p>
      </section>
    )
  }

  return null
}
