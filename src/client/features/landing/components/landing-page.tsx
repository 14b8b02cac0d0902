import * as React from 'react'
import { clsx } from 'clsx'
import { Clock, Target, TrendingUp } from 'lucide-react'
import { usePageMeta } from '@/client/hooks/use-page-meta'
import { useShowcaseRotation } from '../hooks/use-showcase-rotation'
import { AboutSection } from './about-section'
import { FaqSection } from './faq-section'
import { GrowthMapButton } from './growth-map-button'
import { LandingFooter } from './landing-footer'
import { LandingHeader } from './landing-header'
import { Showcase } from './showcase'
import { ACCENT_CLASSES, SHOWCASE_STEPS } from './showcase-steps'
import { SupportSection } from './support-section'

// The landing page's three proof cards (docs/product.md#landing).
const PROOF_CARDS = [
  { icon: Clock, figure: '40%', label: 'Faster Response Times' },
  { icon: Target, figure: '90%', label: 'Accuracy Rate' },
  { icon: TrendingUp, figure: '30 Day', label: 'ROI' },
] as const

/**
 * Arriving from another page at /#about, /#faq or /#support: the page renders after the router tried to scroll, so
 * the section is brought into view once it exists.
 */
function useScrollToHashOnArrival() {
  React.useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (id) document.getElementById(id)?.scrollIntoView()
  }, [])
}

/**
 * The landing page (docs/product.md#landing). The first page every visitor loads: no router, form, query or schema
 * code here, and clsx rather than cn() (no class here overrides another, so no merge is needed): its budget
 * is 90 KB JS and 15 KB CSS gzip (docs/decisions/023).
 */
export function LandingPage() {
  const rotation = useShowcaseRotation(SHOWCASE_STEPS.length)
  const accent = ACCENT_CLASSES[SHOWCASE_STEPS[rotation.active]!.accent]
  usePageMeta(
    'Hire AI Agents, Not Employees',
    'Hire AI agents, not employees. Self-onboard your business and deploy AI agents matched to how you work.',
  )
  useScrollToHashOnArrival()

  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader />
      <main className="flex-1">
        <section className="mx-auto max-w-4xl px-4 pt-10 pb-8 text-center sm:px-6 sm:pt-14">
          <GrowthMapButton />
          <h1 className="mt-12 text-4xl font-bold tracking-tight text-balance sm:text-display">
            Hire AI Agents, <span className={clsx('transition-colors', accent.text)}>Not Employees</span>
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
            Your custom AI workforce, set up in 10-15 minutes. Tell us how your business runs and watch your agents take over the repetitive
            work.
          </p>
        </section>
        <Showcase rotation={rotation} />
        <section aria-label="Results" className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
          <ul className="grid gap-4 sm:grid-cols-3">
            {PROOF_CARDS.map((card) => (
              <li key={card.label} className="flex items-center gap-4 rounded-xl border bg-card p-5 shadow-sm">
                <card.icon aria-hidden="true" className={clsx('size-8 shrink-0 transition-colors', accent.text)} />
                <p className="flex flex-col">
                  <span className="text-2xl font-bold">{card.figure}</span>
                  <span className="text-sm text-muted-foreground">{card.label}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <AboutSection />
        <FaqSection />
        <SupportSection />
      </main>
      <LandingFooter />
    </div>
  )
}
