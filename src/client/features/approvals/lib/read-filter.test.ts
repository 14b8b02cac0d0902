import { describe, expect, it } from 'vitest'
import { carryFilter, readFilter } from './read-filter'

const AGENT = '0b9f2c1e-3a4d-4e5f-8a6b-7c8d9e0f1a2b'

describe('readFilter', () => {
  it('keeps the filters it knows and leaves out unknown values, status and grouping', () => {
    const params = new URLSearchParams(`agent=${AGENT}&writer=model&fellBack=true&contact=%20ann%20&age=week&status=sent&group=contact`)
    expect(readFilter(params)).toEqual({ agent: AGENT, writer: 'model', fellBack: 'true', contact: 'ann', age: 'week' })
    expect(readFilter(new URLSearchParams('agent=max&writer=robot&fellBack=yes&age=toString&contact=%20'))).toEqual({})
  })
})

describe('carryFilter', () => {
  it('puts the filters, and the page’s own parameters, in the query', () => {
    expect(carryFilter('/approvals/d1', { agent: AGENT, contact: 'a&b' })).toBe(`/approvals/d1?agent=${AGENT}&contact=a%26b`)
    expect(carryFilter('/approvals/d1', { writer: 'template' }, { edit: '1' })).toBe('/approvals/d1?writer=template&edit=1')
    expect(carryFilter('/approvals', {})).toBe('/approvals')
  })
})
