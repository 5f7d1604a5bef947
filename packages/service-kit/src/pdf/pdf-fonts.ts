import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const fontFile = (name: string) => readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));
let fonts: { regular: Buffer; bold: Buffer } | undefined;

/**
 * Gives a pdfkit document the typeface every Firecrest PDF writes in, `Body` and `Body-Bold`, embedded (subset to
 * the glyphs used): PDF's built-in Helvetica has no ŵ or ŷ, so Welsh titles and names ("Grŵp staff", "Llŷr") lost
 * those letters. DejaVu Sans covers them and every Latin script. Read from disk once per process.
 */
export function usePdfFonts(doc: { registerFont(name: string, src: Buffer): unknown }): void {
  fonts ??= { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };
  doc.registerFont('Body', fonts.regular);
  doc.registerFont('Body-Bold', fonts.bold);
}
