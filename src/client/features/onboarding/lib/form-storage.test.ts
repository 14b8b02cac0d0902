import { describe, expect, it } from 'vitest'
import { createDefaultOnboardingForm } from '@/shared/formulas/onboarding-defaults'
import {
  clearFormSession,
  FORM_STORAGE_KEY,
  getReferralSource,
  hasPendingSubmit,
  openFormSession,
  readStoredForm,
  resetStoredForm,
  SESSION_FLAG_KEY,
  writeStoredForm,
  type FormStorages,
} from './form-storage'

/** A Web Storage in memory: one per "browser session" (session) or per profile (local). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}

const T0 = Date.parse('2026-12-01T09:00:00Z')
const newBrowser = (): FormStorages => ({ local: new MemoryStorage(), session: new MemoryStorage() })

describe('openFormSession (docs/product.md#form-storage)', () => {
  it('on the first load of a session discards old data, sets the flag, saves start time and referral', () => {
    const storages = newBrowser()
    storages.local.setItem(FORM_STORAGE_KEY, JSON.stringify({ values: { company: { name: 'Old' } }, step: 5 }))
    const record = openFormSession(storages, '?ref=newsletter&step=welcome', T0)
    expect(storages.session.getItem(SESSION_FLAG_KEY)).toBe('true')
    expect(record).toMatchObject({ step: 1, startedAt: T0, referralSource: 'newsletter', resumeSubmit: false })
    expect(record.values).toEqual(createDefaultOnboardingForm())
    expect(readStoredForm(storages.local)).toEqual(record)
  })

  it('keeps the data on later loads of the same session and ignores a new ref', () => {
    const storages = newBrowser()
    const first = openFormSession(storages, '', T0)
    first.values.company.name = 'Acme'
    writeStoredForm(storages, { ...first, step: 4 })
    const again = openFormSession(storages, '?ref=other', T0 + 60_000)
    expect(again).toMatchObject({ step: 4, startedAt: T0, referralSource: 'direct' })
    expect(again.values.company.name).toBe('Acme')
  })

  it('discards the data when a new browser session starts (session storage gone)', () => {
    const storages = newBrowser()
    const first = openFormSession(storages, '', T0)
    writeStoredForm(storages, { ...first, values: { ...first.values, company: { ...first.values.company, name: 'Acme' } } })
    const nextSession = { local: storages.local, session: new MemoryStorage() }
    expect(openFormSession(nextSession, '', T0 + 1).values.company.name).toBe('')
  })

  it('survives corrupt or foreign records', () => {
    for (const raw of [
      '{not json',
      'null',
      '[]',
      JSON.stringify({
        values: { company: 'x', tools: [1], onboarding: { time_savings: 'lots', has_crm: 'yes' } },
        step: 99,
        startedAt: 'x',
      }),
    ]) {
      const storages = newBrowser()
      storages.session.setItem(SESSION_FLAG_KEY, 'true')
      storages.local.setItem(FORM_STORAGE_KEY, raw)
      const record = openFormSession(storages, '', T0)
      expect(record.values.onboarding.time_savings).toBe(0)
      expect(record.values.company.name).toBe('')
      expect(record.step).toBeGreaterThanOrEqual(1)
      expect(record.step).toBeLessThanOrEqual(7)
    }
  })
})

describe('writeStoredForm', () => {
  it('writes nothing while the session flag is not set', () => {
    const storages = newBrowser()
    const record = openFormSession(storages, '', T0)
    storages.session.removeItem(SESSION_FLAG_KEY)
    storages.local.removeItem(FORM_STORAGE_KEY)
    expect(writeStoredForm(storages, record)).toBe(false)
    expect(storages.local.getItem(FORM_STORAGE_KEY)).toBeNull()
  })
  it('does not throw when storage is full', () => {
    const storages = newBrowser()
    const record = openFormSession(storages, '', T0)
    storages.local.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    expect(writeStoredForm(storages, record)).toBe(false)
  })
})

describe('Reset and Clear session', () => {
  it('Reset restores defaults but keeps the session start and referral', () => {
    const storages = newBrowser()
    const record = openFormSession(storages, '?ref=ad', T0)
    record.values.company.name = 'Acme'
    writeStoredForm(storages, { ...record, step: 6, resumeSubmit: true })
    const reset = resetStoredForm(storages)
    expect(reset).toEqual({ values: createDefaultOnboardingForm(), step: 1, startedAt: T0, referralSource: 'ad', resumeSubmit: false })
    expect(readStoredForm(storages.local)).toEqual(reset)
  })
  it('Clear session removes the flag and the data', () => {
    const storages = newBrowser()
    openFormSession(storages, '', T0)
    const cleared = clearFormSession(storages)
    expect(storages.session.getItem(SESSION_FLAG_KEY)).toBeNull()
    expect(storages.local.getItem(FORM_STORAGE_KEY)).toBeNull()
    expect(cleared.values).toEqual(createDefaultOnboardingForm())
  })
})

describe('hasPendingSubmit', () => {
  it('is true only for a stored signed-out submit in this session', () => {
    const storages = newBrowser()
    const record = openFormSession(storages, '', T0)
    expect(hasPendingSubmit(storages)).toBe(false)
    writeStoredForm(storages, { ...record, resumeSubmit: true })
    expect(hasPendingSubmit(storages)).toBe(true)
    expect(hasPendingSubmit({ local: storages.local, session: new MemoryStorage() })).toBe(false)
  })
})

describe('getReferralSource', () => {
  it('takes ?ref, stripped of control characters and bounded, else direct', () => {
    expect(getReferralSource('?ref=partner-42')).toBe('partner-42')
    expect(getReferralSource('')).toBe('direct')
    expect(getReferralSource('?ref=')).toBe('direct')
    expect(getReferralSource('?ref=%0A%00')).toBe('direct')
    expect(getReferralSource(`?ref=${'x'.repeat(500)}`)).toHaveLength(200)
  })
})
