import { ShieldCheck } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/client/config/paths'

const linkClass = 'rounded-sm text-primary underline underline-offset-4 hover:no-underline'

/** What local processing means for a model (docs/decisions/106-ai-writing.md, docs/product.md#privacy-controls). */
export function AiPrivacyNote() {
  return (
    <section aria-labelledby="ai-privacy-heading" className="flex items-start gap-3 rounded-lg border bg-card px-4 py-3 text-sm">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="grid gap-1">
        <h2 id="ai-privacy-heading" className="font-medium">
          Your privacy controls apply
        </h2>
        <p className="text-muted-foreground">
          While Local processing is on, personal data goes only to a model you or the operator of this server run: hosted services (OpenAI,
          Anthropic, Azure OpenAI, Groq, Mistral and others) are refused, your own model is used once the owner confirms that your company
          runs it or has a data processing agreement for it, and otherwise the templates write. While Data collection is off, names and
          addresses are replaced by placeholders before the model sees them. Change both on{' '}
          <Link to={paths.settingsPrivacy.getHref()} className={linkClass}>
            Privacy settings
          </Link>
          ; the{' '}
          <Link to={paths.privacy.getHref()} className={linkClass}>
            privacy policy
          </Link>{' '}
          lists what a model receives.
        </p>
      </div>
    </section>
  )
}
