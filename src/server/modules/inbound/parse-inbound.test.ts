import { describe, expect, it } from 'vitest'
import { findUnstorableText } from '@/shared/schemas/text'
import { parseInbound } from './parse-inbound'
import { composeMail, deliveryStatusReport, TEST_REPLY_ADDRESS, type TestMailOptions } from './test-mail'

const QUESTION = 'Would you like a table on Friday?'
const parse = async (options: TestMailOptions) => parseInbound(await composeMail(options))

describe('parseInbound: headers', () => {
  it('reads Message-ID, In-Reply-To and References without their brackets, the sender, recipients and date', async () => {
    const inbound = await parse({
      messageId: '<reply-1@customer.example>',
      inReplyTo: '<agent-2@agentworks.example>',
      references: ['<agent-1@agentworks.example>', '<agent-2@agentworks.example>'],
      to: [TEST_REPLY_ADDRESS, 'Sam <Sam@Customer.Example>'],
      cc: 'Boss <BOSS@customer.example>',
      headers: { 'Delivered-To': TEST_REPLY_ADDRESS.toUpperCase(), 'X-Original-To': 'bookings@replies.agentworks.example' },
      subject: 'Re: Your table for Friday',
    })
    expect(inbound).toMatchObject({
      messageId: 'reply-1@customer.example',
      inReplyTo: 'agent-2@agentworks.example',
      references: ['agent-1@agentworks.example', 'agent-2@agentworks.example'],
      from: { address: 'dana@customer.example', name: 'Dana Customer' },
      recipients: [TEST_REPLY_ADDRESS, 'sam@customer.example', 'boss@customer.example', 'bookings@replies.agentworks.example'],
      subject: 'Re: Your table for Friday',
      date: new Date('2026-01-05T10:00:00Z'),
    })
  })

  it('gives a message without a Message-ID the same id each time it is delivered', async () => {
    const raw = await composeMail({ messageId: null, text: 'Friday works.' })
    expect(raw.toString()).not.toMatch(/^Message-ID:/im)
    const [first, second, other] = await Promise.all([
      parseInbound(raw),
      parseInbound(Buffer.from(raw)),
      parse({ messageId: null, text: 'Saturday works.' }),
    ])
    expect(first.messageId).toMatch(/^generated-[0-9a-f]{32}@inbound\.invalid$/)
    expect(second.messageId).toBe(first.messageId)
    expect(other.messageId).not.toBe(first.messageId)
    expect(first).toMatchObject({ inReplyTo: null, references: [] })
  })

  it('keeps a Message-ID longer than a header line in bytes as a digest the unique index can hold, the same each time', async () => {
    const wide = Array.from({ length: 990 }, (_, index) => String.fromCharCode(0x4e00 + ((index * 7919) % 20000))).join('')
    const [first, again] = await Promise.all([
      parse({ messageId: `<${wide}@x>`, text: 'Hi' }),
      parse({ messageId: `<${wide}@x>`, text: 'Hi' }),
    ])
    expect(first.messageId).toMatch(/^long-[0-9a-f]{32}@inbound\.invalid$/)
    expect(again.messageId).toBe(first.messageId)
  })

  it('lists attachments by name, type and size and keeps none of their contents', async () => {
    const menu = Buffer.from('%PDF-1.4 the-secret-menu-content')
    const inbound = await parse({
      text: 'Here is our menu.',
      attachments: [
        { filename: 'menu.pdf', content: menu, contentType: 'application/pdf' },
        { filename: 'room.png', content: Buffer.alloc(2048, 7), contentType: 'image/png' },
      ],
    })
    expect(inbound.attachments).toEqual([
      { filename: 'menu.pdf', content_type: 'application/pdf', size: menu.length },
      { filename: 'room.png', content_type: 'image/png', size: 2048 },
    ])
    const stored = JSON.stringify(inbound)
    for (const content of ['the-secret-menu-content', menu.toString('base64'), Buffer.alloc(2048, 7).toString('base64').slice(0, 40)])
      expect(stored).not.toContain(content)
  })
})

describe('parseInbound: what the person wrote', () => {
  it('keeps only the new lines of a reply with Gmail-style quoted history and a "-- " signature; fullText keeps all', async () => {
    const inbound = await parse({
      text: [
        'Yes, Friday at 8 works for us.',
        'We are four.',
        '',
        '-- ',
        'Dana Customer',
        'Customer Ltd',
        '',
        'On Mon, Jan 5, 2026 at 9:00 AM Anna from Bistro <anna@agentworks.example> wrote:',
        `> ${QUESTION}`,
        '>',
        '> Anna',
      ].join('\n'),
    })
    expect(inbound.visibleText).toBe('Yes, Friday at 8 works for us.\nWe are four.')
    expect(inbound.fullText).toContain('Customer Ltd')
    expect(inbound.fullText).toContain(`> ${QUESTION}`)
    expect(inbound.kind).toBe('reply')
  })

  it('keeps answers written between quoted lines, and reads an attribution wrapped over two lines', async () => {
    const inbound = await parse({
      text: [
        'On Mon, Jan 5, 2026 at 9:00 AM Anna from Bistro <',
        'anna@agentworks.example> wrote:',
        `> ${QUESTION}`,
        'Yes please.',
        '> How many of you?',
        'Four.',
      ].join('\n'),
    })
    expect(inbound.visibleText).toBe('Yes please.\nFour.')
  })

  const outlook = (...fields: string[]) => [...fields, '', QUESTION, '', 'Anna']
  it.each([
    [
      'Outlook',
      'Sounds good.',
      outlook('-----Original Message-----', 'From: Anna <anna@agentworks.example>', 'Sent: Monday, January 5, 2026 9:00 AM'),
    ],
    [
      'Outlook without the separator',
      'Sounds good.',
      outlook('________________________________', 'From: Anna', 'Sent: Monday, January 5, 2026', 'To: Dana'),
    ],
    [
      'German Outlook',
      'Ja, gerne.',
      outlook('Von: Anna <anna@agentworks.example>', 'Gesendet: Montag, 5. Januar 2026 09:00', 'An: Dana', 'Betreff: Ihr Tisch'),
    ],
    [
      'French Outlook',
      'Oui.',
      outlook('De : Anna <anna@agentworks.example>', 'Envoyé : lundi 5 janvier 2026 09:00', 'À : Dana', 'Objet : Votre table'),
    ],
    [
      'Spanish Outlook',
      'Sí.',
      outlook('De: Anna <anna@agentworks.example>', 'Enviado el: lunes, 5 de enero de 2026 9:00', 'Para: Dana', 'Asunto: Su mesa'),
    ],
    [
      'German',
      'Ja, Freitag passt.',
      ['Am Mo., 5. Jan. 2026 um 09:00 Uhr schrieb Anna <anna@agentworks.example>:', `> ${QUESTION}`, '>', '> Anna'],
    ],
    ['French', 'Oui, vendredi me convient.', ['Le lun. 5 janv. 2026 à 09:00, Anna <anna@agentworks.example> a écrit :', `> ${QUESTION}`]],
    [
      'Spanish',
      'Sí, el viernes está bien.',
      ['El lun, 5 ene 2026 a las 09:00, Anna (<anna@agentworks.example>) escribió:', `> ${QUESTION}`],
    ],
  ])('drops %s quoted history', async (_client, answer, history) => {
    const inbound = await parse({ text: [answer, '', ...history].join('\n') })
    expect(inbound.visibleText).toBe(answer)
    expect(inbound.fullText).toContain(QUESTION)
  })

  it('converts an HTML-only reply to text first', async () => {
    const inbound = await parse({
      html: [
        '<div dir="ltr">Yes, <b>Friday</b> works.<br></div><br>',
        '<div class="gmail_quote"><div class="gmail_attr">On Mon, Jan 5, 2026 at 9:00 AM Anna &lt;anna@agentworks.example&gt; wrote:<br></div>',
        `<blockquote class="gmail_quote" style="margin:0 0 0 .8ex">${QUESTION}</blockquote></div>`,
      ].join(''),
    })
    expect(inbound.visibleText).toBe('Yes, Friday works.')
    expect(inbound.fullText).toContain(QUESTION)
  })

  it('removes NUL and lone surrogates from the texts, the subject and file names', async () => {
    // Encoded words in UTF-16 are how a lone surrogate gets through mailparser; bodies are decoded to U+FFFD instead.
    const utf16 = (text: string) => `=?utf-16le?B?${Buffer.from(text, 'utf16le').toString('base64')}?=`
    const raw = [
      'From: dana@customer.example',
      `To: ${TEST_REPLY_ADDRESS}`,
      `Subject: ${utf16('Table\u0000 for\ud800 four')}`,
      'Message-ID: <nul@customer.example>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Four of us=00, at eight',
      '--b',
      'Content-Type: application/pdf',
      `Content-Disposition: attachment; filename="${utf16('menu\ud800.pdf')}"`,
      '',
      'pdf',
      '--b--',
      '',
    ].join('\r\n')
    const inbound = await parseInbound(Buffer.from(raw))
    expect(inbound).toMatchObject({ subject: 'Table for four', visibleText: 'Four of us, at eight', fullText: 'Four of us, at eight' })
    expect(inbound.attachments).toEqual([{ filename: 'menu.pdf', content_type: 'application/pdf', size: 3 }])
    expect(findUnstorableText(inbound)).toBeNull()
  })

  it('caps the visible text at 20,000 characters and the full text at 100,000', async () => {
    const inbound = await parse({ text: 'We would like the long table by the window, please.\n'.repeat(3000) })
    expect(inbound.visibleText).toHaveLength(20_000)
    expect(inbound.fullText).toHaveLength(100_000)
    expect(inbound.kind).toBe('reply')
  })
})

describe('parseInbound: automatic answers', () => {
  it.each<[string, TestMailOptions]>([
    ['Auto-Submitted: auto-replied', { headers: { 'Auto-Submitted': 'auto-replied' } }],
    ['X-Autoreply', { headers: { 'X-Autoreply': 'yes' } }],
    ['X-Autorespond', { headers: { 'X-Autorespond': 'yes' } }],
    ['X-Auto-Response-Suppress', { headers: { 'X-Auto-Response-Suppress': 'All' } }],
    ['Precedence: bulk', { headers: { Precedence: 'bulk' } }],
    ['Precedence: auto_reply', { headers: { Precedence: 'auto_reply' } }],
    ['List-Id', { headers: { 'List-Id': 'Bistro news <news.bistro.example>' } }],
    ['List-Unsubscribe', { headers: { 'List-Unsubscribe': '<mailto:leave@lists.example>' } }],
    ['an "Out of Office:" subject', { subject: 'Out of Office: Re: Your table for Friday' }],
    ['an "Automatic reply:" subject', { subject: 'Automatic reply: Your table for Friday' }],
    ['an "Automatische Antwort:" subject', { subject: 'Automatische Antwort: Ihr Tisch am Freitag' }],
    ['a "Réponse automatique" subject', { subject: 'Réponse automatique : Votre table' }],
    ['a "Respuesta automática" subject', { subject: 'Respuesta automática: Su mesa' }],
  ])('takes %s for an automatic answer', async (_signal, options) => {
    const inbound = await parse({ text: 'I am away until Monday. Stop.', ...options })
    expect(inbound).toMatchObject({ kind: 'auto-reply', bouncedRecipients: [] })
  })

  it('takes "Auto-Submitted: no" for a person', async () => {
    const inbound = await parse({ text: 'Friday works.', headers: { 'Auto-Submitted': 'no' } })
    expect(inbound.kind).toBe('reply')
  })
})

describe('parseInbound: bounces', () => {
  it('reads the failed recipients of a delivery status report', async () => {
    const inbound = await parseInbound(deliveryStatusReport({ failed: ['Bob@Customer.example', 'carol@customer.example'] }))
    expect(inbound).toMatchObject({
      kind: 'bounce',
      bouncedRecipients: ['bob@customer.example', 'carol@customer.example'],
      from: { address: 'mailer-daemon@mx.mailhost.example' },
      subject: 'Undelivered Mail Returned to Sender',
    })
    expect(inbound.attachments.map((attachment) => attachment.content_type)).toEqual(['message/delivery-status', 'text/rfc822-headers'])
  })

  it('takes a report that delivery is delayed for an automatic answer, not a bounce', async () => {
    const inbound = await parseInbound(deliveryStatusReport({ failed: ['bob@customer.example'], action: 'delayed' }))
    expect(inbound).toMatchObject({ kind: 'auto-reply', bouncedRecipients: [] })
  })

  it('knows a MAILER-DAEMON bounce without a report, with the X-Failed-Recipients it may carry', async () => {
    const text =
      'A message that you sent could not be delivered to one or more of its recipients.\n\n  bob@customer.example\n    User unknown'
    const [exim, plain] = await Promise.all([
      parse({
        from: 'Mail Delivery System <Mailer-Daemon@mx.mailhost.example>',
        subject: 'Mail delivery failed: returning message to sender',
        headers: { 'X-Failed-Recipients': 'Bob@customer.example' },
        text,
      }),
      parse({ from: 'postmaster@mx.mailhost.example', subject: 'Undelivered Mail Returned to Sender', text }),
    ])
    expect(exim).toMatchObject({ kind: 'bounce', bouncedRecipients: ['bob@customer.example'] })
    expect(plain).toMatchObject({ kind: 'bounce', bouncedRecipients: [] })
  })
})

describe('parseInbound: opt-out', () => {
  it.each([
    'STOP',
    'Stop.',
    'unsubscribe',
    'Unsubscribe me',
    'please remove me from your list',
    'stop emailing me',
    "I'd like to unsubscribe",
    'Hi Anna,\n\nplease unsubscribe me.\n\nThanks,\nDana',
    'abmelden',
    'Bitte abmelden',
    'austragen',
    'Keine E-Mails mehr!',
    'Hallo Anna, bitte melden Sie mich ab.\n\nMit freundlichen Grüßen\nDana Customer',
    'désabonner',
    'Désinscrire',
    'me désabonner',
    'Stop merci',
    'Bonjour, je souhaite me désabonner. Cordialement',
    'baja',
    'Darme de baja',
    'No más correos',
    'cancelar suscripción',
    'Hola, quiero darme de baja. ¡Gracias!',
  ])('takes %j for a request to stop', async (text) => {
    expect((await parse({ text })).kind).toBe('opt-out')
  })

  it('looks only at what the person wrote, and at the subject when they wrote nothing else', async () => {
    const [quoted, subjectOnly, iphone] = await Promise.all([
      parse({ text: `STOP\n\nOn Mon, Jan 5, 2026 at 9:00 AM Anna <anna@agentworks.example> wrote:\n> ${QUESTION}` }),
      parse({ subject: 'Unsubscribe', text: '' }),
      parse({ subject: 'abmelden', text: 'Sent from my iPhone' }),
    ])
    expect([quoted.kind, subjectOnly.kind, iphone.kind]).toEqual(['opt-out', 'opt-out', 'opt-out'])
  })

  it.each([
    "Don't stop the deliveries",
    'Can you unsubscribe my colleague? No, wait…',
    'Please do not stop, we love the newsletter',
    'We will stop by on Friday to unsubscribe from the old plan and book the new one.',
    'Bitte nicht abmelden, wir kommen am Freitag.',
    'Stop! Hammer time.',
  ])('takes %j for a reply', async (text) => {
    expect((await parse({ text })).kind).toBe('reply')
  })

  it('does not read the subject when the person wrote something', async () => {
    expect((await parse({ subject: 'Unsubscribe', text: 'Friday at 8, four people.' })).kind).toBe('reply')
  })
})
