import type { DraftWriter } from '@/shared/ai/draft'
import type { ApprovalAge, ApprovalsFilterParams } from '@/shared/schemas/approvals'
import { filterParams } from '../api/get-approvals'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// The values DRAFT_WRITERS and APPROVAL_AGES list, checked against their types (a Record over a union must name each
// value once) rather than imported: both live in zod modules, and the draft page keeps zod off its first load
// (docs/decisions/097-first-load-budgets.md).
const WRITERS: Record<DraftWriter, true> = { model: true, template: true }
const AGES: Record<ApprovalAge, true> = { day: true, week: true, older: true }
const FELL_BACK: Record<NonNullable<ApprovalsFilterParams['fellBack']>, true> = { true: true, false: true }

const oneOf = <T extends string>(values: Record<T, true>, value: string | null): T | undefined =>
  value !== null && Object.hasOwn(values, value) ? (value as T) : undefined

/** The filters the URL holds; a value the list does not know is left out rather than answered with an error. */
export function readFilter(params: URLSearchParams): ApprovalsFilterParams {
  const agent = params.get('agent')
  const contact = params.get('contact')?.trim()
  const filter: ApprovalsFilterParams = {
    agent: agent && UUID.test(agent) ? agent : undefined,
    writer: oneOf(WRITERS, params.get('writer')),
    fellBack: oneOf(FELL_BACK, params.get('fellBack')),
    contact: contact ? contact.slice(0, 320) : undefined,
    age: oneOf(AGES, params.get('age')),
  }
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined))
}

/**
 * A path of Approvals with the list's filters in its query, so the draft pages and the way back keep the queue the
 * reviewer chose; `extra` adds parameters of the page itself (`edit`). Status and grouping stay with the list.
 */
export function carryFilter(path: string, filter: ApprovalsFilterParams, extra: Record<string, string> = {}): string {
  const params = filterParams(filter)
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}
