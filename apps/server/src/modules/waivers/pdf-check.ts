import { PDFDocument } from 'pdf-lib';

export const PDF_MESSAGES = {
  notPdf: 'The waiver must be a PDF file.',
  damaged: 'The waiver PDF is damaged or incomplete.',
  markup: 'The waiver must not contain web page markup.',
} as const;

const PDF_MAGIC = Buffer.from('%PDF-');
/** PDF readers look for the trailer this far from the end (ISO 32000 says "the last line"; writers pad a little). */
const TRAILER_WINDOW_BYTES = 1024;
/**
 * Markup a browser would run if it ever treated the file as a page (an HTML file renamed .pdf with a `%PDF-`
 * prefix). Real PDFs do not carry these as text; their compressed streams are binary.
 */
const MARKUP = [/<\s*script[\s>/]/i, /<\s*html[\s>]/i, /<!doctype\s+html/i, /<\s*iframe[\s>/]/i, /<\s*body[\s>]/i];

/**
 * Whether `content` is a real PDF document: the `%PDF-` header, a `startxref` and `%%EOF` trailer at the end, no
 * HTML markup anywhere, and a document pdf-lib can load with at least one page. Answers the reason it is not, or
 * null. Encrypted PDFs (permission-restricted waivers are common) are accepted: only their structure is read.
 */
export async function pdfProblem(content: Buffer): Promise<string | null> {
  if (!content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return PDF_MESSAGES.notPdf;
  // latin1 maps each byte to one character, so binary streams cannot hide or fake a match by encoding.
  const text = content.toString('latin1');
  if (MARKUP.some((pattern) => pattern.test(text))) return PDF_MESSAGES.markup;
  const tail = text.slice(-TRAILER_WINDOW_BYTES);
  if (!tail.includes('%%EOF') || !tail.includes('startxref')) return PDF_MESSAGES.damaged;
  try {
    const document = await PDFDocument.load(content, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    return document.getPageCount() > 0 ? null : PDF_MESSAGES.damaged;
  } catch {
    return PDF_MESSAGES.damaged;
  }
}
