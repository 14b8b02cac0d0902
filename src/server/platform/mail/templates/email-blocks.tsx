import { Button, Heading, Link, Section, Text } from '@react-email/components'
import { EMAIL_COLORS } from './email-theme'

/**
 * What an e-mail says, as data: each module writes its own content with these, the platform decides how it looks. Every
 * text is user-safe as it is: React escapes it.
 */
export type EmailBlock =
  | { kind: 'paragraph'; text: string; strong?: boolean }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'table'; rows: [string, string][] }
  | { kind: 'button'; href: string; label: string }
  | { kind: 'link'; href: string; label: string }

const paragraph = { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' }

/** The button's colours: the product's, or a business's own (docs/decisions/123-the-business-brand-in-e-mail.md). */
type Accent = { color: string; onColor: string }
const PRODUCT_ACCENT: Accent = { color: EMAIL_COLORS.brand, onColor: EMAIL_COLORS.onBrand }

export function EmailBlockView({ block, accent = PRODUCT_ACCENT }: { block: EmailBlock; accent?: Accent }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text className="email-text" style={{ ...paragraph, color: EMAIL_COLORS.text, fontWeight: block.strong ? 700 : 400 }}>
          {block.text}
        </Text>
      )
    case 'heading':
      return (
        <Heading
          as="h2"
          className="email-text"
          style={{ fontSize: '18px', lineHeight: '26px', margin: '24px 0 8px', color: EMAIL_COLORS.text }}
        >
          {block.text}
        </Heading>
      )
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className="email-text" style={{ ...paragraph, paddingLeft: '24px', color: EMAIL_COLORS.text }}>
          {block.items.map((item, index) => (
            <li key={index} style={{ margin: '0 0 4px' }}>
              {item}
            </li>
          ))}
        </List>
      )
    }
    case 'table':
      return (
        <table role="presentation" width="100%" style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
          <tbody>
            {block.rows.map(([key, value], index) => (
              <tr key={index}>
                <th
                  align="left"
                  className="email-text"
                  style={{ padding: '4px 12px 4px 0', verticalAlign: 'top', fontSize: '14px', color: EMAIL_COLORS.text }}
                >
                  {key}
                </th>
                <td className="email-text" style={{ padding: '4px 0', whiteSpace: 'pre-wrap', fontSize: '14px', color: EMAIL_COLORS.text }}>
                  {value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )
    case 'button':
      // A solid button, not a transparent image: it reads the same in light and dark clients.
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.href}
            style={{
              backgroundColor: accent.color,
              color: accent.onColor,
              borderRadius: '6px',
              padding: '12px 20px',
              fontSize: '16px',
              fontWeight: 600,
              textDecoration: 'none',
            }}
          >
            {block.label}
          </Button>
        </Section>
      )
    case 'link':
      return (
        <Text style={{ ...paragraph }}>
          <Link href={block.href} className="email-link" style={{ color: EMAIL_COLORS.brand, textDecoration: 'underline' }}>
            {block.label}
          </Link>
        </Text>
      )
  }
}
