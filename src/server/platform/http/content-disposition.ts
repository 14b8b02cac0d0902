/**
 * A Content-Disposition header that is safe for any name: an ASCII fallback in `filename`
 * and the exact UTF-8 name in `filename*` (RFC 6266 §4.3, RFC 5987).
 */
export function attachmentDisposition(filename: string): string {
  // Control characters, path separators and characters that break the header go first.
  const cleaned =
    filename
      // A lone surrogate would make encodeURIComponent throw.
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f/\\]/g, '')
      .trim() || 'download'
  // Accents fold to their letters (NFKD); any other non-ASCII character becomes '_'.
  const ascii = cleaned
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["%;]/g, '_')
    .replace(/\s+/g, ' ')
  const encoded = encodeURIComponent(cleaned).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
