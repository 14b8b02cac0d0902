import { z } from 'zod'

// The company's logo on its agents' e-mails (docs/decisions/123-the-business-brand-in-e-mail.md): a small raster image.
// SVG is refused because it can carry scripts, and the declared type must match the file's first bytes, so a page
// or a script renamed .png is never served as an image.

/** The largest logo, in bytes: mail clients load it with every e-mail opened. */
export const LOGO_MAX_BYTES = 256 * 1024

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export type LogoType = (typeof LOGO_TYPES)[number]

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** The image type the file's first bytes announce (PNG, JPEG or WebP), or null for anything else. */
export function logoTypeOf(bytes: Uint8Array): LogoType | null {
  const starts = (offset: number, signature: number[]) => signature.every((byte, index) => bytes[offset + index] === byte)
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts(0, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  // RIFF, four bytes of length, WEBP.
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp'
  return null
}

/** The bytes of base64 text (atob: the browser and Node both have it). */
export function bytesOfBase64(data: string): Uint8Array {
  return Uint8Array.from(atob(data), (char) => char.charCodeAt(0))
}

/** POST /api/company/agent-identity/logo: the image as base64, and its type as the browser named it. */
export const logoUploadSchema = z
  .strictObject({
    contentType: z.enum(LOGO_TYPES, 'Use a PNG, JPEG or WebP image'),
    data: z
      .string()
      .min(1, 'Choose an image')
      .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4, 'Keep the logo under 256 KB')
      .refine((data) => data.length % 4 === 0 && BASE64.test(data), { message: 'This file could not be read', abort: true }),
  })
  .superRefine((upload, context) => {
    if (logoTypeOf(bytesOfBase64(upload.data)) !== upload.contentType) {
      context.addIssue({ code: 'custom', path: ['data'], message: 'This file is not a PNG, JPEG or WebP image' })
    }
  })
export type LogoUpload = z.infer<typeof logoUploadSchema>

/** Where this server serves a company's logo; the version (its upload time in ms) lets mail clients cache it for good. */
export function logoPathOf(companyId: string, version: number): string {
  return `/brand/${companyId}/logo?v=${version}`
}

/** GET /brand/:companyId/logo: the company, and the version the e-mail was written with. */
export const logoParamsSchema = z.object({ companyId: z.uuid('No such logo') })
export const logoQuerySchema = z.object({ v: z.string().max(20).optional() })
