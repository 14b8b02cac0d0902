import type { PlaybookEmail } from '@/shared/agents/playbooks/types'
import type { EmailMessage } from '@/server/platform/mail/outbox'
import { renderEmailHtml, withFooterText, type EmailBlock, type EmailBrand } from '@/server/platform/mail/templates/render-email'
import { EMAIL_COLORS } from '@/server/platform/mail/templates/email-theme'
import { textColorOn } from '@/shared/formulas/text-on-color'
import type { PersonDataLinks } from '@/server/platform/signing/person-data-links'
import { UNSUBSCRIBE_LINK_LABEL, type UnsubscribeLinks } from '@/server/platform/signing/unsubscribe-links'
import type { Db } from '@/server/platform/db/client'
import type { MailThreading } from '@/server/platform/mail/threading'
import type { OutgoingThread } from './conversation-threads'
import type { PrivacyControls } from '@/shared/schemas/privacy'
import type { WriterDecision } from '@/shared/ai/writer'
import { senderNameOf, signOffOf, type AgentIdentity } from '@/shared/schemas/agent-identity'

/** Who writes each company's agent e-mails, decided once per batch (docs/decisions/106-ai-writing.md). */
export type WritersFor = (tx: Db, companies: { id: string; privacy: PrivacyControls }[]) => Promise<Map<string, WriterDecision>>

/**
 * What an agent's e-mail needs beyond its run: the product's name, the layout's header, and the links that let the
 * person it is sent to see and delete what the product holds about them (docs/decisions/104-a-persons-data.md).
 */
export type AgentEmailContext = {
  productName: string
  /** This server's address (PUBLIC_URL): the logo's address in the e-mail is absolute. */
  publicUrl: string
  personDataLinks?: Pick<PersonDataLinks, 'footerFor'>
  /** The company's unsubscribe link and headers for the address (docs/decisions/125-unsubscribe.md). */
  unsubscribeLinks?: Pick<UnsubscribeLinks, 'linksFor'>
  /** Absent, or no model for a company: the playbook's templates write and the e-mail is queued as it is. */
  writersFor?: WritersFor
  /** Message-IDs and the reply address of the conversation (docs/decisions/128-conversations.md); absent: not threaded. */
  threading?: MailThreading
}

/**
 * The agent writing (its first name, never its codename) and its company: website, identity and id. With the company's
 * id the e-mail carries its unsubscribe link and headers (docs/decisions/125-unsubscribe.md).
 */
type Sender = { name: string; website: string | null; identity: AgentIdentity; company_id?: string }

/** The company's own web address, if it is one a button may open (http or https); else null. */
function safeWebsite(website: string | null): string | null {
  if (!website) return null
  try {
    const url = new URL(website)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/**
 * The business's colour (else the product's) with the text colour that reads on it, and its logo with its name as the
 * alt text (docs/decisions/123-the-business-brand-in-e-mail.md).
 */
function brandOf(publicUrl: string, identity: AgentIdentity, business: string): EmailBrand {
  const color = identity.brandColor || EMAIL_COLORS.brand
  const logo = identity.logoPath ? { src: `${publicUrl.replace(/\/+$/, '')}${identity.logoPath}`, alt: business } : undefined
  return { color, onColor: textColorOn(color), ...(logo ? { logo } : {}) }
}

/**
 * An agent's e-mail in the product's one layout (docs/decisions/090, 094), as the company's: its name on the From line
 * and at the top, replies to its address, signed as it chose (docs/decisions/120-agents-speak-for-the-business.md).
 * Where the text promises something to open (a booking link, the careers page, a guide), the playbook names the action
 * and it becomes a button to the company's website, the one address of the company the product knows; without a
 * website there is no button, never a made-up link. The plain-text part carries the same.
 */
export function renderAgentEmail(
  context: AgentEmailContext,
  sender: Sender,
  email: PlaybookEmail,
  conversation?: Pick<OutgoingThread, 'replyAddress' | 'thread'>,
): EmailMessage {
  const business = senderNameOf(sender.identity)
  const signature = signOffOf(sender.identity, sender.name)
  const website = email.action ? safeWebsite(sender.website) : null
  const action = email.action && website ? { label: email.action, href: website } : null
  const blocks: EmailBlock[] = [{ kind: 'paragraph', text: email.text }]
  if (action) blocks.push({ kind: 'button', href: action.href, label: action.label })
  const footerLink = context.personDataLinks?.footerFor(email.to)
  const unsubscribe = sender.company_id ? context.unsubscribeLinks?.linksFor(sender.company_id, email.to) : undefined
  const footerLinks = unsubscribe ? [{ href: unsubscribe.pageUrl, label: UNSUBSCRIBE_LINK_LABEL }] : []
  const replyTo = [conversation?.replyAddress, sender.identity.replyTo].filter((address): address is string => Boolean(address))
  return {
    to: email.to,
    subject: email.subject,
    text: withFooterText([email.text, ...(action ? [`${action.label}: ${action.href}`] : []), signature].join('\n\n'), [
      ...(footerLink ? [footerLink] : []),
      ...footerLinks,
    ]),
    html: renderEmailHtml({
      productName: business,
      preview: email.subject,
      blocks,
      signature,
      footerLink,
      footerLinks,
      brand: brandOf(context.publicUrl, sender.identity, business),
    }),
    fromName: business,
    // A reply reaches the conversation first and the company's own inbox too (docs/decisions/128-conversations.md).
    ...(replyTo.length ? { replyTo: replyTo.join(', ') } : {}),
    ...(conversation ? { thread: conversation.thread } : {}),
    // Bounces come back to the conversation's address, where they mark the address as bouncing.
    ...(conversation?.replyAddress ? { envelopeFrom: conversation.replyAddress } : {}),
    ...(unsubscribe ? { unsubscribeUrl: unsubscribe.oneClickUrl } : {}),
  }
}
