import { Send } from 'lucide-react'
import { Button } from '@/client/components/ui/button'
import { getErrorMessage } from '@/client/lib/api-client'
import { cn } from '@/client/lib/cn'
import { useSendVerificationEmail } from '../api/send-verification-email'

/** "Send a new link" and, beside it, the server's answer: sent (202) or asked too often (429). */
export function SendVerificationEmailButton({ className }: { className?: string }) {
  const sendMutation = useSendVerificationEmail()
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}>
      <Button variant="outline" size="sm" onClick={() => sendMutation.mutate()} disabled={sendMutation.isPending}>
        <Send aria-hidden="true" />
        {sendMutation.isPending ? 'Sending...' : 'Send a new link'}
      </Button>
      {/* Always in the page, so screen readers announce the answer when it arrives. */}
      <p role="status" className={cn('text-sm', sendMutation.isError ? 'font-medium text-danger' : 'text-muted-foreground')}>
        {sendMutation.isSuccess ? sendMutation.data.message : null}
        {sendMutation.isError ? getErrorMessage(sendMutation.error, 'We could not send the link. Please try again.') : null}
      </p>
    </div>
  )
}
