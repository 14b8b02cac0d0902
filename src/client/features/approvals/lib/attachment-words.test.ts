import { describe, expect, it } from 'vitest'
import { attachmentKind, describeAttachment, formatSize } from './attachment-words'

describe('attachment words', () => {
  it('names the kinds of file people send, and leaves a rare type as it is', () => {
    expect(attachmentKind('application/pdf')).toBe('PDF document')
    expect(attachmentKind('APPLICATION/PDF; name="a.pdf"')).toBe('PDF document')
    expect(attachmentKind('image/png')).toBe('PNG image')
    expect(attachmentKind('image/x-icon')).toBe('ICON image')
    expect(attachmentKind('audio/mpeg')).toBe('MPEG audio file')
    expect(attachmentKind('application/x-sketch')).toBe('application/x-sketch')
    expect(attachmentKind('')).toBe('file')
  })

  it('says sizes as a file manager does', () => {
    expect(formatSize(512)).toBe('512 B')
    expect(formatSize(48_000)).toBe('47 KB')
    expect(formatSize(2_500_000)).toBe('2.4 MB')
  })

  it('puts name, kind and size in one line', () => {
    expect(describeAttachment({ filename: 'floor-plan.pdf', content_type: 'application/pdf', size: 48_000 })).toBe(
      'floor-plan.pdf · PDF document · 47 KB',
    )
    expect(describeAttachment({ filename: null, content_type: 'image/jpeg', size: 10 })).toBe('Unnamed attachment · JPEG image · 10 B')
  })
})
