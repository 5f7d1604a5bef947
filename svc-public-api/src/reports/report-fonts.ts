import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const fontFile = (name: string) => readFileSync(createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`));

/**
 * The report PDFs' typeface, embedded (subset to the glyphs used): PDF's built-in Helvetica has no ŵ or ŷ, so Welsh
 * titles and names ("Grŵp staff", "Llŷr") lost those letters. DejaVu Sans covers them and every Latin script.
 */
export const REPORT_FONTS = { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };
