// A reply that only asks to stop is an opt-out, in the languages the agents write (docs/decisions/128-conversations.md).
// Only a whole short message counts: "Don't stop the deliveries" or "Can you unsubscribe my colleague?" are replies.
//
// Every list is written as people type, then compared after `simplify`: lower case, accents dropped, ß as ss, "e-mail"
// as "email", apostrophes inside words dropped ("don't" is "dont", "m'écrire" is "mecrire"). In a request, words are
// separated by spaces; a word may offer alternatives (`emails|mails`), an alternative of several words joins them with
// `_` (`do_not|dont`), and a word ending in `?` may be left out.

/** Whole messages that ask the agents to stop writing, in the languages they write. */
export const OPT_OUT_REQUESTS = {
  en: [
    'stop|unsubscribe|unsub|optout|opt_out|remove',
    'unsubscribe|remove|delete|optout|opt_out me|us',
    'unsubscribe|remove|delete|take me|us off|from your|this|the mailing|email|contact? list|lists|database',
    'stop|quit emailing|mailing|contacting|messaging|spamming|writing_to me|us',
    'stop sending me|us? these|this|your? emails|mails|messages|spam',
    'do_not|dont|never email|mail|contact|message|write_to me|us again|anymore?',
    'no more emails|mails|messages',
    'i_want|i_would_like|id_like|i_wish to unsubscribe|optout|opt_out|be_removed',
  ],
  de: [
    'stop|stopp|abmelden|austragen|abbestellen|abmeldung|entfernen',
    'mich|uns abmelden|austragen|entfernen|loschen',
    'ich mochte|will|wurde mich|uns gerne? abmelden|austragen',
    'melden|tragen|nehmen sie|du mich|uns ab|aus',
    'mich|uns aus_dem|von_der verteiler|liste|mailingliste|emailliste austragen|entfernen|streichen|nehmen|loschen',
    'keine emails|mails|nachrichten|werbung|newsletter mehr',
    'nicht mehr kontaktieren|anschreiben|schreiben|mailen',
    'kontaktieren|schreiben|mailen sie|du mir|mich|uns nicht mehr',
  ],
  fr: [
    'stop|desabonner|desinscrire|desabonnement|desinscription',
    'stop merci',
    'me|nous desabonner|desinscrire|retirer|supprimer',
    'je veux|souhaite|voudrais|aimerais me|nous desabonner|desinscrire',
    'desabonnez|desinscrivez|retirez|supprimez moi|nous de_votre|de_la|de_cette? liste|mailing|base',
    'ne plus me|nous contacter|ecrire',
    'ne me|nous contactez|ecrivez plus',
    'plus de mails|emails|courriels|messages',
    'arretez|stoppez de_mecrire|de_me_contacter|de_menvoyer_des_mails|de_menvoyer_des_emails',
  ],
  es: [
    'stop|baja|alto|desuscribir|desuscribirme|desuscribanme',
    'darme|dame|denme|deme|dar|darse de baja',
    'quiero|quisiera|deseo darme de baja',
    'no mas correos|emails|mails|mensajes',
    'no me|nos escriban|escribas|escriba|contacten|contactes|contacte|manden|envien mas?',
    'cancelar|anular mi|la? suscripcion',
    'eliminarme|borrarme|quitarme|sacarme de la|su|tu|vuestra? lista',
  ],
} as const satisfies Record<string, readonly string[]>

/** Greetings, courtesies and sign-offs, left out wherever they stand before a message is compared with the requests. */
export const COURTESIES = [
  // English
  ...['hi', 'hello', 'hey', 'dear', 'please', 'pls', 'plz', 'kindly', 'thanks', 'thank you', 'many thanks', 'thx'],
  ...['regards', 'kind regards', 'best regards', 'best', 'cheers', 'sincerely', 'sir', 'madam'],
  // German
  ...['hallo', 'guten tag', 'guten morgen', 'moin', 'servus', 'liebe', 'lieber', 'sehr geehrte', 'sehr geehrter'],
  ...['damen und herren', 'bitte', 'danke', 'danke schön', 'dankeschön', 'vielen dank', 'gruß', 'grüße', 'viele grüße'],
  ...['beste grüße', 'liebe grüße', 'freundliche grüße', 'mit freundlichen grüßen', 'mfg', 'lg', 'vg'],
  // French
  ...['bonjour', 'bonsoir', 'salut', 'madame', 'monsieur', 'cher', 'chère', 'merci', 'merci beaucoup', "s'il vous plaît"],
  ...["s'il te plaît", 'svp', 'stp', 'cordialement', 'bien cordialement', 'salutations', 'bien à vous', 'bonne journée'],
  // Spanish
  ...['hola', 'buenos días', 'buenas tardes', 'buenas noches', 'buenas', 'estimado', 'estimada', 'estimados', 'señor'],
  ...['señora', 'por favor', 'porfa', 'gracias', 'muchas gracias', 'saludos', 'un saludo', 'atentamente', 'cordialmente'],
]

/** Longer messages are sentences that mention stopping, not requests. */
export const OPT_OUT_MAX_WORDS = 8

/** The text as the lists are compared: lower case, no accents, "e-mail" as "email", no apostrophes inside words. */
export function simplify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('ß', 'ss')
    .replace(/\be-(mail)/g, 'e$1')
    .replace(/(\p{L})['’](?=\p{L})/gu, '$1')
}

/** The words of a text, simplified. */
export const wordsOf = (text: string): string[] =>
  simplify(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

const wordsPattern = (phrase: string) => wordsOf(phrase.replaceAll('_', ' ')).join(' ')

function requestPattern(request: string): string {
  const slots = request.split(' ').map((slot) => {
    const optional = slot.endsWith('?')
    const alternatives = slot.replace(/\?$/, '').split('|').map(wordsPattern)
    return `(?: (?:${alternatives.join('|')}))${optional ? '?' : ''}`
  })
  return `^${slots.join('')}$`
}

const REQUEST = new RegExp(Object.values(OPT_OUT_REQUESTS).flat().map(requestPattern).join('|'))
const REQUEST_WORDS = new Set(Object.values(OPT_OUT_REQUESTS).flatMap((requests) => requests.flatMap((request) => wordsOf(request))))
const COURTESY = new RegExp(
  `(?<= |^)(?:${COURTESIES.map(wordsPattern)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?= |$)`,
  'g',
)
const GREETING = /^\s*(?:hi|hello|hey|dear|hallo|liebe|lieber|guten tag|guten morgen|moin|bonjour|bonsoir|salut|hola|buenos dias|buenas)\b/

const isName = (words: string[]) => words.length > 0 && words.length <= 3 && words.every((word) => !REQUEST_WORDS.has(word))

/**
 * The words of a message that are not greetings, courtesies, a name after the greeting, the sender's name or a name
 * alone on the last line: empty when the message says nothing else.
 */
export function requestWordsOf(text: string, senderName: string | null = null): string[] {
  const lines = text.trim().split('\n')
  const lastLine = lines.at(-1)!.trim()
  // A last line of capitalised words ("John Smith") is a signature, unless it is shouted ("STOP").
  if (lines.length > 1 && /^(?:\p{Lu}(?:\p{Ll}+|\.)[\s-]*){1,3}$/u.test(lastLine) && isName(wordsOf(lastLine))) lines.pop()
  let simple = simplify(lines.join('\n'))
  // "Hi Anna," : the name the greeting addresses is not part of the request.
  const greeting = GREETING.exec(simple)
  if (greeting) {
    const clause = /^([^\n,.!:;]*)[\n,.!:;]/.exec(simple.slice(greeting[0].length))
    if (clause && (clause[1]!.trim() === '' || isName(wordsOf(clause[1]!)))) simple = simple.slice(greeting[0].length + clause[0].length)
  }
  const names = new Set(wordsOf(senderName ?? '').filter((word) => word.length > 1 && !REQUEST_WORDS.has(word)))
  const words = ` ${wordsOf(simple).join(' ')} `.replace(COURTESY, ' ')
  return words.split(' ').filter((word) => word !== '' && !names.has(word))
}

/** True when the message, courtesies and names aside, is a short request to stop in one of the listed languages. */
export function isOptOutRequest(text: string, senderName: string | null = null): boolean {
  const words = requestWordsOf(text, senderName)
  return words.length > 0 && words.length <= OPT_OUT_MAX_WORDS && REQUEST.test(` ${words.join(' ')}`)
}
