import { appConfig } from '@/client/lib/app-config'

/** The landing page's About section, the target of the public header's About link (docs/decisions/086). */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-heading" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-14 sm:px-6">
      <h2 id="about-heading" className="text-2xl font-bold tracking-tight">
        About {appConfig.productName}
      </h2>
      <p className="mt-4 text-muted-foreground">
        {appConfig.productName} helps businesses hire AI agents. You describe how your business runs in a short questionnaire, we recommend
        agents from our catalogue that match your processes and tools, and your team deploys them and watches them work on a live dashboard.
      </p>
      <p className="mt-3 text-muted-foreground">
        Not ready to sign up? Take the 3-minute Growth Map quiz or run the demo to see what the agents would do for a business like yours.
      </p>
    </section>
  )
}
