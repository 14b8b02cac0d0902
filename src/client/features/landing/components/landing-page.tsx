import { ArrowRight, Bot, LifeBuoy, ShieldCheck, Sparkles, Workflow } from 'lucide-react'
import { Link } from 'react-router'
import { PublicHeader } from '@/client/components/layouts/public-header'
import { Button } from '@/client/components/ui/button'
import { Card, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { paths } from '@/client/config/paths'
import { appConfig } from '@/client/lib/app-config'

const HIGHLIGHTS = [
  {
    icon: Workflow,
    title: 'Describe how you work',
    text: 'A guided questionnaire maps your tools, workflows and the hours your team loses to repetitive tasks.',
  },
  {
    icon: Bot,
    title: 'Get matched agents',
    text: 'Receive AI agents for lead nurturing, hiring, billing, support and retention, ranked for your goals.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy-first',
    text: 'You decide what is processed locally and what agents may share. Analytics stay off unless you opt in.',
  },
] as const

const FAQ = [
  {
    question: 'How long does onboarding take?',
    answer: 'Most businesses finish the questionnaire in under an hour, and you can stop and resume at any step.',
  },
  {
    question: 'Can my team join?',
    answer: 'Yes. Account owners invite colleagues by email; each invitation link works once.',
  },
] as const

/** Placeholder landing page until spec 001's full landing is built. */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex-1">
        <section className="border-b bg-gradient-to-b from-secondary/60 to-background">
          <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
            <p className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm font-medium text-muted-foreground">
              <Sparkles aria-hidden="true" className="size-4 text-primary" />
              The AI-native onboarding platform
            </p>
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-display">Hire AI Agents, Not Employees</h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
              {appConfig.productName} learns how your business runs, recommends the agents that fit, and deploys them to a
              workspace where you can watch them work together.
            </p>
            <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to={paths.auth.getHref('register')}>
                  Create your account
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={paths.auth.getHref('login')}>Sign In</Link>
              </Button>
            </div>
          </div>
        </section>

        <section id="about" aria-labelledby="about-heading" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:px-6">
          <h2 id="about-heading" className="text-title font-semibold">
            About {appConfig.productName}
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {HIGHLIGHTS.map((item) => (
              <li key={item.title}>
                <Card className="h-full">
                  <CardHeader>
                    <item.icon aria-hidden="true" className="size-6 text-primary" />
                    <CardTitle as="h3" className="mt-2">
                      {item.title}
                    </CardTitle>
                    <CardDescription>{item.text}</CardDescription>
                  </CardHeader>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section id="faq" aria-labelledby="faq-heading" className="border-y bg-muted/50">
          <div className="mx-auto max-w-3xl scroll-mt-20 px-4 py-20 sm:px-6">
            <h2 id="faq-heading" className="text-title font-semibold">
              Frequently asked questions
            </h2>
            <dl className="mt-8 grid gap-6">
              {FAQ.map((item) => (
                <div key={item.question}>
                  <dt className="font-medium">{item.question}</dt>
                  <dd className="mt-1 text-muted-foreground">{item.answer}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <section id="support" aria-labelledby="support-heading" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-20 text-center sm:px-6">
          <LifeBuoy aria-hidden="true" className="mx-auto size-8 text-primary" />
          <h2 id="support-heading" className="mt-4 text-title font-semibold">
            Support
          </h2>
          <p className="mt-3 text-muted-foreground">
            Questions before you start? Write to{' '}
            <a href={`mailto:${appConfig.supportEmail}`} className="font-medium text-primary underline underline-offset-4">
              {appConfig.supportEmail}
            </a>
            .
          </p>
        </section>
      </main>
      <footer className="border-t">
        <div className="mx-auto max-w-6xl px-4 py-6 text-sm text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} {appConfig.productName}
        </div>
      </footer>
    </div>
  )
}
