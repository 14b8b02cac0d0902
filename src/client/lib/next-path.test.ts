import { describe, expect, it } from 'vitest'
import { readNextPath } from './next-path'

const ORIGIN = 'https://app.agentworks.example'

describe('readNextPath', () => {
  it('keeps a page of this site, with its query and fragment', () => {
    expect(readNextPath('/dashboard/agents/x', ORIGIN)).toBe('/dashboard/agents/x')
    expect(readNextPath('/settings/account?x=1', ORIGIN)).toBe('/settings/account?x=1')
    expect(readNextPath('/signals?type=lead&page=2#latest', ORIGIN)).toBe('/signals?type=lead&page=2#latest')
    expect(readNextPath('/', ORIGIN)).toBe('/')
  })

  it('normalises what it keeps, and encoded slashes stay a path of this site', () => {
    expect(readNextPath('/dashboard/../settings/team', ORIGIN)).toBe('/settings/team')
    expect(readNextPath('/%2F%2Fevil.com', ORIGIN)).toBe('/%2F%2Fevil.com')
    expect(readNextPath('/%5Cevil.com', ORIGIN)).toBe('/%5Cevil.com')
    expect(readNextPath('/%2e%2e/%2e%2e/evil.com', ORIGIN)).toBe('/evil.com')
  })

  it('refuses another site, however it is written', () => {
    for (const attack of [
      '//evil.com',
      '//evil.com/dashboard',
      '///evil.com',
      '/\\evil.com',
      '/\\/evil.com',
      '\\\\evil.com',
      '\\/evil.com',
      '/\t/evil.com',
      '/\n/evil.com',
      '/\r\n/evil.com',
      ' //evil.com',
      'https://evil.com',
      'HTTPS://evil.com/dashboard',
      'http:evil.com',
      `${ORIGIN}.evil.com/`,
      'https://app.agentworks.example@evil.com/',
      'evil.com',
      'dashboard',
      '%2F%2Fevil.com',
      '%2f%2fevil.com',
    ])
      expect(readNextPath(attack, ORIGIN), JSON.stringify(attack)).toBeNull()
  })

  it('refuses other schemes', () => {
    for (const attack of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'javascript%3Aalert(1)',
    ])
      expect(readNextPath(attack, ORIGIN), attack).toBeNull()
  })

  it('refuses nothing, blank and absurdly long values', () => {
    expect(readNextPath(null, ORIGIN)).toBeNull()
    expect(readNextPath(undefined, ORIGIN)).toBeNull()
    expect(readNextPath('', ORIGIN)).toBeNull()
    expect(readNextPath(`/${'a'.repeat(2048)}`, ORIGIN)).toBeNull()
  })

  it('accepts a full address of this very origin only as a path', () => {
    // The check wants a path: an absolute URL, even of this site, is not what RequireUser writes.
    expect(readNextPath(`${ORIGIN}/dashboard`, ORIGIN)).toBeNull()
  })
})
