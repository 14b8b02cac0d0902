/** The investment calculator (docs/product.md#investment-tiers): a percentage of monthly savings, 10 to 80 in steps of 5, default 40. */
export const INVESTMENT_PERCENT = { min: 10, max: 80, step: 5, default: 40 } as const

export const INVESTMENT_TIERS = ['Essential', 'Standard', 'Premium', 'Enterprise'] as const
export type InvestmentTier = (typeof INVESTMENT_TIERS)[number]

/** Essential < 25 ≤ Standard < 40 ≤ Premium < 60 ≤ Enterprise. */
export function getInvestmentTier(percentage: number): InvestmentTier {
  if (percentage < 25) return 'Essential'
  if (percentage < 40) return 'Standard'
  if (percentage < 60) return 'Premium'
  return 'Enterprise'
}

const BASE_FEATURES = ['Premium agents', 'Extended integrations (up to 10 tools)', 'Advanced automation'] as const

/** Every tier's base, advanced voice from Standard up, basic custom agent training from Premium up. */
export function getTierFeatures(tier: InvestmentTier): string[] {
  const rank = INVESTMENT_TIERS.indexOf(tier)
  return [...BASE_FEATURES, ...(rank >= 1 ? ['Advanced voice'] : []), ...(rank >= 2 ? ['Basic custom agent training'] : [])]
}

/** The demo investment calculator's figures for one slider position. */
export type DemoInvestment = {
  tier: InvestmentTier
  /** Dollars a month: savings × percentage, rounded. */
  monthlyAmount: number
  /** Annual savings over the monthly amount, one decimal (docs/decisions/021). */
  annualRoiMultiple: number
  /** Monthly amount over monthly savings, one decimal. */
  paybackMonths: number
}

/**
 * The demo's investment calculator for one slider position (docs/product.md#investment-tiers); zero savings give
 * zero amount, multiple and payback.
 */
export function calculateDemoInvestment(monthlySavings: number, percentage: number): DemoInvestment {
  const clamped = Math.min(INVESTMENT_PERCENT.max, Math.max(INVESTMENT_PERCENT.min, percentage))
  const monthlyAmount = Math.round((monthlySavings * clamped) / 100)
  const roundOne = (value: number) => Math.round(value * 10) / 10
  return {
    tier: getInvestmentTier(clamped),
    monthlyAmount,
    annualRoiMultiple: monthlyAmount ? roundOne((monthlySavings * 12) / monthlyAmount) : 0,
    paybackMonths: monthlySavings ? roundOne(monthlyAmount / monthlySavings) : 0,
  }
}
