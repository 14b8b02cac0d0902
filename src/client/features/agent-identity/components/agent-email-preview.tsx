import { senderNameOf, signOffOf, type AgentIdentity } from '@/shared/schemas/agent-identity'

// The sample is Max's first e-mail to a new lead, as the playbook writes it: the preview shows the frame around it.
const SAMPLE = {
  agent: 'Max',
  to: 'ann@example.com',
  subject: 'Thanks for reaching out',
  text: 'Hi Ann, thanks for your message. Could we talk this week? Pick a time that suits you.',
}

/** How an agent's e-mail reaches a customer with these settings: From, Reply-To, the header and the sign-off. */
export function AgentEmailPreview({ identity, mailFromAddress }: { identity: AgentIdentity; mailFromAddress: string | null }) {
  const business = senderNameOf(identity)
  const from = mailFromAddress ? `${business} <${mailFromAddress}>` : business
  return (
    <figure aria-label="Preview of an agent's e-mail" className="grid self-start overflow-hidden rounded-lg border bg-card text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-b bg-muted/40 p-4">
        <dt className="text-muted-foreground">From</dt>
        <dd className="min-w-0 break-words">{from}</dd>
        <dt className="text-muted-foreground">Reply-To</dt>
        <dd className="min-w-0 break-words">{identity.replyTo || (mailFromAddress ?? 'the sending address')}</dd>
        <dt className="text-muted-foreground">To</dt>
        <dd className="min-w-0 break-words">{SAMPLE.to}</dd>
        <dt className="text-muted-foreground">Subject</dt>
        <dd className="min-w-0 break-words">{SAMPLE.subject}</dd>
      </dl>
      <div className="grid gap-3 p-4">
        <p className="font-semibold">{business}</p>
        <p>{SAMPLE.text}</p>
        <p className="whitespace-pre-line">{signOffOf(identity, SAMPLE.agent)}</p>
      </div>
    </figure>
  )
}
