import { inflateSync } from 'node:zlib';

const hexText = (s: string) => [...s.matchAll(/<([0-9a-f]+)>/gi)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join('');

/**
 * The text a PDF made by pdfkit shows (svg-to-pdfkit's drawings too), one line per text object: its content
 * streams inflated (or as they are when stored plain), the hex strings of each TJ or Tj joined, literal strings kept.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const bytes = pdf.subarray(start, raw.indexOf('endstream', start));
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    // A text object (BT … ET) is one line: svg-to-pdfkit places each glyph of it with an operator of its own.
    for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      const ops = block[1]!.matchAll(/\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]+>)\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g);
      lines.push([...ops].map((op) => op[3] ?? hexText(op[1] ?? op[2]!)).join(''));
    }
  }
  return lines.join('\n');
}
