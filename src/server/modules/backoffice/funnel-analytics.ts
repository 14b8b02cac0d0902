import { sql } from 'drizzle-orm'
import { COMPLETE_STEP, FUNNEL_STEPS, type FunnelAnalytics, type FunnelAnalyticsQuery } from '@/shared/schemas/funnel-analytics'
import type { Db } from '@/server/platform/db/client'
import { rowsOf } from '@/server/platform/db/raw-sql'
import { funnelStepViews } from '@/server/modules/funnels'

type Totals = { visits: number; completions: number }
type Row = {
  steps: { step: string; reached: number; median_seconds: number | null }[]
  left_counts: { step: string; left: number }[]
  totals: Totals
  by_source: ({ stage: string | null; ref: string | null } & Totals)[]
  by_industry: ({ industry: string | null } & Totals)[]
  filters: FunnelAnalytics['filters']
}

const DAY_MS = 86_400_000
const json = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T))
const withRate = <T extends Totals>(totals: T) => ({
  ...totals,
  completion_rate: totals.visits > 0 ? totals.completions / totals.visits : null,
})

/**
 * One funnel's step counts over UTC days `from`..`to` (docs/decisions/107-funnel-analytics.md), in one statement without
 * a join: the range's views (index funnel_step_views_funnel_viewed_idx) are sorted once by visit and time, and window
 * functions over that one order give each view its visit's next view and the visit's first stage and ref, last industry,
 * last step and whether it completed; the filters then keep whole visits.
 * - reached: visits with a view of the step; left: visits not completed whose last view was the step;
 * - time on a step: the gaps from each of the visit's views of it to the visit's next view, added up; a view the
 *   visit ended on has no end, so it adds nothing; the median is over the visits that have a time.
 */
export async function getFunnelAnalytics(db: Db, query: FunnelAnalyticsQuery): Promise<FunnelAnalytics> {
  const start = new Date(`${query.from}T00:00:00Z`).toISOString()
  const end = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS).toISOString()
  const stage = query.stage || null
  const ref = query.ref || null
  const industry = query.industry || null
  const result = await db.execute(sql`
    with ordered as (
      select visit_id, step, viewed_at,
        lead(viewed_at) over visit_order as next_at,
        bool_or(step = ${COMPLETE_STEP}) over whole_visit as completed,
        last_value(step) over whole_visit as last_step,
        array_agg(stage) filter (where stage is not null) over whole_visit as stages,
        array_agg(ref) filter (where ref is not null) over whole_visit as refs,
        array_agg(industry) filter (where industry is not null) over whole_visit as industries
      from ${funnelStepViews}
      where funnel = ${query.funnel} and viewed_at >= ${start}::timestamptz and viewed_at < ${end}::timestamptz
      window visit_order as (partition by visit_id order by viewed_at, id),
        whole_visit as (visit_order rows between unbounded preceding and unbounded following)
    ),
    views as (
      select visit_id, step, viewed_at, next_at, completed, last_step,
        stages[1] as stage, refs[1] as ref, industries[array_upper(industries, 1)] as industry
      from ordered
    ),
    chosen_views as (
      select * from views
      where (${stage}::text is null or stage = ${stage}::text)
        and (${ref}::text is null or ref = ${ref}::text)
        and (${industry}::text is null or industry = ${industry}::text)
    ),
    chosen as (
      select visit_id, min(stage) as stage, min(ref) as ref, min(industry) as industry,
        bool_or(completed) as completed, min(last_step) as last_step
      from chosen_views
      group by visit_id
    ),
    step_times as (
      select visit_id, step, sum(extract(epoch from next_at - viewed_at))::float8 as seconds
      from chosen_views
      group by visit_id, step
    )
    select
      (select coalesce(json_agg(json_build_object('step', step, 'reached', reached, 'median_seconds', median)), '[]'::json)
        from (
          select step, count(*)::int as reached, percentile_cont(0.5) within group (order by seconds) as median
          from step_times group by step
        ) s) as steps,
      (select coalesce(json_agg(json_build_object('step', last_step, 'left', n)), '[]'::json)
        from (select last_step, count(*)::int as n from chosen where not completed group by last_step) l) as left_counts,
      (select json_build_object('visits', count(*)::int, 'completions', (count(*) filter (where completed))::int)
        from chosen) as totals,
      (select coalesce(json_agg(json_build_object('stage', stage, 'ref', ref, 'visits', visits, 'completions', completions)
          order by visits desc, stage nulls first, ref nulls first), '[]'::json)
        from (
          select stage, ref, count(*)::int as visits, (count(*) filter (where completed))::int as completions
          from chosen group by stage, ref
        ) s) as by_source,
      (select coalesce(json_agg(json_build_object('industry', industry, 'visits', visits, 'completions', completions)
          order by visits desc, industry nulls first), '[]'::json)
        from (
          select industry, count(*)::int as visits, (count(*) filter (where completed))::int as completions
          from chosen group by industry
        ) s) as by_industry,
      (select json_build_object(
          'stages', coalesce(json_agg(distinct stage order by stage) filter (where stage is not null), '[]'::json),
          'refs', coalesce(json_agg(distinct ref order by ref) filter (where ref is not null), '[]'::json),
          'industries', coalesce(json_agg(distinct industry order by industry) filter (where industry is not null), '[]'::json))
        from views) as filters
  `)
  const [raw] = rowsOf<Record<keyof Row, unknown>>(result)
  const row = Object.fromEntries(Object.entries(raw!).map(([key, value]) => [key, json(value)])) as Row
  const counted = new Map(row.steps.map((step) => [step.step, step]))
  const left = new Map(row.left_counts.map((step) => [step.step, step.left]))
  return {
    funnel: query.funnel,
    from: query.from,
    to: query.to,
    ...withRate(row.totals),
    steps: FUNNEL_STEPS[query.funnel].map(({ id, title }) => ({
      step: id,
      title,
      reached: counted.get(id)?.reached ?? 0,
      left: left.get(id) ?? 0,
      // Nothing follows the end, so the time "on" it is only how long the visitor kept reading.
      median_seconds: id === COMPLETE_STEP ? null : (counted.get(id)?.median_seconds ?? null),
    })),
    by_source: row.by_source.map(withRate),
    by_industry: row.by_industry.map(withRate),
    filters: row.filters,
  }
}
