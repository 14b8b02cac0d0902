import { renderEmailHtml } from '@/server/platform/mail/templates/render-email'

export type AccountEmailContext = { productName: string; publicUrl: string }
type AccountEmail = { subject: string; text: string; html: string }

/** A link e-mail in text and HTML: the action is the layout's button (docs/decisions/090-emails-from-one-template.md). */
export function renderLinkEmail(
  context: AccountEmailContext,
  subject: string,
  paragraphs: string[],
  action: string,
  link: string,
): AccountEmail {
  const text = [
    'Hello,',
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action}: ${link}`,
    '',
    `The ${context.productName} team`,
  ].join('\n')
  const html = renderEmailHtml({
    productName: context.productName,
    preview: subject,
    blocks: [
      { kind: 'paragraph', text: 'Hello,' },
      ...paragraphs.map((paragraph) => ({ kind: 'paragraph' as const, text: paragraph })),
      { kind: 'button', href: link, label: action },
    ],
  })
  return { subject, text, html }
}

const linkTo = (context: AccountEmailContext, path: string, token: string) =>
  `${context.publicUrl.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`

/** The link that proves the address of a new account (docs/decisions/083). */
export function renderVerificationEmail(context: AccountEmailContext, token: string): AccountEmail {
  return renderLinkEmail(
    context,
    `Confirm your e-mail address for ${context.productName}`,
    [
      `Please confirm that this is your e-mail address. Until you do, ${context.productName} holds the e-mails your company sends to other people.`,
      'The link works once, for 24 hours. If you did not create an account, ignore this e-mail.',
    ],
    'Confirm your e-mail address',
    linkTo(context, '/verify-email', token),
  )
}

/** The link of "Forgot password" (docs/decisions/083). */
export function renderPasswordResetEmail(context: AccountEmailContext, token: string): AccountEmail {
  return renderLinkEmail(
    context,
    `Reset your ${context.productName} password`,
    [
      'Someone asked to reset the password of your account. If it was you, choose a new password with the link below; it signs you out everywhere else.',
      'The link works once, for 1 hour. If you did not ask, ignore this e-mail: your password stays as it is.',
    ],
    'Choose a new password',
    linkTo(context, '/reset-password', token),
  )
}

// Names in a subject are people's text: control, line- and paragraph-separator characters become spaces and a long name
// is cut, so it can neither add a header line nor crowd out the subject (as the plan e-mail's, docs/decisions/083).
const subjectText = (value: string, max = 80) => {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this replaces
  const flat = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat
}

export type InvitationEmailInput = { inviterName: string | null; companyName: string; link: string }

/** The invitation to join a company: who invited them to which company, and the button to accept (docs/decisions/094). */
export function renderInvitationEmail(
  context: AccountEmailContext,
  { inviterName, companyName, link }: InvitationEmailInput,
): AccountEmail {
  const who = inviterName ?? `Someone at ${companyName}`
  const where = `${subjectText(companyName)} on ${context.productName}`
  const subject = inviterName ? `${subjectText(inviterName)} invited you to join ${where}` : `You are invited to join ${where}`
  return renderLinkEmail(
    context,
    subject,
    [
      `${who} invited you to join ${companyName} on ${context.productName}.`,
      'Accept the invitation to choose your username and password. The link works once, for 7 days. If you did not expect this invitation, ignore this e-mail.',
    ],
    'Accept the invitation',
    link,
  )
}
