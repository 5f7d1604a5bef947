/** What a table needs of a pdfkit document (pdfkit stays a dependency of the services that write PDFs). */
interface TableDocument {
  page: { width: number; height: number };
  x: number;
  y: number;
  addPage(): unknown;
  font(name: string): this;
  fontSize(size: number): this;
  text(text: string, x: number, y: number, options: { width: number; lineBreak: boolean; ellipsis: boolean; height: number }): unknown;
}

/**
 * A table across the page between 30 pt margins, written from the document's current line: the header in bold, then
 * `row(cells)` one line of 7 pt text each (a long cell cut with an ellipsis), a new page when the page is full, with
 * the header again at its top. Columns are as wide as their weights' share of the page.
 */
export function pdfTable(doc: TableDocument, headers: string[], weights: number[]) {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const widths = weights.map((w) => (w / total) * (doc.page.width - 60));
  const line = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Body-Bold' : 'Body').fontSize(7);
    const y = doc.y;
    let x = 30;
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: widths[i]! - 3, lineBreak: false, ellipsis: true, height: 9 });
      x += widths[i]!;
    });
    doc.x = 30;
    doc.y = y + 10;
  };
  line(headers, true);
  return {
    row(cells: string[]) {
      if (doc.y > doc.page.height - 50) {
        doc.addPage();
        line(headers, true);
      }
      line(cells, false);
    },
  };
}
