import { renderToStaticMarkup } from 'react-dom/server'
import { EmailBlockView, type EmailBlock } from './email-blocks'
import { EmailLayout, type EmailBrand, type EmailFooterLink } from './email-layout'

export type { EmailBlock } from './email-blocks'
export type { EmailBrand, EmailFooterLink } from './email-layout'

export type EmailTemplate = {
  productName: string
  /** The inbox's preview line. */
  preview: string
  blocks: EmailBlock[]
  /** Defaults to "The <product> team". */
  signature?: string
  /** Under the card; the text part adds the same with withFooterText. */
  footerLink?: EmailFooterLink
  /** More links on the footer's line, after footerLink; the text part adds them with withFooterText. */
  footerLinks?: EmailFooterLink[]
  /** A business's colour and logo in place of the product's colour and name (agents' e-mails). */
  brand?: EmailBrand
}

// @react-email/render prefixes the same doctype; its render() is async only, and e-mails are built inside synchronous
// planning and open transactions, so the markup comes from react-dom/server directly (docs/decisions/090).
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'

/** An e-mail's HTML part in the product's one layout; every text in `template` is escaped by React. */
export function renderEmailHtml(template: EmailTemplate): string {
  const signature = template.signature ?? `The ${template.productName} team`
  return (
    DOCTYPE +
    renderToStaticMarkup(
      <EmailLayout
        productName={template.productName}
        preview={template.preview}
        signature={signature}
        footerLink={template.footerLink}
        footerLinks={template.footerLinks}
        brand={template.brand}
      >
        {template.blocks.map((block, index) => (
          <EmailBlockView key={index} block={block} accent={template.brand} />
        ))}
      </EmailLayout>,
    )
  )
}

/** An e-mail's text part with its footer links, if any, after a signature separator ("-- "), one a line, as the HTML shows them. */
export function withFooterText(text: string, footerLink?: EmailFooterLink | EmailFooterLink[]): string {
  const links = [footerLink ?? []].flat()
  return links.length > 0 ? `${text}\n\n-- \n${links.map((link) => `${link.label}: ${link.href}`).join('\n')}` : text
}
