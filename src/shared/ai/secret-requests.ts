// A draft may never ask the reader for a password, a card number, bank details or a code
// (docs/decisions/119-drafts-the-business-can-stand-behind.md): a secret's name and a request verb in one sentence.
// A warning names both too ("never share your password by e-mail", "Nous ne vous demanderons jamais de communiquer
// votre mot de passe"), and is what a careful business writes, so a request verb the sentence negates does not ask.
// Only a negation that governs the verb counts: "don't forget to send", "n'hésitez pas à envoyer", "if you do not send",
// "why not send" and every question still ask.

/** Things a business never asks for by e-mail, in the languages the agents write. */
const SECRETS =
  /\b(?:passwor(?:d|t)s?|passcodes?|pin (?:code|number)s?|mot de passe|contraseñas?|kennwort|card numbers?|credit card(?: number| details)?|kartennummer|numéro de carte|número de (?:la )?tarjeta|cvv|cvc|security code|sicherheitscode|bank (?:details|account(?: number)?)|bankdaten|bankverbindung|coordonnées bancaires|datos bancarios|iban|routing number|sort code|(?:one[- ]time|verification|login|security|2fa|sms|authentication) codes?|otp)\b/giu
/** Words that ask the reader to hand something over. */
const REQUESTS =
  /\b(?:send|share|provide|give|tell|reply with|respond with|enter|type|confirm|verify|email|e-mail|schick\w*|send\w*|senden|geben|mitteilen|nennen|bestätigen|envoy\w*|fourni\w*|communiqu\w*|confirm\w*|indiqu\w*|envía\w*|enviar\w*|envíe\w*|envíen\w*|proporcion\w*|facilit\w*|comparte|compartir|indíc\w*)\b/giu

/** Words that negate the verb after them: "never", "do not", "don't", "ne … pas" (its "ne"), "nunca", "nie". */
const NEGATION =
  /^(?:never|not|no|nobody|no[ -]one|cannot|\p{L}+n['’]t|nie|niemals|nicht|keinesfalls|niemand|ne|n['’]|nunca|jamás|nadie)$/iu
/** German negates after the verb too: "Senden Sie niemals Ihr Passwort", "Geben Sie Ihr Passwort nicht weiter". */
const NEGATION_AFTER = /^(?:nie|niemals|nicht|keinesfalls)$/iu
/** Negations that do not deny the verb: "nicht nur" (not only), "nicht später als" (no later than). */
const NOT_DENIAL_AFTER = /^(?:nur|später|erst|mehr|vergessen)$/iu
/**
 * A negation after these asks all the same: "if you do not send", "why not send", "si vous ne nous envoyez pas", and
 * the German "vergessen Sie nicht, … zu senden" (do not forget to send), "zögern Sie nicht" (do not hesitate).
 */
const CONDITIONS = /^(?:if|unless|why|wenn|falls|sofern|warum|si|pourquoi|qué|vergess\p{L}*|vergiss|zöger\p{L}*|scheu\p{L}*)$/iu

/**
 * Words that may stand between a negation and the verb it denies without changing that: pronouns, auxiliaries, the
 * verbs of asking ("we will never ask you to send"), possessives, "or", and the French "pas"/"jamais" that close a
 * "ne". Any other word ("don't forget to send", "not hard to send", "please send") ends the search.
 */
const BETWEEN = new Set(
  [
    'you us me them anyone anybody ever to will would should shall must may need needs have has ask asks asked request',
    'requests require requires want wants expect be by do does did for your our it or nor via per',
    'sie uns ihnen dich dir du jemandem jemals zu werden wird würden müssen muss brauchen bitten auffordern fragen dürfen',
    'darf sollten sollen sollte es ihr ihre ihren ihrem ihres dein deine über oder',
    "vous nous les le la lui leur de d' d’ à demander demanderons demandera demanderont demandons devez devrez aurez besoin",
    'avez y en votre vos ton tes par ou jamais pas plus',
    'les nos lo que se pediremos pedirá pedimos pedirán pedir solicitaremos solicitará solicitar debe deberá tiene tendrá',
    'hace falta a usted su sus tu tus por o ni necesita necesitará',
  ]
    .join(' ')
    .split(' '),
)
/** Words that may follow the verb before a German negation: "Senden Sie uns Ihr Passwort niemals …". */
const AFTER = new Set('sie uns ihnen bitte ihr ihre ihren ihrem dein deine das den die dem jemals'.split(' '))

type Token = { text: string; start: number; end: number; clauseBreak: boolean }

/** The sentence's words and clause marks; "n'envoyez" is "n'" and "envoyez", "don't" and "no one" stay one word. */
function tokensOf(sentence: string): Token[] {
  return [...sentence.matchAll(/no[ -]one(?!\p{L})|[nd]['’](?=\p{L})|[\p{L}\p{N}]+(?:[-'’]\p{L}+)*|[,;:()«»"“”–—]/giu)].map((found) => ({
    text: found[0].toLowerCase(),
    start: found.index,
    end: found.index + found[0].length,
    clauseBreak: /^[,;:()«»"“”–—]$/u.test(found[0]),
  }))
}

const CLAUSE_WORDS = new Set(['and', 'und', 'et', 'y', 'but', 'aber', 'mais', 'pero', 'so', 'then', 'dann', 'donc', 'alors', 'entonces'])

/**
 * Whether each request verb in the sentence is denied by a negation: found walking back over BETWEEN words (and the
 * secret itself), or, in German, walking forward. A verb reached on the way back passes on its own answer, so
 * "never share your password by e-mail" denies "e-mail" too.
 */
function deniedRequests(sentence: string): boolean[] {
  const tokens = tokensOf(sentence)
  const covered = (ranges: RegExpMatchArray[]) => (token: Token) =>
    ranges.some((range) => token.start >= range.index! && token.end <= range.index! + range[0].length)
  const isSecret = covered([...sentence.matchAll(SECRETS)])
  const requests = [...sentence.matchAll(REQUESTS)]
  const requestAt = tokens.map((token) =>
    requests.findIndex((range) => token.start >= range.index && token.start < range.index + range[0].length),
  )
  const denied: boolean[] = []
  for (const request of requests) {
    const at = tokens.findIndex((token) => token.start >= request.index)
    denied.push(deniedBefore(tokens, at, isSecret, requestAt, denied) || deniedAfter(tokens, at, isSecret))
  }
  return denied
}

function deniedBefore(tokens: Token[], at: number, isSecret: (token: Token) => boolean, requestAt: number[], denied: boolean[]) {
  // "…, Ihr Passwort zu senden" belongs to the clause before its comma ("Wir werden Sie niemals bitten").
  let commas = tokens[at - 1]?.text === 'zu' ? 1 : 0
  for (let index = at - 1; index >= 0 && index >= at - 10; index--) {
    const token = tokens[index]!
    if (token.clauseBreak && token.text === ',' && commas-- > 0) continue
    if (token.clauseBreak || CLAUSE_WORDS.has(token.text)) return false
    if (requestAt[index] !== -1 && requestAt[index]! < denied.length) return denied[requestAt[index]!]!
    if (NEGATION.test(token.text)) return !conditional(tokens, index) && !inverted(tokens, index)
    if (!BETWEEN.has(token.text) && !isSecret(token)) return false
  }
  return false
}

/** A condition, question or encouragement before the negation, in its clause: "if you do not send", "why not send". */
function conditional(tokens: Token[], negation: number): boolean {
  for (let index = negation - 1; index >= 0 && !tokens[index]!.clauseBreak; index--) if (CONDITIONS.test(tokens[index]!.text)) return true
  return false
}

/** "Don't you send …", "Won't you reply with …": a suggestion, not a denial. */
const inverted = (tokens: Token[], negation: number) =>
  /n['’]t$/u.test(tokens[negation]!.text) && /^(?:you|we)$/u.test(tokens[negation + 1]?.text ?? '')

function deniedAfter(tokens: Token[], at: number, isSecret: (token: Token) => boolean) {
  for (let index = at + 1; index < tokens.length && index <= at + 8; index++) {
    const token = tokens[index]!
    if (NEGATION_AFTER.test(token.text)) return !NOT_DENIAL_AFTER.test(tokens[index + 1]?.text ?? '')
    if (!AFTER.has(token.text) && !isSecret(token)) return false
  }
  return false
}

/** The first sentence that asks the reader for a password, a card number, bank details or a code, or null. */
export function secretRequested(text: string): string | null {
  for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
    const secret = new RegExp(SECRETS.source, 'iu').exec(sentence)
    if (!secret) continue
    const denied = deniedRequests(sentence)
    // A question asks, whatever it denies: "Why not send us your password?", "Can't you reply with the code?"
    if (denied.length && (/[?¿]/.test(sentence) || denied.some((each) => !each))) return secret[0]
  }
  return null
}
