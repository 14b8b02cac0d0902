import { Mail } from 'lucide-react'
import { appConfig } from '@/client/lib/app-config'

/** The landing page's Support section, the target of the public header's Support link (docs/decisions/086). */
export function SupportSection() {
  return (
    <section id="support" aria-labelledby="support-heading" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-14 sm:px-6">
      <h2 id="support-heading" className="text-2xl font-bold tracking-tight">
        Support
      </h2>
      <p className="mt-4 text-muted-foreground">
        Questions about your account, your agents or your data? Write to us and a person will answer.
      </p>
      <a
        href={`mailto:${appConfig.supportEmail}`}
        className="mt-4 inline-flex items-center gap-2 rounded-md font-medium text-primary underline-offset-4 hover:underline"
      >
        <Mail aria-hidden="true" className="size-4" />
        {appConfig.supportEmail}
      </a>
    </section>
  )
}
