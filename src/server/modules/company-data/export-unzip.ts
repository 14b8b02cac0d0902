import { inflateRawSync } from 'node:zlib'

/**
 * The entries of a zip held in memory, read from its central directory (the archive's files are streamed with data
 * descriptors, so only the directory knows their sizes). For the export's tests, which open what the owner downloads;
 * no ZIP64, comments or encryption.
 */
export function readZipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0) throw new Error('not a zip: no end of central directory')
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const entries = new Map<string, Buffer>()
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`not a central directory header at ${at}`)
    const method = zip.readUInt16LE(at + 10)
    const compressedSize = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    const local = zip.readUInt32LE(at + 42)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const data = zip.subarray(start, start + compressedSize)
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data))
    at += 46 + skip
  }
  return entries
}
