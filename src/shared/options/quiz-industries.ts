/** The twelve industries the quiz offers, key and label (docs/product.md#quiz-answers). */
export const QUIZ_INDUSTRIES = [
  { value: 'gym', label: 'Fitness & Wellness' },
  { value: 'salon', label: 'Beauty & Personal Care' },
  { value: 'restaurant', label: 'Restaurant & Food Service' },
  { value: 'realestate', label: 'Real Estate' },
  { value: 'healthcare', label: 'Healthcare & Medical' },
  { value: 'technology', label: 'Technology & Software' },
  { value: 'finance', label: 'Finance & Banking' },
  { value: 'retail', label: 'Retail & E-commerce' },
  { value: 'logistics', label: 'Transportation & Logistics' },
  { value: 'consulting', label: 'Consulting & Professional Services' },
  { value: 'legal', label: 'Legal Services' },
  { value: 'construction', label: 'Construction & Engineering' },
] as const

export type QuizIndustry = (typeof QUIZ_INDUSTRIES)[number]['value']
export const QUIZ_INDUSTRY_KEYS = QUIZ_INDUSTRIES.map((item) => item.value) as [QuizIndustry, ...QuizIndustry[]]

/** The label of an industry key, or the key itself when it is not one of the twelve. */
export function getIndustryLabel(industry: string): string {
  return QUIZ_INDUSTRIES.find((item) => item.value === industry)?.label ?? industry
}
