import { TOOLS_BY_INDUSTRY } from './quiz-tool-catalogue'

/** The catalogue's choice that opens a free-text field. */
export const OTHER_TOOL = 'Other: specify'

/** Lowercases and removes hyphens and spaces: 'Real-Estate' and 'real estate' both find realestate. */
export function normalizeIndustry(industry: string): string {
  return industry.toLowerCase().replace(/[-\s]/g, '')
}

/** The tools to tick for an industry, 'Other: specify' always last (only it when no list exists). */
export function getToolsForIndustry(industry: string): string[] {
  const key = normalizeIndustry(industry)
  const tools = Object.hasOwn(TOOLS_BY_INDUSTRY, key) ? TOOLS_BY_INDUSTRY[key]! : []
  return [...tools.filter((tool) => tool !== OTHER_TOOL), OTHER_TOOL]
}

export const TOOL_CATALOGUE_KEYS = Object.keys(TOOLS_BY_INDUSTRY)

// The answer keeps the free text of 'Other: specify' as one entry 'Other: {text}' (docs/decisions/031).
export const OTHER_TOOL_PREFIX = 'Other: '

export function isOtherToolEntry(tool: string): boolean {
  return tool.startsWith(OTHER_TOOL_PREFIX)
}
