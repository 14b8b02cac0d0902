import { useRef } from 'react'
import { Button } from '@/client/components/ui/button'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '@/client/components/ui/alert-dialog'
import { DialogFooter } from '@/client/components/ui/dialog'

type ApproveDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The one draft's subject and recipient, or how many drafts, and how many of those wait for a person's answer. */
  what: { subject: string; to: string } | { count: number; needAnswer?: number }
  pending: boolean
  onApprove: () => void
  /** Where focus goes when it closes; preventDefault keeps it where the caller put it. */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * Approve as written, from the list: an e-mail cannot be called back, so where a mail client would offer Undo the
 * inbox asks once, with the confirm button focused so Enter sends (docs/decisions/126-approvals-review-queue.md).
 */
export function ApproveDialog({ open, onOpenChange, what, pending, onApprove, onCloseAutoFocus }: ApproveDialogProps) {
  // Answers nobody has written are skipped (the server leaves them waiting): the dialog counts only what it sends.
  const needAnswer = 'count' in what ? (what.needAnswer ?? 0) : 0
  const count = ('count' in what ? what.count : 1) - needAnswer
  const confirm = useRef<HTMLButtonElement>(null)
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          confirm.current?.focus()
        }}
      >
        <AlertDialogTitle>{count === 1 ? 'Approve and send this draft?' : `Approve and send ${count} drafts?`}</AlertDialogTitle>
        <AlertDialogDescription>
          {'subject' in what
            ? `“${what.subject}” goes to ${what.to} as it is written. To change it first, open the draft.`
            : `Each e-mail goes out as it is written. Drafts someone decided meanwhile are skipped.${leftToAnswer(needAnswer)}`}
        </AlertDialogDescription>
        <DialogFooter>
          <AlertDialogCancel asChild>
            <Button type="button" variant="ghost">
              Cancel
            </Button>
          </AlertDialogCancel>
          {/* Not AlertDialogAction: it would close the dialog before the answer comes. */}
          <Button ref={confirm} type="button" disabled={pending} onClick={onApprove}>
            {pending ? 'Approving…' : count === 1 ? 'Approve and send' : `Approve and send ${count}`}
          </Button>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}

/** The selection's answers that wait for a person, which stay in the queue. */
function leftToAnswer(count: number): string {
  if (count === 0) return ''
  return count === 1
    ? ' One reply needs a human answer: it stays for you to answer on its own page.'
    : ` ${count} replies need a human answer: they stay for you to answer on their own pages.`
}
