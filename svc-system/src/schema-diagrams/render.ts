import ELK, { type ElkNode } from 'elkjs/lib/elk.bundled.js';
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { DiagramDescription } from './describe-diagram';

const ROW = 18;
const HEADER = 40;
const CHAR = 6.6;
const PAD = 10;
const NOTE_LINE = 16;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

const widthOf = (t: DiagramDescription['tables'][number]) =>
  Math.max(180, Math.ceil(Math.max(t.title.length * 7.5, t.subtitle.length * 6, ...t.fields.map((f) => (f.name.length + f.type.length + 4) * CHAR)) + PAD * 2));

/** Lays the tables out with ELK (layered, orthogonal edges) and draws them as SVG. */
export async function renderSvg(d: DiagramDescription): Promise<{ svg: string; width: number; height: number }> {
  const elk = new ELK();
  const input: ElkNode = {
    id: d.id,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.spacing.nodeNode': '40',
      'elk.layered.spacing.nodeNodeBetweenLayers': '70',
      // Room under the name for every note line.
      'elk.padding': `[top=${70 + Math.max(0, d.notes.length - 1) * NOTE_LINE},left=30,bottom=30,right=30]`,
    },
    children: d.tables.map((t) => ({ id: t.id, width: widthOf(t), height: HEADER + Math.max(1, t.fields.length) * ROW + 8 })),
    edges: d.relations.map((r, i) => ({ id: `e${i}`, sources: [r.from], targets: [r.to] })),
  };
  const graph = await elk.layout(input);
  const width = Math.ceil(Math.max(graph.width ?? 600, ...d.notes.map((note) => note.length * CHAR + 60)));
  const height = Math.ceil(graph.height ?? 400) + (d.notes.length ? 20 : 0);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Helvetica, Arial, sans-serif">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="30" y="34" font-size="20" font-weight="bold" fill="#1f1f1f">${escapeXml(d.name)}</text>`,
  ];
  d.notes.forEach((note, i) => parts.push(`<text x="30" y="${56 + i * NOTE_LINE}" font-size="12" fill="#595959">${escapeXml(note)}</text>`));
  for (const edge of graph.edges ?? []) {
    for (const s of edge.sections ?? []) {
      const points = [s.startPoint, ...(s.bendPoints ?? []), s.endPoint].map((p) => `${p.x},${p.y}`).join(' ');
      parts.push(`<polyline points="${points}" fill="none" stroke="#8c8c8c" stroke-width="1.5"/>`);
      parts.push(`<circle cx="${s.endPoint.x}" cy="${s.endPoint.y}" r="3.5" fill="#8c8c8c"/>`);
    }
  }
  const byId = new Map(d.tables.map((t) => [t.id, t]));
  for (const node of graph.children ?? []) {
    const t = byId.get(node.id)!;
    const x = node.x ?? 0;
    const y = node.y ?? 0;
    const w = node.width ?? 180;
    parts.push(`<g>`);
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${node.height}" rx="4" fill="#fafafa" stroke="#595959"/>`);
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${HEADER - 4}" rx="4" fill="#b22222"/>`);
    parts.push(`<text x="${x + PAD}" y="${y + 16}" font-size="13" font-weight="bold" fill="#ffffff">${escapeXml(t.title)}</text>`);
    parts.push(`<text x="${x + PAD}" y="${y + 30}" font-size="10" fill="#ffe7e7">${escapeXml(t.subtitle)}</text>`);
    t.fields.forEach((f, i) => {
      const fy = y + HEADER + i * ROW + 13;
      const weight = f.index ? ' font-weight="bold"' : '';
      parts.push(`<text x="${x + PAD}" y="${fy}" font-size="11" fill="#1f1f1f"${weight}>${escapeXml(f.name)}${f.required ? '' : '?'}</text>`);
      parts.push(`<text x="${x + w - PAD}" y="${fy}" font-size="11" fill="#8c8c8c" text-anchor="end">${escapeXml(f.type)}</text>`);
    });
    parts.push(`</g>`);
  }
  parts.push('</svg>');
  return { svg: parts.join('\n'), width, height };
}

/** The same drawing as a one-page PDF sized to fit it. */
export async function renderPdf(d: DiagramDescription): Promise<Buffer> {
  const { svg, width, height } = await renderSvg(d);
  const doc = new PDFDocument({ size: [width, height], margin: 0, info: { Title: `${d.name} database schema`, Creator: 'Firecrest' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  SVGtoPDF(doc, svg, 0, 0, { width, height, assumePt: true });
  doc.end();
  return done;
}
