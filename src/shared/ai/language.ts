import type { PlaybookTrigger } from '../agents/playbooks/types'

/**
 * The language a model writes an agent's e-mail in (docs/decisions/106-ai-writing.md): the event's `language` when it
 * carries one, else null for English. Signals carry none: their e-mails are written in English.
 */
export function languageOf(trigger: PlaybookTrigger): string | null {
  if (trigger.kind !== 'event') return null
  const { data } = trigger.event
  return 'language' in data && data.language ? data.language : null
}

/** "de" → "German", "pt-BR" → "Brazilian Portuguese": how a prompt names the language; the code itself when unknown. */
export function languageName(code: string | null): string {
  if (!code) return 'English'
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}
