import { ArrowRight, Check } from 'lucide-react'
import { paths } from '@/client/config/paths'
import { AppLink } from '@/client/lib/navigation'

const HINTS = ['See your Hidden ROI Score now', 'Get personalized automation roadmap'] as const

/** The landing page's large quiz button with its two hints (docs/product.md#landing). */
export function GrowthMapButton() {
  return (
    <div className="flex flex-col items-center gap-3">
      <AppLink
        to={paths.quizFunnel.getHref()}
        className="inline-flex items-center gap-3 rounded-xl bg-gradient-to-r from-brand-from to-brand-to px-6 py-4 text-lg font-semibold text-white shadow-lg transition-transform hover:-translate-y-0.5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:px-8 sm:text-xl"
      >
        Unlock Your Growth Map in 3 Minutes
        <ArrowRight aria-hidden="true" className="size-5 shrink-0" />
      </AppLink>
      <ul className="flex flex-col items-center gap-x-6 gap-y-1 text-sm text-muted-foreground sm:flex-row">
        {HINTS.map((hint) => (
          <li key={hint} className="inline-flex items-center gap-1.5">
            <Check aria-hidden="true" className="size-4 text-success" />
            {hint}
          </li>
        ))}
      </ul>
    </div>
  )
}
