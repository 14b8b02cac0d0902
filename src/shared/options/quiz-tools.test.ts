import { describe, expect, it } from 'vitest'
import { QUIZ_INDUSTRY_KEYS } from './quiz-industries'
import { getToolsForIndustry, normalizeIndustry, OTHER_TOOL, TOOL_CATALOGUE_KEYS } from './quiz-tools'

const EXTRA_KEYS = ['agriculture', 'insurance', 'automotive', 'ecommerce', 'hospitality', 'education', 'marketing', 'manufacturing']

describe('tool catalogue (docs/product.md#quiz-tools)', () => {
  it('has a list for the 12 quiz industries and the 8 others', () => {
    expect(new Set(TOOL_CATALOGUE_KEYS)).toEqual(new Set([...QUIZ_INDUSTRY_KEYS, ...EXTRA_KEYS]))
    expect(TOOL_CATALOGUE_KEYS).toHaveLength(20)
  })

  it.each([...QUIZ_INDUSTRY_KEYS, ...EXTRA_KEYS])('%s: 15-25 distinct names, Other: specify last', (key) => {
    const tools = getToolsForIndustry(key)
    const named = tools.slice(0, -1)
    expect(named.length).toBeGreaterThanOrEqual(15)
    expect(named.length).toBeLessThanOrEqual(25)
    expect(new Set(named).size).toBe(named.length)
    expect(tools.at(-1)).toBe(OTHER_TOOL)
    expect(named).not.toContain(OTHER_TOOL)
  })

  it('shares retail with ecommerce and restaurant with hospitality', () => {
    expect(getToolsForIndustry('retail')).toEqual(getToolsForIndustry('ecommerce'))
    expect(getToolsForIndustry('restaurant')).toEqual(getToolsForIndustry('hospitality'))
  })

  it('normalises the industry name: lowercase, no hyphens or spaces', () => {
    expect(normalizeIndustry('Real-Estate')).toBe('realestate')
    expect(normalizeIndustry('E Commerce')).toBe('ecommerce')
    expect(getToolsForIndustry('Real Estate')).toEqual(getToolsForIndustry('realestate'))
    expect(getToolsForIndustry('HEALTH-care')).toEqual(getToolsForIndustry('healthcare'))
  })

  it('offers only Other: specify for an unknown or empty industry', () => {
    expect(getToolsForIndustry('space-mining')).toEqual([OTHER_TOOL])
    expect(getToolsForIndustry('')).toEqual([OTHER_TOOL])
    expect(getToolsForIndustry('constructor')).toEqual([OTHER_TOOL])
  })
})
