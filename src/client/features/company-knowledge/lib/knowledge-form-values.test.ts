import { describe, expect, it } from 'vitest'
import { EMPTY_KNOWLEDGE } from '@/shared/schemas/company-knowledge'
import {
  clearKnowledgeDraft,
  knowledgeDraftKey,
  readKnowledgeDraft,
  toFormValues,
  toKnowledge,
  writeKnowledgeDraft,
} from './knowledge-form-values'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('the knowledge form’s values', () => {
  it('hold offers as rows and give them back as texts', () => {
    const knowledge = { ...EMPTY_KNOWLEDGE, offers: ['10% off your first order'] }
    expect(toFormValues(knowledge).offers).toEqual([{ text: '10% off your first order' }])
    expect(toKnowledge(toFormValues(knowledge))).toEqual(knowledge)
  })

  it('keep unsaved input per company, half typed rows included, until cleared', () => {
    const storage = memoryStorage()
    const values = { ...toFormValues(EMPTY_KNOWLEDGE), prices: [{ name: 'Loaf', price: '' }] }
    writeKnowledgeDraft(storage, 'company-a', values)
    expect(readKnowledgeDraft(storage, 'company-a')).toEqual(values)
    expect(readKnowledgeDraft(storage, 'company-b')).toBeNull()
    clearKnowledgeDraft(storage, 'company-a')
    expect(readKnowledgeDraft(storage, 'company-a')).toBeNull()
  })

  it('ignore what storage holds that is not the form’s', () => {
    const storage = memoryStorage()
    storage.setItem(knowledgeDraftKey('c'), '{not json')
    expect(readKnowledgeDraft(storage, 'c')).toBeNull()
    storage.setItem(knowledgeDraftKey('c'), JSON.stringify({ prices: 'cheap' }))
    expect(readKnowledgeDraft(storage, 'c')).toBeNull()
  })
})
