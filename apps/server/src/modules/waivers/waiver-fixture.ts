import { PDFDocument } from 'pdf-lib';

/** A real one-page PDF, as a word processor's export would be: the upload checks the document's structure. */
export async function onePagePdf(text = 'Riverside waiver'): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([612, 792]).drawText(text, { x: 72, y: 700 });
  return Buffer.from(await document.save());
}
