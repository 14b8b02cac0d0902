import { badRequest } from '@/server/platform/http/http-errors'

/** A posted form's fields: text as strings, file parts as their bytes. */
export type FormFields = Record<string, string | Buffer>

/**
 * Reads an application/x-www-form-urlencoded or multipart/form-data body with the runtime's own form parser (the one
 * behind fetch's Response.formData), so no multipart package is needed; a body that is not such a form is a 400.
 */
export async function readForm(contentType: string, body: Buffer): Promise<FormFields> {
  let form: FormData
  try {
    // A body Fastify read is backed by an ArrayBuffer, never a SharedArrayBuffer: the DOM type asks for the former.
    form = await new Response(body as Uint8Array<ArrayBuffer>, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw badRequest('The body is not a form (application/x-www-form-urlencoded or multipart/form-data)')
  }
  const fields: FormFields = {}
  for (const [name, value] of form) fields[name] = typeof value === 'string' ? value : Buffer.from(await value.arrayBuffer())
  return fields
}
