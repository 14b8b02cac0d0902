import { describe, expect, it } from 'vitest'
import { checkText, type DraftCheckFacts } from './draft-check'
import { heldTo } from './draft-test-facts'
import { relativeDatesIn } from './relative-dates'

const lead = { lead_id: 'L-1', name: 'Ann Baker', email: 'ann@brightsmile.example', message: 'We need a receptionist bot.' }
// "could we talk tomorrow?"
const hotLeadDe = heldTo('max', {
  type: 'lead.created',
  data: { ...lead, source: 'referral', budget: 12000, timeline: 'immediate', language: 'de' },
})
const hotLeadEs = heldTo('max', {
  type: 'lead.created',
  data: { ...lead, source: 'referral', budget: 12000, timeline: 'immediate', language: 'es' },
})
// "would a 20-minute call next week help?"
const warmLeadFr = heldTo('max', {
  type: 'lead.created',
  data: { ...lead, source: 'website', budget: 5000, timeline: 'this_quarter', language: 'fr' },
})
// "Your invoice for $30,000 is due in 30 days."
const invoiceDe = heldTo('finn', {
  type: 'deal.won',
  data: { deal_id: 'D-1', customer_id: 'C-1', customer_name: 'Weber Bau', email: 'it@weber.example', amount: 30000, language: 'de' },
})
// "expect an answer within 4 business hours"
const handoverEs = heldTo('sam', {
  type: 'ticket.created',
  data: { ticket_id: 'T-1', email: 'kim@example.org', subject: 'Factura', body: 'I was charged twice.', channel: 'email', language: 'es' },
})
// The company's knowledge: "Annual plans can be refunded within 14 days of purchase."
const refundFr = heldTo(
  'sam',
  {
    type: 'ticket.created',
    data: {
      ticket_id: 'T-2',
      email: 'kim@example.org',
      subject: 'Remboursement',
      body: 'Can I get a refund?',
      channel: 'email',
      language: 'fr',
    },
  },
  ['Annual plans can be refunded within 14 days of purchase.'],
)

const text = (body: string, facts: DraftCheckFacts) => checkText({ subject: 'Re', body }, facts)
const refusedFor = (mention: string) => ({ ok: false, reason: `It named a date or time your business did not give ("${mention}")` })

describe('a relative date of the template, translated', () => {
  it('is what the English template says, in the event’s language', () => {
    expect(text('Hola Ann Baker, gracias por escribirnos. ¿Podemos hablar mañana por la mañana? Elija una hora abajo.', hotLeadEs)).toEqual(
      {
        ok: true,
      },
    )
    expect(
      text('Hallo Ann Baker, danke für Ihre Nachricht. Können wir morgen sprechen? Wählen Sie unten einen Termin.', hotLeadDe),
    ).toEqual({
      ok: true,
    })
    expect(
      text('Bonjour Ann Baker, merci de votre intérêt. Un appel de 20 minutes la semaine prochaine vous aiderait-il ?', warmLeadFr),
    ).toEqual({ ok: true })
    expect(text('Guten Tag, vielen Dank für Ihren Auftrag. Ihre Rechnung über 30.000 $ ist in 30 Tagen fällig.', invoiceDe)).toEqual({
      ok: true,
    })
    expect(
      text('Hola, gracias por escribirnos. He pasado su consulta a un compañero, que le responderá dentro de 4 horas hábiles.', handoverEs),
    ).toEqual({ ok: true })
    expect(
      text('Bonjour, merci pour votre message. Les abonnements annuels sont remboursables sous 14 jours après l’achat.', refundFr),
    ).toEqual({ ok: true })
  })

  it('still refuses another date than the template’s', () => {
    expect(
      text('Hallo Ann Baker, danke für Ihre Nachricht. Können wir übermorgen sprechen? Wählen Sie unten einen Termin.', hotLeadDe),
    ).toEqual(refusedFor('übermorgen'))
    expect(text('Guten Tag, vielen Dank für Ihren Auftrag. Ihre Rechnung über 30.000 $ ist in 10 Tagen fällig.', invoiceDe)).toEqual(
      refusedFor('in 10 Tagen'),
    )
    expect(
      text('Bonjour Ann Baker, merci de votre intérêt. Un appel de 20 minutes dans deux semaines vous aiderait-il ?', warmLeadFr),
    ).toEqual(refusedFor('dans deux semaines'))
    expect(text('Hola Ann Baker, gracias por escribirnos. ¿Podemos hablar pasado mañana? Elija una hora abajo.', hotLeadEs)).toEqual(
      refusedFor('pasado mañana'),
    )
    expect(
      text('Bonjour, merci pour votre message. Les abonnements annuels sont remboursables sous 30 jours après l’achat.', refundFr),
    ).toEqual(refusedFor('sous 30 jours'))
  })

  it('holds a wait to the working time the business gave', () => {
    // "4 horas" is a shorter promise than "4 business hours"; "4 horas hábiles" is the same one.
    expect(text('Hola, gracias por escribirnos. Un compañero le responderá dentro de 4 horas, sin falta.', handoverEs)).toEqual(
      refusedFor('dentro de 4 horas'),
    )
    expect(text('Hola, gracias por escribirnos. Un compañero le responderá dentro de 2 días hábiles.', handoverEs)).toEqual(
      refusedFor('dentro de 2 días hábiles'),
    )
  })
})

describe('relative dates by meaning', () => {
  it('reads the same date in every language the agents write', () => {
    const tomorrow = relativeDatesIn('could we talk tomorrow?')
    expect([...tomorrow]).toEqual(['tomorrow'])
    for (const [said, meaning] of [
      ['morgen', 'tomorrow'],
      ['demain', 'tomorrow'],
      ['mañana', 'tomorrow'],
      ['übermorgen', 'the day after tomorrow'],
      ['après-demain', 'the day after tomorrow'],
      ['pasado mañana', 'the day after tomorrow'],
      ['nächste Woche', 'next week'],
      ['la próxima semana', 'next week'],
      ['in 30 Tagen', '720'],
      ['innerhalb von zwei Tagen', '48'],
      ['en dos días', '48'],
      ['within 4 business hours', '4 business'],
      ['sous 4 heures ouvrées', '4 business'],
      ['sous huit jours', '168'],
    ])
      expect(relativeDatesIn(`… ${said} …`)).toContain(meaning)
  })

  it('keeps the German morning and the Spanish “de la mañana” apart from tomorrow', () => {
    expect([...relativeDatesIn('Guten Morgen! Wir sprechen heute Morgen.')]).toEqual([])
    expect([...relativeDatesIn('a las 10:30 de la mañana, o por la mañana')]).toEqual([])
    expect([...relativeDatesIn('mañana por la mañana')]).toEqual(['tomorrow'])
  })
})
