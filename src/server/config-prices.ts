import { readFileSync } from 'node:fs'
import { priceTableSchema, withOperatorPrices, type PriceTable } from '@/shared/ai/model-prices'
import { ConfigError } from './config-error'

// The price table of language models (README.md, Configuration; docs/decisions/132-cost-in-money.md): the defaults,
// extended or replaced by the operator's table, given inline (AI_PRICES) or as a file (AI_PRICES_FILE), never both.

export type PriceVariables = { AI_PRICES?: string; AI_PRICES_FILE?: string }

/** Where in the table an issue is, as a reader finds it: "models.gpt-4o.inputPerMillion". */
const pathOf = (path: PropertyKey[]) => path.map(String).join('.')

/** The table in force; a missing file, text that is not JSON or a wrong entry stops the server in one line naming the variable. */
export function readPrices(values: PriceVariables): PriceTable {
  const { AI_PRICES: inline, AI_PRICES_FILE: file } = values
  if (inline && file) throw new ConfigError('Invalid AI_PRICES_FILE: set either AI_PRICES or AI_PRICES_FILE, not both')
  if (!inline && !file) return withOperatorPrices(null)
  const name = file ? 'AI_PRICES_FILE' : 'AI_PRICES'
  let text: string
  try {
    text = file ? readFileSync(file, 'utf8') : inline!
  } catch (error) {
    throw new ConfigError(`Invalid ${name}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'}: ${JSON.stringify(file)})`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new ConfigError(
      `Invalid ${name}: must be JSON like {"currency":"USD","asOf":"2026-11","models":{"gpt-4o":{"inputPerMillion":2.5,"outputPerMillion":10}}}`,
    )
  }
  const parsed = priceTableSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const where = issue.path.length ? `${pathOf(issue.path)} ` : ''
    throw new ConfigError(`Invalid ${name}: ${where}${issue.message}`.replace(/\s+/g, ' '))
  }
  return withOperatorPrices(parsed.data)
}
