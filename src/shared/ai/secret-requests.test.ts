import { describe, expect, it } from 'vitest'
import { checkText } from './draft-check'
import { secretRequested } from './draft-rules'

// A warning about a secret names it and a verb of handing it over, as a request does; a negation that governs the verb
// tells them apart (docs/decisions/119-drafts-the-business-can-stand-behind.md).

describe('a warning about a password is not a request for one', () => {
  it.each([
    'Never share your password by e-mail.',
    'Please never share your password by e-mail.',
    'We will never ask for your password.',
    'No one will ask you to send your password.',
    'We will never ask you to confirm your password by e-mail.',
    'Do not send us your password or card number.',
    'Don’t reply with your card number to any message.',
    'There is no need to send your bank details.',
    'Sie werden nie nach Ihrem Passwort gefragt.',
    'Wir werden Sie niemals bitten, Ihr Passwort zu senden.',
    'Senden Sie uns niemals Ihr Passwort.',
    'Bitte geben Sie Ihr Passwort niemals weiter.',
    'Bitte senden Sie uns Ihr Passwort nicht per E-Mail.',
    'Nous ne vous demanderons jamais de communiquer votre mot de passe.',
    'N’envoyez jamais votre mot de passe par e-mail.',
    'Nunca le pediremos que envíe su contraseña.',
    'No envíe nunca su contraseña por correo.',
  ])('passes “%s”', (sentence) => {
    expect(secretRequested(sentence)).toBeNull()
  })

  it.each([
    'Please send us your password.',
    'Reply with your card number.',
    'Bitte senden Sie uns Ihr Passwort.',
    'Envoyez-nous votre mot de passe.',
    'Envíenos su contraseña, por favor.',
    // A negation of another verb, a condition, an encouragement or a question still asks.
    'Don’t forget to send us your password.',
    'Do not hesitate to send us your card number.',
    'If you do not send your password we cannot help.',
    'We never got your password, please send it again.',
    'We never got your password so send it again.',
    'It is not hard to send us your password.',
    'Do not call us; send your card number by e-mail.',
    'Why not send us your password?',
    'Won’t you send us your password.',
    'Your password by e-mail, please.',
    'Vergessen Sie nicht, uns Ihr Passwort zu senden.',
    'Zögern Sie nicht, uns Ihr Passwort zu senden.',
    'Wenn Sie uns Ihr Passwort nicht senden, können wir nicht helfen.',
    'Senden Sie uns nicht nur Ihr Passwort, sondern auch die PIN.',
    'Senden Sie uns Ihr Passwort, nicht Ihre Kundennummer.',
    'N’hésitez pas à nous envoyer votre mot de passe.',
    'Si vous ne nous envoyez pas votre mot de passe, nous ne pourrons rien faire.',
    'No dude en enviarnos su contraseña.',
    'No olvide enviarnos su contraseña.',
    'La personne au téléphone vous demandera de communiquer votre mot de passe.',
  ])('refuses “%s”', (sentence) => {
    expect(secretRequested(sentence)).not.toBeNull()
  })

  it('lets a warning through the draft check and refuses the request beside it', () => {
    const facts = ['decision: Answered the ticket from the knowledge base']
    const warning = 'Thanks for writing. For your safety, never share your password by e-mail; the article below explains how.'
    expect(checkText({ subject: 'Re: Access', body: warning }, facts)).toEqual({ ok: true })
    expect(checkText({ subject: 'Re: Access', body: `${warning} To check, please reply with your password.` }, facts)).toEqual({
      ok: false,
      reason: 'It asked the reader for a password, card number, bank details or a code ("password")',
    })
  })
})
