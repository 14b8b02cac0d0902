import { escapeHtml } from '@/server/platform/http/escape-html'

export type AccountEmailContext = { productName: string; publicUrl: string }
type AccountEmail = { subject: string; text: string; html: string }

/** A link e-mail in text and HTML, in the style of the automation-plan e-mail. */
function renderLinkEmail(context: AccountEmailContext, subject: string, paragraphs: string[], action: string, link: string): AccountEmail {
  const text = [
    'Hello,',
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${action}: ${link}`,
    '',
    `The ${context.productName} team`,
  ].join('\n')
  const html = `<!doctype html>
<html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;max-width:640px;margin:0 auto;padding:24px">
<p>Hello,</p>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p>The ${escapeHtml(context.productName)} team</p>
</body></html>`
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
