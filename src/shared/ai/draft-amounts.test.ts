import { describe, expect, it } from 'vitest'
import { checkText } from './draft-check'
import { heldTo } from './draft-test-facts'

// "4 500 €" is how French (and often German) writes 4,500: a space, no-break space or narrow no-break space between the
// groups of three, "," before the cents. The draft check reads it as the facts' 4500, not as €500.

const deal = { deal_id: 'D-7', customer_id: 'C-7', customer_name: 'Atelier Durand', email: 'compta@durand.example', currency: 'EUR' }
const invoiceFr = heldTo('finn', { type: 'deal.won', data: { ...deal, amount: 4500, language: 'fr' } })
const invoiceWithCentsFr = heldTo('finn', { type: 'deal.won', data: { ...deal, amount: 4500.5, language: 'fr' } })
const invoiceDe = heldTo('finn', { type: 'deal.won', data: { ...deal, amount: 4500, language: 'de' } })
const invoiceEs = heldTo('finn', { type: 'deal.won', data: { ...deal, amount: 4500, language: 'es' } })

const french = (amount: string) =>
  `Bonjour, merci pour votre confiance, Atelier Durand. Votre facture s’élève à ${amount} et le délai de paiement est de 14 jours.`
const text = (body: string, facts = invoiceFr) => checkText({ subject: 'Votre facture', body }, facts)
const refusedFor = (amount: string) => ({ ok: false, reason: `It stated a price your business did not give ("${amount}")` })

describe('an amount written the French, German or Spanish way', () => {
  it('is the facts’ amount with a space, no-break space or narrow no-break space between the thousands', () => {
    for (const amount of ['4 500 €', '4\u00a0500\u00a0€', '4\u202f500\u202f€', '4 500,00 €', '4.500,00 €', 'EUR 4 500', '€ 4 500'])
      expect(text(french(amount))).toEqual({ ok: true })
    expect(
      text('Guten Tag, vielen Dank für Ihr Vertrauen, Atelier Durand. Ihre Rechnung über 4.500,00 € ist in 14 Tagen fällig.', invoiceDe),
    ).toEqual({ ok: true })
    expect(
      text('Hola, gracias por su confianza, Atelier Durand. Su factura asciende a 4.500 € y vence dentro de 14 días.', invoiceEs),
    ).toEqual({ ok: true })
  })

  it('reads the cents after a comma', () => {
    expect(text(french('4 500,50 €'), invoiceWithCentsFr)).toEqual({ ok: true })
    expect(text(french('4\u202f500,5 €'), invoiceWithCentsFr)).toEqual({ ok: true })
    expect(text(french('4 500,50 €'))).toEqual(refusedFor('4 500,50 €'))
  })

  it('still refuses a different amount, however it is written', () => {
    expect(text(french('4 900 €'))).toEqual(refusedFor('4 900 €'))
    expect(text(french('4\u202f900\u202f€'))).toEqual(refusedFor('4\u202f900\u202f€'))
    expect(text(french('45 000 €'))).toEqual(refusedFor('45 000 €'))
    expect(text(french('500 €'))).toEqual(refusedFor('500 €'))
    expect(
      text('Guten Tag, vielen Dank für Ihr Vertrauen, Atelier Durand. Ihre Rechnung über 4.800,00 € ist in 14 Tagen fällig.', invoiceDe),
    ).toEqual(refusedFor('4.800,00 €'))
  })

  it('joins groups only after one to three digits: an invoice number before an amount stays apart', () => {
    const facts = { sent: ['invoice id: 2031', 'amount: 500'], permitted: ['invoice id: 2031', 'amount: 500'] }
    expect(checkText({ subject: 'Rechnung', body: 'Die Rechnung 2031 500 € ist offen.' }, facts)).toEqual({ ok: true })
  })
})
