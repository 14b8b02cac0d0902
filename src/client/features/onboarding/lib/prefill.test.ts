import { describe, expect, it } from 'vitest'
import { createDefaultOnboardingForm } from '@/shared/formulas/onboarding-defaults'
import { ONBOARDING_FORM_STORAGE_KEY } from '@/shared/storage/form-storage-keys'
import { QUIZ_PROGRESS_KEY } from '@/shared/storage/quiz-storage-keys'
import { fillBlanks, fromLeadPrefill, readDemoPrefill, readQuizPrefill, toAccountPrefill } from './prefill'

function memoryStorage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries))
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  }
}

describe('fillBlanks', () => {
  it('fills blank answers from the account and keeps what the user typed', () => {
    const form = createDefaultOnboardingForm()
    form.onboarding.contact_name = 'Typed Name'
    const filled = fillBlanks(form, toAccountPrefill({ companyName: 'Acme', contactName: 'Ann', contactEmail: 'ann@acme.example' }))
    expect(filled.company.name).toBe('Acme')
    expect(filled.onboarding.contact_name).toBe('Typed Name')
    expect(filled.onboarding.contact_email).toBe('ann@acme.example')
  })
  it('drops values the questionnaire does not accept', () => {
    const filled = fillBlanks(createDefaultOnboardingForm(), {
      company: { website: 'javascript:alert(1)', industry: 'mining' as never },
      onboarding: { contact_email: 'not an e-mail', current_tools: ['not-a-tool'], budget_range: 'lots' },
    })
    expect(filled).toEqual(createDefaultOnboardingForm())
  })
})

describe('stored answers of the demo and the quiz', () => {
  it('reads the demo store, but not the questionnaire record', () => {
    const demo = { onboarding: { contact_email: 'bo@shop.example', repetitive_hours_weekly: 12 }, company: { name: 'Shop' } }
    const local = memoryStorage({ [ONBOARDING_FORM_STORAGE_KEY]: JSON.stringify(demo) })
    const filled = fillBlanks(createDefaultOnboardingForm(), readDemoPrefill(local)!)
    expect(filled.company.name).toBe('Shop')
    expect(filled.onboarding).toMatchObject({ contact_email: 'bo@shop.example', repetitive_hours_weekly: 12 })
    local.setItem(ONBOARDING_FORM_STORAGE_KEY, JSON.stringify({ values: createDefaultOnboardingForm(), step: 1 }))
    expect(readDemoPrefill(local)).toBeUndefined()
  })
  it('maps the quiz answers and survives corrupt data', () => {
    const quiz = { company_name: ' Quizco ', contact_name: 'Cy', contact_email: 'cy@quiz.example', business_type: 'Bakery' }
    const filled = fillBlanks(createDefaultOnboardingForm(), readQuizPrefill(memoryStorage({ [QUIZ_PROGRESS_KEY]: JSON.stringify(quiz) }))!)
    expect(filled.company.name).toBe('Quizco')
    expect(filled.onboarding).toMatchObject({ contact_name: 'Cy', contact_email: 'cy@quiz.example', business_type: 'Bakery' })
    expect(readQuizPrefill(memoryStorage({ [QUIZ_PROGRESS_KEY]: '{oops' }))).toBeUndefined()
  })
})

describe('the answers of the lead a workspace was set up from', () => {
  it('fill blank answers and leave typed ones', () => {
    const form = createDefaultOnboardingForm()
    form.onboarding.contact_name = 'Typed Name'
    const filled = fillBlanks(
      form,
      fromLeadPrefill({
        source: 'quiz',
        company: { name: 'Byte Forge', industry: 'saas' },
        onboarding: {
          contact_name: 'Dana Lift',
          contact_email: 'dana@example.com',
          repetitive_hours_weekly: 12,
          business_goals: 'Reply faster',
        },
      }),
    )
    expect(filled.company).toMatchObject({ name: 'Byte Forge', industry: 'saas' })
    expect(filled.onboarding).toMatchObject({
      contact_name: 'Typed Name',
      contact_email: 'dana@example.com',
      repetitive_hours_weekly: 12,
      business_goals: 'Reply faster',
    })
  })

  it('change nothing when the company came from no lead', () => {
    const form = createDefaultOnboardingForm()
    expect(fillBlanks(form, fromLeadPrefill({ source: null, company: {}, onboarding: {} }))).toEqual(form)
  })
})
