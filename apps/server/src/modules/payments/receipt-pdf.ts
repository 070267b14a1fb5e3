import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { ChargeDetail } from '@fairplay/contracts';
import { formatCents } from '@fairplay/domain';
import {
  formatReceiptTime,
  paidWith,
  RECEIPT_COLUMNS,
  receiptRows,
  receiptTotals,
  type ReceiptClub,
} from './receipt-view.js';

/**
 * DejaVu Sans, shipped with the server (the dejavu-fonts-ttf package): pdfkit's built-in Helvetica encodes only
 * WinAnsi, so a member named Łukasz or Дмитрий, or a club in Kraków, came out garbled. DejaVu covers Latin, Greek
 * and Cyrillic; pdfkit embeds just the glyphs a receipt uses. Read once, on the first receipt.
 */
const FONT_FILES = { regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf' };
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function receiptFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    fonts = {
      regular: readFileSync(require.resolve(FONT_FILES.regular)),
      bold: readFileSync(require.resolve(FONT_FILES.bold)),
    };
  }
  return fonts;
}

const MARGIN = 40;
/** Column widths on an A4 page (595 pt wide less the margins): the description gets what the others leave. */
const WIDTHS = [165, 64, 60, 56, 46, 46, 78];

/**
 * The receipt as a PDF (pdfkit, in DejaVu Sans). The same content as the receipt
 * viewer and the e-mail: the club, the charge, the order-details table and the totals.
 */
export function renderReceiptPdf(detail: ChargeDetail, club: ReceiptClub): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Receipt ${detail.id} - ${club.name}`, Author: club.name, Subject: 'Receipt' },
  });
  doc.registerFont('Regular', receiptFonts().regular);
  doc.registerFont('Bold', receiptFonts().bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Bold').fontSize(18).text(club.name);
  doc.font('Regular').fontSize(11).fillColor('#444').text(`Receipt for charge ${detail.id}`);
  doc.moveDown(0.5).fillColor('#000');
  doc.text(`Date: ${formatReceiptTime(detail.createdAt, club)}`);
  doc.text(`Billed to: ${detail.metadata.full_name || 'Walk-in customer'}`);
  doc.text(`Paid with: ${paidWith(detail)}`);
  if (detail.description) doc.text(`Description: ${detail.description}`);
  doc.moveDown();

  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Bold' : 'Regular').fontSize(9);
    const top = doc.y;
    let x = MARGIN;
    let bottom = top;
    cells.forEach((cell, index) => {
      const width = WIDTHS[index]!;
      doc.text(cell, x, top, { width: width - 4 });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    doc
      .moveTo(MARGIN, bottom + 3)
      .lineTo(MARGIN + WIDTHS.reduce((a, b) => a + b, 0), bottom + 3)
      .strokeColor('#ccc')
      .stroke();
    doc.x = MARGIN;
    doc.y = bottom + 6;
  };
  row(RECEIPT_COLUMNS, true);
  for (const line of receiptRows(detail, club)) {
    row([line.description, line.amount, line.tax, line.refund, line.quantity, line.returned, line.createdAt], false);
  }

  doc.moveDown();
  for (const [label, value] of receiptTotals(detail)) {
    doc
      .font(label === 'Total' ? 'Bold' : 'Regular')
      .fontSize(11)
      .text(`${label}: ${value}`, { align: 'right' });
  }
  if (detail.refunds.length > 0) {
    doc.moveDown().font('Bold').fontSize(11).text('Refunds', MARGIN);
    doc.font('Regular').fontSize(10);
    for (const refund of detail.refunds) {
      const parts = [`${formatReceiptTime(refund.createdAt, club)}: ${formatCents(refund.amount, detail.currency)}`];
      if (refund.tax > 0) parts.push(`(tax ${formatCents(refund.tax, detail.currency)})`);
      if (refund.count > 0) parts.push(`, ${refund.count} returned`);
      doc.text(parts.join(' '));
    }
  }
  doc.end();
  return done;
}
