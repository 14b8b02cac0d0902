import { addressOf } from './mailer'

/**
 * What threads an agent's e-mail (docs/decisions/128-conversations.md): the domain of the Message-IDs it leaves with,
 * the domain of its reply address when replies come back to the product (INBOUND_DOMAIN), and the sending address
 * recorded on the conversation's outgoing messages.
 */
export type MailThreading = { messageIdDomain: string; replyDomain: string | null; fromAddress: string }

/** The threading of this server: Message-IDs on the reply domain, else on MAIL_FROM's. */
export function mailThreading(mailFrom: string, inboundDomain: string | null): MailThreading {
  const fromAddress = addressOf(mailFrom) ?? 'no-reply@agentworks.example'
  return {
    messageIdDomain: inboundDomain ?? fromAddress.slice(fromAddress.lastIndexOf('@') + 1),
    replyDomain: inboundDomain,
    fromAddress,
  }
}
