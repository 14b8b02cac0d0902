import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { leadListItemSchema, leadsPageSchema, type LeadListItem, type LeadsPage } from '@/shared/schemas/admin-leads'
import { joinAsMember, registerUser, requestJson } from '@/server/test/http'
import { storeQuizLeads, submitDemoLead, submitImprovedLead } from '@/server/test/lead-fixtures'
import { submitQuiz } from '@/server/test/quiz-fixtures'
import { signInAsStaff } from '@/server/test/staff-session'
import { createTestApp } from '@/server/test/test-app'
import { streamLeadsCsv, toCsvCell } from './leads-csv'

let app: FastifyInstance
let close: () => Promise<void>
let staff: { cookie: string; id: string; email: string }
beforeAll(async () => {
  ;({ app, close } = await createTestApp())
  staff = await signInAsStaff(app)
})
afterAll(() => close())

const get = (url: string, cookie = staff.cookie) => requestJson(app, { url, cookie })
const listLeads = async (query: string): Promise<LeadsPage> => {
  const response = await get(`/api/admin/leads?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
  // The database writes the body (lead-inbox.ts): it must be exactly the shape the client reads.
  return leadsPageSchema
    .extend({ leads: z.array(leadListItemSchema.strict()) })
    .strict()
    .parse(response.json())
}
const ids = (page: LeadsPage) => page.leads.map((lead) => lead.id)
/** A moment of a given UTC day in a year of the test's own, so tests share no leads through the date filter. */
const at = (day: string, time = '12:00:00.000') => new Date(`${day}T${time}Z`)

describe('who may use the leads API', () => {
  const UNKNOWN = '00000000-0000-4000-8000-000000000000'
  const routes = [
    { method: 'GET' as const, url: '/api/admin/leads' },
    { method: 'GET' as const, url: '/api/admin/leads/filters' },
    { method: 'GET' as const, url: '/api/admin/leads/export.csv' },
    { method: 'GET' as const, url: `/api/admin/leads/${UNKNOWN}` },
    { method: 'PATCH' as const, url: `/api/admin/leads/${UNKNOWN}/status`, body: { status: 'lost' } },
    { method: 'POST' as const, url: `/api/admin/leads/${UNKNOWN}/notes`, body: { note: 'hello' } },
    { method: 'POST' as const, url: `/api/admin/leads/${UNKNOWN}/webhook-redeliveries` },
    { method: 'POST' as const, url: `/api/admin/leads/${UNKNOWN}/emails/${UNKNOWN}/resend` },
  ]

  it('answers 404 as for an unknown route to a visitor, a company owner and a member, on every route', async () => {
    const owner = await registerUser(app, { company_name: 'Customer Co' })
    const member = await joinAsMember(app, owner.cookie)
    for (const cookie of [undefined, owner.cookie, member]) {
      for (const route of routes) {
        const response = await requestJson(app, { ...route, cookie })
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(404)
        expect(response.json().message).toBe(`Route ${route.method} ${route.url} not found`)
      }
    }
  })

  it('answers staff', async () => {
    expect((await get('/api/admin/leads')).statusCode).toBe(200)
    expect((await get('/api/admin/leads/filters')).statusCode).toBe(200)
    expect((await get('/api/admin/leads/export.csv')).statusCode).toBe(200)
    expect((await get(`/api/admin/leads/${UNKNOWN}`)).json()).toEqual({ message: 'Lead not found' })
  })
})

describe('GET /api/admin/leads', () => {
  it('lists the leads of every funnel newest first, and filters by source', async () => {
    const quiz = await submitQuiz(app, { company_name: 'Source Quiz Co', stageFlag: 'tools-audit' })
    const demo = await submitDemoLead(app, { company_name: 'Source Demo Co' })
    const improved = await submitImprovedLead(app, { company_name: 'Source Improved Co' })
    const all = await listLeads('limit=100')
    expect(ids(all).slice(0, 3)).toEqual([improved, demo, quiz])
    const quizLead = all.leads.find((lead) => lead.id === quiz)!
    expect(quizLead).toMatchObject({
      source: 'quiz',
      company_name: 'Source Quiz Co',
      contact_name: 'Dana Lift',
      contact_email: 'dana@irontemple.example',
      industry: 'Fitness & Wellness',
      monthly_savings: 260,
      status: 'new',
      stage: 'tools-audit',
    })
    expect(Date.parse(quizLead.created_at)).not.toBeNaN()
    for (const source of ['quiz', 'demo', 'improved'] as const) {
      const page = await listLeads(`source=${source}&limit=100`)
      expect(page.leads.length).toBeGreaterThan(0)
      expect(page.leads.every((lead) => lead.source === source)).toBe(true)
    }
    expect(ids(await listLeads('source=demo&limit=100'))).toContain(demo)
    expect(ids(await listLeads('source=improved&limit=100'))).not.toContain(demo)
  })

  it('filters by status, industry, stage, ref and a date range, together', async () => {
    const day = (n: number) => at(`2004-03-${String(n).padStart(2, '0')}`)
    const [a, b, c, d, e] = await storeQuizLeads(app, [
      { created_at: day(1), status: 'contacted', industry: 'Filter Industry', stage: 'filter-stage', ref: 'filter-ref' },
      { created_at: day(2), status: 'lost', industry: 'Filter Industry', stage: 'other-stage', ref: null },
      { created_at: day(3), status: 'contacted', industry: 'Another Industry', stage: 'filter-stage', ref: 'filter-ref' },
      { created_at: day(4), status: 'new', industry: 'Filter Industry', stage: 'filter-stage', ref: 'other-ref' },
      { created_at: at('2004-04-01', '00:00:00.000'), status: 'contacted', industry: 'Filter Industry' },
    ])
    const range = 'from=2004-03-01&to=2004-03-31'
    expect(ids(await listLeads(range))).toEqual([d, c, b, a])
    expect(ids(await listLeads('from=2004-03-01&to=2004-04-01'))).toEqual([e, d, c, b, a])
    const twoDays = await listLeads('from=2004-03-02&to=2004-03-03')
    expect(ids(twoDays)).toEqual([c, b])
    expect(twoDays.leads.map((lead) => lead.created_at)).toEqual(['2004-03-03T12:00:00.000Z', '2004-03-02T12:00:00.000Z'])
    expect(ids(await listLeads(`${range}&status=contacted`))).toEqual([c, a])
    expect(ids(await listLeads(`${range}&industry=${encodeURIComponent('Filter Industry')}`))).toEqual([d, b, a])
    expect(ids(await listLeads(`${range}&stage=filter-stage`))).toEqual([d, c, a])
    expect(ids(await listLeads(`${range}&ref=filter-ref`))).toEqual([c, a])
    expect(ids(await listLeads(`${range}&status=contacted&industry=${encodeURIComponent('Filter Industry')}&ref=filter-ref`))).toEqual([a])
    expect(ids(await listLeads('ref=filter-ref&source=demo'))).toEqual([])
  })

  it('searches company names and e-mail addresses, any case, anywhere in them, % and _ as themselves', async () => {
    const [byName, byEmail, percent] = await storeQuizLeads(app, [
      { created_at: at('2005-01-01'), company_name: 'Zephyr Widgets GmbH', contact_email: 'one@search.example' },
      { created_at: at('2005-01-02'), company_name: 'Plain Co', contact_email: 'Owner@ZEPHYR-mail.example' },
      { created_at: at('2005-01-03'), company_name: '100% Zephyr_Zone', contact_email: 'three@search.example' },
    ])
    expect(ids(await listLeads('q=zephyr'))).toEqual([percent, byEmail, byName])
    expect(ids(await listLeads('q=WIDGETS'))).toEqual([byName])
    expect(ids(await listLeads('q=zephyr-mail'))).toEqual([byEmail])
    expect(ids(await listLeads(`q=${encodeURIComponent('100%')}`))).toEqual([percent])
    expect(ids(await listLeads('q=r_z'))).toEqual([percent])
    expect(ids(await listLeads('q=nobody-has-this'))).toEqual([])
  })

  it('pages through 130 leads, several of one instant, with no lead twice and none left out', async () => {
    const rows = Array.from({ length: 130 }, (_, index) => ({
      // Ten leads share each instant, so the id decides their order.
      created_at: new Date(Date.UTC(2003, 5, 1, 0, 0, Math.floor(index / 10))),
    }))
    const stored = await storeQuizLeads(app, rows)
    const seen: LeadListItem[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page: LeadsPage = await listLeads(`from=2003-06-01&to=2003-06-01&limit=25${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...page.leads)
      cursor = page.next_cursor
      pages += 1
    } while (cursor)
    expect(pages).toBe(6)
    expect(new Set(seen.map((lead) => lead.id)).size).toBe(130)
    expect(new Set(seen.map((lead) => lead.id))).toEqual(new Set(stored))
    const expected = [...seen].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
    expect(seen.map((lead) => lead.id)).toEqual(expected.map((lead) => lead.id))
  })

  it('ends with a null cursor and keeps the default page at 50', async () => {
    await storeQuizLeads(
      app,
      Array.from({ length: 51 }, (_, index) => ({ created_at: new Date(Date.UTC(2006, 0, 1, 0, index)) })),
    )
    const first = await listLeads('from=2006-01-01&to=2006-01-01')
    expect(first.leads).toHaveLength(50)
    const second = await listLeads(`from=2006-01-01&to=2006-01-01&cursor=${first.next_cursor}`)
    expect(second).toMatchObject({ next_cursor: null })
    expect(second.leads).toHaveLength(1)
  })

  it('refuses bad cursors and filters with a 400', async () => {
    const garbage = Buffer.from(JSON.stringify(['1', 'not-a-uuid'])).toString('base64url')
    for (const query of [
      'cursor=%%%',
      `cursor=${garbage}`,
      `cursor=${Buffer.from('[1,2,3]').toString('base64url')}`,
      'limit=0',
      'limit=101',
      'limit=ten',
      'source=newsletter',
      'status=won',
      'from=2024-02-30',
      'from=yesterday',
      'from=2024-05-02&to=2024-05-01',
      'colour=blue',
      `q=${'x'.repeat(201)}`,
      'q=%00',
    ]) {
      const response = await get(`/api/admin/leads?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(typeof response.json().message).toBe('string')
    }
  })
})

describe('GET /api/admin/leads/filters', () => {
  it('lists the industries, stages and refs the leads hold, each once and sorted', async () => {
    await storeQuizLeads(app, [
      { created_at: at('2007-01-01'), industry: 'Menu Industry', stage: 'menu-stage', ref: 'menu-ref' },
      { created_at: at('2007-01-02'), industry: 'Menu Industry', stage: 'menu-stage', ref: 'menu-ref' },
    ])
    const response = await get('/api/admin/leads/filters')
    expect(response.statusCode).toBe(200)
    const options = response.json()
    for (const [list, value] of [
      [options.industries, 'Menu Industry'],
      [options.stages, 'menu-stage'],
      [options.refs, 'menu-ref'],
    ] as const) {
      expect(list.filter((item: string) => item === value)).toHaveLength(1)
      expect([...list].sort()).toEqual(list)
      expect(list).not.toContain('')
    }
  })
})

describe('GET /api/admin/leads/export.csv', () => {
  it('sends the filtered leads as CSV with their count first, quoting and defusing what needs it', async () => {
    const [plain, quoted, formula] = await storeQuizLeads(app, [
      { created_at: at('2008-02-01'), company_name: 'Plain Export Co', contact_email: 'plain@export.example' },
      { created_at: at('2008-02-02'), company_name: 'Acme, "Best" Ltd\nSecond line', contact_email: 'quoted@export.example' },
      { created_at: at('2008-02-03'), company_name: '=HYPERLINK("http://evil.example")', contact_email: '@export.example', ref: '+1' },
    ])
    const response = await get('/api/admin/leads/export.csv?from=2008-02-01&to=2008-02-28')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/)
    expect(response.headers['x-total-count']).toBe('3')
    const lines = response.body.split('\r\n')
    expect(lines[0]).toBe('id,created_at,source,status,company_name,contact_name,contact_email,industry,monthly_savings,stage,ref')
    expect(lines[1]).toBe(
      `${formula},2008-02-03T12:00:00.000Z,quiz,new,"'=HYPERLINK(""http://evil.example"")",Dana Lift,'@export.example,Fitness & Wellness,260,organic,'+1`,
    )
    expect(response.body).toContain(
      `${quoted},2008-02-02T12:00:00.000Z,quiz,new,"Acme, ""Best"" Ltd\nSecond line",Dana Lift,quoted@export.example,`,
    )
    expect(response.body).toContain(`${plain},2008-02-01T12:00:00.000Z,quiz,new,Plain Export Co,Dana Lift,plain@export.example,`)
    expect(response.body.endsWith('organic,\r\n')).toBe(true)
  })

  it('reads page after page, every lead once, however small the batch', async () => {
    const stored = await storeQuizLeads(
      app,
      Array.from({ length: 23 }, (_, index) => ({ created_at: new Date(Date.UTC(2009, 0, 1, 0, 0, Math.floor(index / 4))) })),
    )
    let csv = ''
    for await (const chunk of streamLeadsCsv(app.db, { from: '2009-01-01', to: '2009-01-01' }, 5)) csv += String(chunk)
    const rows = csv.trimEnd().split('\r\n').slice(1)
    expect(rows).toHaveLength(23)
    expect(new Set(rows.map((row) => row.split(',')[0]))).toEqual(new Set(stored))
  })

  it('answers 400 to bad filters, and only a header when nothing matches', async () => {
    expect((await get('/api/admin/leads/export.csv?status=won')).statusCode).toBe(400)
    expect((await get('/api/admin/leads/export.csv?cursor=abc')).statusCode).toBe(400)
    const empty = await get('/api/admin/leads/export.csv?from=1990-01-01&to=1990-01-02')
    expect(empty.headers['x-total-count']).toBe('0')
    expect(empty.body.split('\r\n')).toHaveLength(2)
  })

  it('quotes cells by RFC 4180 and defuses every formula start', () => {
    expect(toCsvCell(null)).toBe('')
    expect(toCsvCell(42)).toBe('42')
    expect(toCsvCell('-2+3')).toBe("'-2+3")
    expect(toCsvCell('\tcmd')).toBe("'\tcmd")
    expect(toCsvCell('a\r\nb')).toBe('"a\r\nb"')
    expect(toCsvCell('say "hi"')).toBe('"say ""hi"""')
  })
})
