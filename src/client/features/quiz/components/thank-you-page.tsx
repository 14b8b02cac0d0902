import { ArrowRight, Calendar, CheckCircle2, Download, Home, Mail, Map as MapIcon } from 'lucide-react'
import { Link } from 'react-router'
import { PublicHeader } from '@/client/components/layouts/public-header'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { paths } from '@/client/config/paths'
import { appConfig } from '@/client/lib/app-config'
import { downloadReport } from '../api/download-report'
import { readLastSubmission } from '../lib/last-submission'

const NEXT_STEPS = [
  { icon: Mail, title: 'Check Your Email', text: 'Your personalized ROI report is heading to your inbox.' },
  { icon: MapIcon, title: 'Review Your Roadmap', text: 'Download your automation plan and share it with your team.' },
  { icon: Calendar, title: 'Book Your Strategy Session', text: 'Walk through your Growth Map with an automation expert.' },
] as const

const CHECKS = ['Industry-specific recommendations', 'ROI calculations completed', 'Email sequence initiated'] as const

/** The thank-you page (docs/product.md#thank-you). Download Report uses the kept submission id (docs/decisions/032). */
export function ThankYouPage() {
  const last = readLastSubmission()
  const company = last?.company.trim() || 'Company'

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex-1 bg-gradient-to-b from-secondary/50 to-background">
        <div className="mx-auto grid max-w-4xl gap-8 px-4 py-12 sm:px-6 sm:py-16">
          <div className="text-center">
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success" />
            <h1 className="mt-4 text-title font-bold tracking-tight sm:text-4xl">Your Growth Map is Ready!</h1>
          </div>

          <section aria-labelledby="next-steps-heading" className="grid gap-4">
            <h2 id="next-steps-heading" className="text-xl font-semibold">
              Next steps
            </h2>
            <ol className="grid gap-3 md:grid-cols-3">
              {NEXT_STEPS.map((step, index) => (
                <li key={step.title}>
                  <Card className="h-full">
                    <CardHeader>
                      <span className="flex items-center gap-2 text-sm font-medium text-primary">
                        <step.icon aria-hidden="true" className="size-4" />
                        Step {index + 1}
                      </span>
                      <CardTitle as="h3">{step.title}</CardTitle>
                      <CardDescription>{step.text}</CardDescription>
                      {step.title === 'Review Your Roadmap' && last ? (
                        // The results the quiz showed, reopened by the submission's id (docs/decisions/088).
                        <Link
                          to={paths.quizResults.getHref(last.id)}
                          className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                        >
                          Open your results
                          <ArrowRight aria-hidden="true" className="size-4" />
                        </Link>
                      ) : null}
                    </CardHeader>
                  </Card>
                </li>
              ))}
            </ol>
          </section>

          <Card>
            <CardHeader>
              <p className="text-sm font-medium text-success">Ready to Review</p>
              <CardTitle>Your Growth Map Has Been Generated</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-6">
              <ul className="grid gap-2">
                {CHECKS.map((check) => (
                  <li key={check} className="flex items-center gap-2">
                    <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
                    {check}
                  </li>
                ))}
              </ul>
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <Button asChild>
                  <a href={appConfig.bookingUrl} target="_blank" rel="noopener noreferrer">
                    <Calendar aria-hidden="true" />
                    Schedule Strategy Session
                  </a>
                </Button>
                <Button variant="outline" onClick={() => downloadReport(company, last?.id)}>
                  <Download aria-hidden="true" />
                  Download Report
                </Button>
                <Button asChild variant="ghost">
                  <Link to={paths.home.getHref()}>
                    <Home aria-hidden="true" />
                    Back to Home
                  </Link>
                </Button>
              </div>
            </CardContent>
          </Card>
        </div>
      </main>
    </div>
  )
}
