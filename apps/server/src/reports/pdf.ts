import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import pdfmake from 'pdfmake';
import roboto from 'pdfmake/fonts/Roboto.js';

// The one door to pdfmake on the server (DESIGN.md §2): Roboto from pdfmake's own package (it has every Spanish
// glyph: á é í ó ú ñ ¿ ¡), no URL ever fetched, and no local file read but those fonts, so a document definition
// built from user text can never make the server reach the network or its disk.

const FONT_FILES = new Set(Object.values(roboto.Roboto));
pdfmake.setFonts({ Roboto: roboto.Roboto });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => FONT_FILES.has(path));

/** A pdfmake content node; kept loose on purpose: pdfmake's own shape is wide and checked by pdfmake. */
export type PdfContent = string | number | PdfNode | PdfContent[];
export type PdfNode = { [key: string]: unknown };

/** The whole document: letter size, Roboto 9 pt, the product's colours. */
export type PdfDocument = {
  content: PdfContent[];
  pageOrientation?: 'portrait' | 'landscape';
  pageMargins?: [number, number, number, number];
  info?: { title: string };
  header?: PdfNode | ((page: number, pages: number) => PdfContent);
  footer?: PdfNode | ((page: number, pages: number) => PdfContent);
  styles?: Record<string, PdfNode>;
};

const BASE = {
  pageSize: 'LETTER',
  pageMargins: [36, 40, 36, 40],
  defaultStyle: { font: 'Roboto', fontSize: 9 },
};

/** The PDF as pdfkit's stream (tests and the bench read it whole; routes send it with sendPdf). */
export async function pdfStream(doc: PdfDocument): Promise<NodeJS.ReadableStream> {
  const stream = await pdfmake.createPdf({ ...BASE, ...doc }).getStream();
  // pdfkit writes the trailer on end(); the pages were already laid out and rendered into it.
  stream.end();
  return stream;
}

/**
 * Sends a document as a PDF download. The definition is laid out and rendered before the first byte (pdfmake
 * measures every page first); the bytes then flow to the client through the reply with backpressure.
 */
export async function sendPdf(reply: FastifyReply, filename: string, doc: PdfDocument): Promise<FastifyReply> {
  const body = new PassThrough();
  const stream = await pdfStream(doc);
  stream.on('error', (error: Error) => body.destroy(error));
  stream.pipe(body);
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(body);
}
