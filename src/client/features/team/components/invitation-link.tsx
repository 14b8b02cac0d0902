import { Copy, Link2, MailCheck, MailWarning } from 'lucide-react'
import type { CreatedInvitation } from '@/shared/schemas/team'
import { Button } from '@/client/components/ui/button'
import { Input } from '@/client/components/ui/input'
import { toast } from '@/client/hooks/use-toast'

/**
 * The invitation link exists only in this answer (the server stores a hash), so it is shown once, with what became of
 * its e-mail: on its way, or held or not sent and why, in which case the owner sends the link themselves
 * (docs/decisions/094).
 */
export function InvitationLink({ invitation }: { invitation: CreatedInvitation }) {
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(invitation.link)
      toast({ title: 'Link copied', description: `Send it to ${invitation.email}.` })
    } catch {
      toast({ variant: 'destructive', title: 'Copy failed', description: 'Select the link and copy it manually.' })
    }
  }
  const emailed = invitation.delivery.status === 'queued'

  return (
    <div role="status" className="grid gap-3 rounded-lg border border-primary/40 bg-secondary/50 p-4">
      <p className="flex items-center gap-2 text-sm font-medium [overflow-wrap:anywhere]">
        <Link2 aria-hidden="true" className="size-4 shrink-0" />
        Invitation link for {invitation.email}
      </p>
      <p className="flex items-start gap-2 text-sm [overflow-wrap:anywhere]">
        {emailed ? (
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
        ) : (
          <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
        )}
        {emailed ? `We are e-mailing the invitation to ${invitation.email}.` : invitation.delivery.message}
      </p>
      <p className="text-sm text-muted-foreground">You can also copy the link now: for security it will not be shown again.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={invitation.link}
          aria-label={`Invitation link for ${invitation.email}`}
          className="font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copyLink()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
    </div>
  )
}
