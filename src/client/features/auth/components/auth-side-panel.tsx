import { Quote, ShieldCheck } from 'lucide-react'
import { appConfig } from '@/client/lib/app-config'

/** The auth page's testimonial quote and tagline (docs/product.md#overview). Wide screens only. */
export function AuthSidePanel() {
  return (
    <aside
      aria-label="Why teams choose us"
      className="relative hidden flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-from to-brand-to p-10 text-white lg:flex"
    >
      <div className="flex items-center gap-2 text-sm font-medium">
        <ShieldCheck aria-hidden="true" className="size-5" />
        Privacy-first by design
      </div>
      <div className="max-w-md">
        <p className="text-title leading-tight font-semibold tracking-tight">Hire AI agents, not employees.</p>
        <p className="mt-3 text-base text-white/90">
          {appConfig.productName} is the privacy-first, AI-native onboarding platform: describe how your business works and deploy agents
          for leads, hiring, billing, support and retention.
        </p>
      </div>
      <figure className="max-w-md rounded-xl border border-white/20 bg-white/10 p-6">
        <Quote aria-hidden="true" className="size-6 text-white/80" />
        <blockquote className="mt-3 text-lg leading-relaxed">
          “We described our week in twenty minutes. By Friday our agents were following up on every lead we used to lose.”
        </blockquote>
        <figcaption className="mt-4 text-sm text-white/90">Operations lead, professional services firm</figcaption>
      </figure>
    </aside>
  )
}
