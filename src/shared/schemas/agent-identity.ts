import { z } from 'zod'
import { storableText } from './text'

// How a company's agents appear to the people they write to (docs/decisions/120-agents-speak-for-the-business.md):
// the From name, where replies go, and the sign-off. The agents' codenames ("LeadNurtureAI") never reach a recipient.

export const SENDER_NAME_MAX = 80
export const SIGNATURE_MAX = 200
const SIGNATURE_LINES = 3

/** The brand colour as the owner picks it: '#rrggbb' in lower case, or '' for the product's own. */
export const brandColorSchema = z
  .string()
  .trim()
  .refine((hex) => hex === '' || /^#[0-9a-fA-F]{6}$/.test(hex), 'Enter a colour as # and six hex digits, like #c2410c')
  .transform((hex) => hex.toLowerCase())

/** PATCH /api/company/agent-identity: '' leaves a field to its default (the company's name, MAIL_FROM, the sign-off). */
export const agentIdentityInputSchema = z.strictObject({
  senderName: storableText()
    .trim()
    .max(SENDER_NAME_MAX, `Keep the sender name to ${SENDER_NAME_MAX} characters`)
    // A From name with these would need quoting rules that mail programs read differently.
    .refine((name) => !/["<>@\r\n]/.test(name), 'Leave out quotes, angle brackets, @ and line breaks'),
  replyTo: z.union([z.literal(''), z.email('Enter an e-mail address, like hello@yourbusiness.com').max(254)]),
  signature: storableText()
    .trim()
    .max(SIGNATURE_MAX, `Keep the signature to ${SIGNATURE_MAX} characters`)
    .refine((text) => text.split('\n').length <= SIGNATURE_LINES, `Keep the signature to ${SIGNATURE_LINES} lines`),
  signAsAgent: z.boolean(),
  // Absent: left as it is, so a client that predates the colour keeps it (docs/decisions/123-the-business-brand-in-e-mail.md).
  brandColor: brandColorSchema.optional(),
})
export type AgentIdentityInput = z.infer<typeof agentIdentityInputSchema>

/**
 * The settings with the company's name, the default sender, and its logo's address on this server (null: none): what
 * an agent's e-mail is framed with.
 */
export type AgentIdentity = Required<AgentIdentityInput> & { companyName: string; logoPath: string | null }

/**
 * GET and PATCH /api/company/agent-identity: the identity, the address the operator's server sends from, and whether
 * replies come back to the product (INBOUND_DOMAIN; docs/decisions/128-conversations.md).
 */
export const agentIdentitySettingsSchema = agentIdentityInputSchema.extend({
  brandColor: z.string(),
  companyName: z.string(),
  sendingAddress: z.string().nullable(),
  repliesComeBack: z.boolean(),
  logoPath: z.string().nullable(),
})
export type AgentIdentitySettings = z.infer<typeof agentIdentitySettingsSchema>

/** The name on the From line: the sender name the owner set, else the company's. */
export function senderNameOf(identity: Pick<AgentIdentity, 'senderName' | 'companyName'>): string {
  return identity.senderName.trim() || identity.companyName
}

/**
 * How an agent's e-mail is signed: the owner's signature ("Rosie Baker, Owner"), else the agent's first name with the
 * business ("Max from Rosie's Bakery") when the owner keeps it, else the business alone.
 */
export function signOffOf(
  identity: Pick<AgentIdentity, 'senderName' | 'companyName' | 'signature' | 'signAsAgent'>,
  agentName: string,
): string {
  const signature = identity.signature.trim()
  if (signature) return signature
  const sender = senderNameOf(identity)
  return identity.signAsAgent ? `${agentName} from ${sender}` : sender
}

/** POST /api/company/agent-identity/preview: each agent's e-mail with these settings, as its recipient gets it. */
export const agentEmailPreviewSchema = z.object({
  emails: z.array(
    z.object({
      agentId: z.string(),
      agentName: z.string(),
      from: z.string(),
      replyTo: z.string().nullable(),
      to: z.string(),
      subject: z.string(),
      html: z.string(),
    }),
  ),
})
export type AgentEmailPreview = z.infer<typeof agentEmailPreviewSchema>
