import { appConfig } from '@/client/lib/app-config'
import { LegalPage } from './legal-page'

/** The terms of use (/terms, docs/decisions/086). */
export function Terms() {
  const { productName, supportEmail } = appConfig
  return (
    <LegalPage title="Terms of use" description={`The terms for using ${productName}.`} updated="24 November 2026">
      <section>
        <h2>The service</h2>
        <p>
          {productName} recommends AI agents from its catalogue based on what you tell us about your business, runs the agents you deploy on
          the events your systems send, and delivers their outputs by e-mail and to your webhook.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <ul>
          <li>Give accurate details and keep your password and API keys secret; you are responsible for what is done with them.</li>
          <li>The owner of a company account invites its members, manages API keys and sets the company’s webhook.</li>
          <li>Do not use the service to send e-mail to people who did not ask for it, or to reach systems you may not reach.</li>
        </ul>
      </section>
      <section>
        <h2>Estimates</h2>
        <p>
          Savings, ROI figures and investment tiers shown by the quiz, the demo and the dashboard are estimates from your answers, not
          promises. The price of a service is agreed with you directly.
        </p>
      </section>
      <section>
        <h2>Limits and availability</h2>
        <p>
          We limit how often some actions can be taken to keep the service fair and safe. We work to keep it available but cannot promise it
          never fails.
        </p>
      </section>
      <section>
        <h2>Ending</h2>
        <p>
          You can stop at any time: delete your API keys and webhook, and write to{' '}
          <a href={`mailto:${supportEmail}`} className="text-primary underline underline-offset-4">
            {supportEmail}
          </a>{' '}
          to have your account deleted. Our privacy policy describes what we store.
        </p>
      </section>
    </LegalPage>
  )
}
