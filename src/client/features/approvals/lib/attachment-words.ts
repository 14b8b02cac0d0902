import type { AnsweredReply } from '@/shared/schemas/approvals'

type Attachment = AnsweredReply['attachments'][number]

/** The kinds of file people attach to a reply, by content type, as a reviewer names them. */
const KINDS: Record<string, string> = {
  'application/pdf': 'PDF document',
  'application/msword': 'Word document',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/vnd.ms-excel': 'Excel spreadsheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel spreadsheet',
  'application/vnd.ms-powerpoint': 'PowerPoint presentation',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint presentation',
  'application/zip': 'ZIP archive',
  'text/plain': 'text file',
  'text/csv': 'CSV file',
  'text/calendar': 'calendar invitation',
  'message/rfc822': 'forwarded e-mail',
}

/** "PDF document", "PNG image", or the content type itself when it is none people commonly send. */
export function attachmentKind(contentType: string): string {
  const type = contentType.toLowerCase().split(';')[0]!.trim()
  const known = KINDS[type]
  if (known) return known
  const [family, subtype] = type.split('/')
  if (subtype && (family === 'image' || family === 'audio' || family === 'video'))
    return `${subtype.replace(/^(x-|vnd\.)/, '').toUpperCase()} ${family === 'image' ? 'image' : `${family} file`}`
  return type || 'file'
}

/** 512 B, 47 KB, 2.4 MB: as a file manager would say it. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** One attachment in a line: its name, kind and size. */
export function describeAttachment(attachment: Attachment): string {
  return `${attachment.filename ?? 'Unnamed attachment'} · ${attachmentKind(attachment.content_type)} · ${formatSize(attachment.size)}`
}
