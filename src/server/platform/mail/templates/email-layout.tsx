import { Fragment, type ReactNode } from 'react'
import { Body, Container, Head, Html, Img, Link, Preview, Section, Text } from '@react-email/components'
import { EMAIL_COLORS, EMAIL_FONT } from './email-theme'

const C = EMAIL_COLORS

// Clients that honour prefers-color-scheme get a dark card; the others are told both schemes are fine, so they do not
// invert the brand colours into something unreadable (docs/decisions/090-emails-from-one-template.md).
const DARK_STYLES = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .email-page { background-color: ${C.darkPage} !important; }
  .email-card { background-color: ${C.darkCard} !important; border-color: ${C.darkBorder} !important; }
  .email-text { color: ${C.darkText} !important; }
  .email-muted { color: ${C.darkMuted} !important; }
}`

/** A quiet link under the card, the same in every e-mail to a lead or visitor (docs/decisions/104-a-persons-data.md). */
export type EmailFooterLink = { href: string; label: string }

/**
 * A business's own look on its agents' e-mails (docs/decisions/123-the-business-brand-in-e-mail.md): its colour for the
 * header and buttons, with the text colour that reads on it, and its logo (an absolute address) in place of its name.
 */
export type EmailBrand = { color: string; onColor: string; logo?: { src: string; alt: string } }

type EmailLayoutProps = {
  productName: string
  preview: string
  signature: string
  footerLink?: EmailFooterLink
  /** After footerLink, on the same line: an agent e-mail's Unsubscribe (docs/decisions/125-unsubscribe.md). */
  footerLinks?: EmailFooterLink[]
  brand?: EmailBrand
  children: ReactNode
}

/** Every e-mail's frame: the product's name on its colour as a header, the content, the signature, the footer links. */
export function EmailLayout({ productName, preview, signature, footerLink, footerLinks = [], brand, children }: EmailLayoutProps) {
  const links = [...(footerLink ? [footerLink] : []), ...footerLinks]
  const color = brand?.color ?? C.brand
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        {/* A document's name (WCAG 2.4.2): what a screen reader announces where a mail program shows the HTML as a page. */}
        <title>{preview}</title>
        <style>{DARK_STYLES}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="email-page" style={{ backgroundColor: C.page, fontFamily: EMAIL_FONT, margin: 0, padding: '24px 0' }}>
        <Container
          className="email-card"
          style={{ maxWidth: '600px', backgroundColor: C.card, border: `1px solid ${C.border}`, borderRadius: '8px', overflow: 'hidden' }}
        >
          {brand?.logo ? (
            // A logo is drawn for a light background, as most are: on the card, above a rule in the brand's colour.
            <Section style={{ padding: '16px 24px', borderBottom: `4px solid ${color}` }}>
              <Img
                className="email-logo"
                src={brand.logo.src}
                alt={brand.logo.alt}
                height="48"
                style={{ height: '48px', width: 'auto', maxWidth: '100%' }}
              />
            </Section>
          ) : (
            <Section style={{ backgroundColor: color, padding: '16px 24px' }}>
              <Text
                className="email-header"
                style={{ margin: 0, color: brand?.onColor ?? C.onBrand, fontSize: '20px', lineHeight: '28px', fontWeight: 700 }}
              >
                {productName}
              </Text>
            </Section>
          )}
          <Section style={{ padding: '24px' }}>
            {children}
            <Text className="email-muted" style={{ margin: '24px 0 0', fontSize: '14px', color: C.muted }}>
              {signature}
            </Text>
          </Section>
        </Container>
        {links.length > 0 ? (
          <Text
            className="email-muted"
            style={{ maxWidth: '600px', margin: '16px auto 0', fontSize: '12px', textAlign: 'center', color: C.muted }}
          >
            {links.map((link, index) => (
              <Fragment key={link.href}>
                {index > 0 ? ' · ' : null}
                <Link href={link.href} className="email-muted" style={{ color: C.muted, textDecoration: 'underline' }}>
                  {link.label}
                </Link>
              </Fragment>
            ))}
          </Text>
        ) : null}
      </Body>
    </Html>
  )
}
