/** What a file's first bytes say it is (the declared type is not trusted). */
export function sniffedType(bytes: Buffer): string {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'zip';
  // Text: valid UTF-8 without control characters other than tab and line breaks.
  const text = bytes.toString('utf8');
  if (!text.includes('\uFFFD') && !/[\x00-\x08\x0B\x0C\x0E-\x1F]/.test(text)) return 'text/plain';
  return 'application/octet-stream';
}
