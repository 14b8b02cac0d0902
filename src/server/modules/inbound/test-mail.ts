import MailComposer from 'nodemailer/lib/mail-composer'
import type Mail from 'nodemailer/lib/mailer'

// Raw incoming e-mails for tests, as a customer's mail client or a mail server would send them. Test code only.

export const TEST_CUSTOMER = 'Dana Customer <dana@customer.example>'
export const TEST_REPLY_ADDRESS = 'reply+abcdefghijklmnopqrstuvwxyz@replies.agentworks.example'
const TEST_DATE = new Date('2026-01-05T10:00:00Z')

export type TestMailOptions = {
  from?: string
  to?: string | string[]
  cc?: string | string[]
  subject?: string
  text?: string
  html?: string
  headers?: Mail.Headers
  attachments?: Mail.Attachment[]
  inReplyTo?: string
  references?: string | string[]
  /** `null` leaves the Message-ID out, which MailComposer otherwise always writes. */
  messageId?: string | null
  date?: Date
}

/** A raw e-mail built with nodemailer's MailComposer: by default from TEST_CUSTOMER to TEST_REPLY_ADDRESS. */
export async function composeMail(options: TestMailOptions = {}): Promise<Buffer> {
  const { messageId, ...mail } = options
  const composer = new MailComposer({
    from: TEST_CUSTOMER,
    to: TEST_REPLY_ADDRESS,
    subject: 'Re: Your table for Friday',
    date: TEST_DATE,
    ...mail,
    messageId: messageId ?? undefined,
  })
  const raw = await composer.compile().build()
  return messageId === null ? withoutHeader(raw, 'Message-ID') : raw
}

function withoutHeader(raw: Buffer, name: string): Buffer {
  const text = raw.toString('binary')
  const end = text.indexOf('\r\n\r\n')
  const header = new RegExp(`^${name}:.*\\r\\n(?:[ \\t].*\\r\\n)*`, 'im')
  return Buffer.from(text.slice(0, end + 2).replace(header, '') + text.slice(end + 2), 'binary')
}

export type DeliveryStatusReportOptions = {
  /** The recipients the report is about. */
  failed: string[]
  /** `delayed` makes the "still trying" warning a mail server sends before it gives up. */
  action?: 'failed' | 'delayed'
  /** Whom the report goes to: the envelope sender of the message it is about. */
  to?: string
  /** The Message-ID of the message it is about, in the returned headers. */
  originalMessageId?: string
}

/** A delivery status report (RFC 3464, multipart/report) as Postfix writes one. */
export function deliveryStatusReport({
  failed,
  action = 'failed',
  to = 'anna@agentworks.example',
  originalMessageId = '<original-1@agentworks.example>',
}: DeliveryStatusReportOptions): Buffer {
  const delayed = action === 'delayed'
  const recipients = failed.flatMap((address) => [
    `Final-Recipient: rfc822; ${address}`,
    `Original-Recipient: rfc822;${address}`,
    `Action: ${action}`,
    `Status: ${delayed ? '4.4.1' : '5.1.1'}`,
    'Remote-MTA: dns; mx.customer.example',
    `Diagnostic-Code: smtp; ${delayed ? '421 4.4.1 Connection timed out' : '550 5.1.1 <' + address + '>: Recipient address'}`,
    `    ${delayed ? 'while talking to mx.customer.example' : 'rejected: User unknown in local recipient table'}`,
    '',
  ])
  const lines = [
    'Return-Path: <>',
    'Received: by mx.mailhost.example (Postfix) id 4F1A2B3C4D; Mon,  5 Jan 2026 10:00:05 +0000 (UTC)',
    'Date: Mon,  5 Jan 2026 10:00:05 +0000 (UTC)',
    'From: MAILER-DAEMON@mx.mailhost.example (Mail Delivery System)',
    `Subject: ${delayed ? 'Delayed Mail (still being retried)' : 'Undelivered Mail Returned to Sender'}`,
    `To: ${to}`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status;',
    '\tboundary="4F1A2B3C4D.1767607205/mx.mailhost.example"',
    'Message-Id: <20260105100005.4F1A2B3C4D@mx.mailhost.example>',
    '',
    'This is a MIME-encapsulated message.',
    '',
    '--4F1A2B3C4D.1767607205/mx.mailhost.example',
    'Content-Description: Notification',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is the mail system at host mx.mailhost.example.',
    '',
    delayed
      ? '####################################################################'
      : "I'm sorry to have to inform you that your message could not",
    delayed ? '# THIS IS A WARNING ONLY.  YOU DO NOT NEED TO RESEND YOUR MESSAGE. #' : 'be delivered to one or more recipients.',
    '',
    ...failed.map(
      (address) => `<${address}>: host mx.customer.example said: ${delayed ? 'connection timed out' : '550 5.1.1 User unknown'}`,
    ),
    '',
    '--4F1A2B3C4D.1767607205/mx.mailhost.example',
    'Content-Description: Delivery report',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.mailhost.example',
    'X-Postfix-Queue-ID: 4F1A2B3C4D',
    `X-Postfix-Sender: rfc822; ${to}`,
    'Arrival-Date: Mon,  5 Jan 2026 10:00:00 +0000 (UTC)',
    '',
    ...recipients,
    '--4F1A2B3C4D.1767607205/mx.mailhost.example',
    'Content-Description: Undelivered Message Headers',
    'Content-Type: text/rfc822-headers',
    '',
    `From: Anna <${to}>`,
    `To: ${failed.join(', ')}`,
    'Subject: Your table for Friday',
    `Message-ID: ${originalMessageId}`,
    '',
    '--4F1A2B3C4D.1767607205/mx.mailhost.example--',
    '',
  ]
  return Buffer.from(lines.join('\r\n'))
}
