import { inflateSync } from 'node:zlib';

/** A stream's bytes, inflated when stored compressed. */
function streamContent(pdf: Buffer, start: number, raw: string): string {
  const bytes = pdf.subarray(start, raw.indexOf('endstream', start));
  try {
    return inflateSync(bytes).toString('latin1');
  } catch {
    return bytes.toString('latin1');
  }
}

const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');

/** A ToUnicode CMap's codes and the text each stands for (its bfchar and bfrange entries). */
function toUnicode(cmap: string): Map<number, string> {
  const codes = new Map<number, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of section[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) codes.set(parseInt(m[1]!, 16), utf16(m[2]!));
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of section[1]!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f\s]+>)/gi)) {
      const [low, high] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16)];
      if (m[3]!.startsWith('[')) [...m[3]!.matchAll(/<([0-9a-f\s]+)>/gi)].forEach((d, i) => codes.set(low + i, utf16(d[1]!)));
      else for (let code = low, first = parseInt(m[3]!.slice(1, -1).replace(/\s/g, ''), 16); code <= high; code++) codes.set(code, String.fromCodePoint(first + code - low));
    }
  }
  return codes;
}

/**
 * The embedded fonts' code-to-text maps by their resource name (`F2`): an embedded font (the reports' DejaVu, for
 * Welsh ŵ and ŷ) shows glyph codes of two bytes, which only its ToUnicode CMap turns back into text.
 */
function embeddedFonts(pdf: Buffer, raw: string): Map<string, Map<number, string>> {
  const objects = new Map<string, { dictionary: string; stream: number | null }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*(<<[\s\S]*?>>)\s*(stream\r?\n)?/g)) {
    objects.set(m[1]!, { dictionary: m[2]!, stream: m[3] ? m.index + m[0].length : null });
  }
  const fonts = new Map<string, Map<number, string>>();
  for (const m of raw.matchAll(/\/(F\d+)\s+(\d+)\s+0\s+R/g)) {
    const cmapRef = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(objects.get(m[2]!)?.dictionary ?? '')?.[1];
    const cmap = cmapRef ? objects.get(cmapRef) : undefined;
    if (cmap?.stream != null && !fonts.has(m[1]!)) fonts.set(m[1]!, toUnicode(streamContent(pdf, cmap.stream, raw)));
  }
  return fonts;
}

/**
 * Each text object (BT … ET) a PDF made by pdfkit draws (svg-to-pdfkit's drawings too), with the baseline it is placed
 * on (its `1 0 0 1 x y Tm`, null if none): its content streams inflated (or as they are when stored plain), the
 * strings of each TJ or Tj joined (hex strings read through the font's ToUnicode map when the font is embedded, else
 * as single bytes), literal strings kept.
 */
export function pdfTextObjects(pdf: Buffer): { y: number | null; text: string }[] {
  const raw = pdf.toString('latin1');
  const fonts = embeddedFonts(pdf, raw);
  const objects: { y: number | null; text: string }[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const content = streamContent(pdf, m.index + m[0].length, raw);
    for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let font: Map<number, string> | undefined;
      const hexText = (s: string) =>
        [...s.matchAll(/<([0-9a-f]+)>/gi)]
          .map((h) => (font ? h[1]!.match(/.{4}/g)!.map((code) => font!.get(parseInt(code, 16)) ?? '').join('') : Buffer.from(h[1]!, 'hex').toString('latin1')))
          .join('');
      let text = '';
      for (const op of block[1]!.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]+>)\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
        if (op[1]) font = fonts.get(op[1]);
        else text += op[4] ?? hexText(op[2] ?? op[3]!);
      }
      const y = /1 0 0 1 [\d.-]+ ([\d.-]+) Tm/.exec(block[1]!)?.[1];
      objects.push({ y: y === undefined ? null : Number(y), text });
    }
  }
  return objects;
}

/** The text a PDF made by pdfkit shows, one line per text object (svg-to-pdfkit places each glyph of one apart). */
export function pdfText(pdf: Buffer): string {
  return pdfTextObjects(pdf)
    .map((o) => o.text)
    .join('\n');
}
