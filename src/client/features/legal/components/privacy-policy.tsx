import { appConfig } from '@/client/lib/app-config'
import { LegalPage } from './legal-page'

// What is stored and where it goes, read from the Drizzle schemas and docs/decisions/033, 072, 075, 083, 084, 106, 107.
const days = (count: number) => (count === 1 ? '1 day' : `${count} days`)

/** The privacy policy (/privacy, docs/decisions/086). */
export function PrivacyPolicy() {
  const { productName, supportEmail, retentionDays } = appConfig
  return (
    <LegalPage
      title="Privacy policy"
      description={`What ${productName} stores about you, for how long, and where it sends it.`}
      updated="28 November 2026"
    >
      <section>
        <h2>What we store</h2>
        <ul>
          <li>
            <strong>Your account:</strong> name, e-mail address, a hash of your password (never the password), your company and role, and
            when you proved your e-mail address.
          </li>
          <li>
            <strong>Sessions:</strong> a hash of your session token, kept until you sign out, 7 days without use or 30 days at most. We
            remember the addresses you signed in from for 90 days to limit sign-in attempts.
          </li>
          <li>
            <strong>Links we e-mail you</strong> (verify your address, reset your password) are stored only as hashes and expire after 24
            hours and 1 hour. Invitations expire after 7 days.
          </li>
          <li>
            <strong>Questionnaire answers:</strong> what you enter in onboarding, saved as you go and when you submit it.
          </li>
          <li>
            <strong>Leads from the public pages:</strong> answers to the Growth Map quiz, the demo assessment and booking, and the improved
            assessment, with the name and contact details you give there.
          </li>
          <li>
            <strong>Your agents’ work:</strong> the business events your systems send with your API keys (stored as hashes), the agents’
            runs and outputs, and their conversations: each person they write to or hear from, and the e-mails both ways.
          </li>
          <li>
            <strong>E-mails we send:</strong> each message waits in an outbox with its recipient and content until it is sent.
          </li>
          <li>
            <strong>Webhook deliveries:</strong> each delivery’s status and the first kilobyte of the receiver’s answer.
          </li>
          <li>
            {/* The public funnels' step views (docs/decisions/107-funnel-analytics.md). */}
            <strong>Steps of the public funnels:</strong> the quiz, the demo and the improved assessment count which steps were shown and
            when, to see where visitors give up. Each view carries a random id made for your browser tab (kept in its session storage, not a
            cookie, gone when the tab closes), the step, where you arrived from (the page’s <code>ref</code> and <code>stage</code>), and
            the industry you picked from the list. No IP address, name or other answer is stored with it. Step views are deleted after{' '}
            {days(retentionDays.unconvertedLeads)}.
          </li>
          <li>
            <strong>Rate-limit counters:</strong> counts per IP address, e-mail or API key for short windows, to stop abuse.
          </li>
        </ul>
        <p>
          Your browser keeps your unfinished questionnaire, your theme and the names of the font files it has cached in its own storage; you
          can clear it at any time.
        </p>
      </section>
      <section>
        <h2>Where it goes</h2>
        <ul>
          <li>Everything above is stored in the database of the server that runs {productName}.</li>
          <li>E-mails (the automation plan, quiz results, agent e-mails, account links) go out through our mail server.</li>
          <li>
            Quiz leads are sent, signed, to our own n8n workflow. Agent outputs are sent, signed, to the webhook URL your company’s owner
            sets, and only to public addresses.
          </li>
          <li>
            When a company lets a language model write its agents’ e-mails, what the model needs for each e-mail goes to that model’s
            provider, as{' '}
            <a href="#language-models" className="text-primary underline underline-offset-4">
              Language models
            </a>{' '}
            describes.
          </li>
          <li>
            Every page, script, style, font and image comes from this site: your browser asks no other host for anything while you use{' '}
            {productName}.
          </li>
          <li>
            We run no third-party analytics and no advertising trackers unless you allow device analytics in the questionnaire; the step
            counts above stay on our server.
          </li>
        </ul>
      </section>
      <section aria-labelledby="language-models">
        {/* What a writer's prompt holds (src/shared/ai/facts.ts) and when it may leave (docs/decisions/106-ai-writing.md). */}
        <h2 id="language-models">Language models</h2>
        <p>
          A company may let a language model write its agents’ e-mails (Settings → AI). The agent’s playbook still decides everything; the
          model only words the e-mail. When a company switches a model on, each e-mail’s request to the model’s provider holds:
        </p>
        <ul>
          <li>
            the facts of the event or signal the agent acts on: its fields, such as a lead’s name, e-mail address or message. When the
            company keeps only what a run needs (Data collection off), personal values are replaced by placeholders before the request and
            put back only in the finished e-mail;
          </li>
          <li>the playbook’s decision and the template text it would have sent;</li>
          <li>
            what the company wrote under What your agents may say (Settings → Agent e-mails): its prices, offers, policies, opening hours,
            links and answers, and its website;
          </li>
          <li>the agent’s name and role.</li>
        </ul>
        <p>
          Nothing else about the company or its people is sent. While the company’s Local processing control is on, personal data goes only
          to a model the company or the operator of {productName} runs itself; hosted services such as OpenAI and Anthropic are not used,
          and a company’s own model is used only once its owner has confirmed that the company runs it or has a data processing agreement
          for it. The request, the model’s name and the tokens it used are kept with the agent’s run, as its inputs are. The provider’s own
          terms and privacy policy apply to what it receives.
        </p>
      </section>
      <section aria-labelledby="retention">
        {/* The periods the server's daily retention run uses, from its config (docs/decisions/105-retention.md). */}
        <h2 id="retention">How long we keep data</h2>
        <p>Sessions, links and counters expire as described above. Once a day we remove what has been kept long enough:</p>
        <ul>
          <li>
            <strong>Business events:</strong> after {days(retentionDays.eventPayloads)} we keep only their facts (ids, amounts, dates);
            names, e-mail addresses and messages are removed, also where the agents’ activity quotes them.
          </li>
          <li>
            <strong>Agents’ runs:</strong> after {days(retentionDays.runInputs)} the inputs a run used are removed; its summary stays, with
            personal details masked.
          </li>
          <li>
            <strong>E-mails and webhook deliveries:</strong> {days(retentionDays.sentEmailBodies)} after sending, their content and
            attachments are removed; the recipient, subject, status and dates stay as the delivery history.
          </li>
          <li>
            <strong>Leads from the public pages</strong> (your answers, the figures you were shown and where you arrived from) that did not
            lead to a booked call or to a workspace of your own are deleted after {days(retentionDays.unconvertedLeads)}.
          </li>
          <li>
            <strong>Agents’ conversations:</strong> each e-mail between a company’s agents and a person, either way, is deleted{' '}
            {days(retentionDays.conversations)} after it was written or arrived; the conversation goes once it has no e-mail left, and the
            person’s address once they have not been in touch for as long and no conversation with them is left.
          </li>
        </ul>
        <p>
          Everything else is kept while your account or lead exists. Write to{' '}
          <a href={`mailto:${supportEmail}`} className="text-primary underline underline-offset-4">
            {supportEmail}
          </a>{' '}
          to see, correct or delete your data.
        </p>
        <p>
          Every e-mail we or a company’s agents send to a lead or visitor ends with the link “See or delete the data we hold about you”. It
          opens a page, without signing in, that lists what we hold about that e-mail address and deletes it with one button. The link works
          for 90 days; each newer e-mail has a fresh one.
        </p>
      </section>
    </LegalPage>
  )
}
