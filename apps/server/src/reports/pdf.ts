import { createRequire } from 'node:module';
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import pdfmake from 'pdfmake';
import roboto from 'pdfmake/fonts/Roboto.js';
import { sendDownload } from './download.ts';

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
  return sendPdfStream(reply, filename, await pdfStream(doc));
}

/** A PDF stream as the download: a failure after the headers went out can only abort the body. */
export function sendPdfStream(reply: FastifyReply, filename: string, stream: NodeJS.ReadableStream): FastifyReply {
  const body = new PassThrough();
  stream.on('error', (error: Error) => body.destroy(error));
  stream.pipe(body);
  return sendDownload(reply, filename, 'application/pdf', body);
}

// pdfmake lays a whole document out before rendering its first page, so a 300-page document holds 300 pages of layout
// in memory at once. Its two steps are public classes of the package: laying out and rendering one part at a time
// into the same pdfkit document, which writes each page out as the next begins, keeps memory flat.
const require = createRequire(import.meta.url);
type Page = { items: unknown[] };
const { default: LayoutBuilder } = require('pdfmake/js/LayoutBuilder.js') as {
  default: new (
    size: object,
    margins: object,
    svg: object,
  ) => {
    registerTableLayouts(layouts: object): void;
    layoutDocument(
      content: unknown[],
      doc: object,
      styles: object,
      defaultStyle: object,
      background?: unknown,
      header?: unknown,
      footer?: unknown,
    ): Page[];
  };
};
const { default: Renderer } = require('pdfmake/js/Renderer.js') as {
  default: new (doc: object) => { renderPages(pages: Page[]): void };
};
const { default: SVGMeasure } = require('pdfmake/js/SVGMeasure.js') as { default: new () => object };
const { normalizePageSize, normalizePageMargin } = require('pdfmake/js/PageSize.js') as {
  normalizePageSize(size: unknown, orientation: unknown): object;
  normalizePageMargin(margin: unknown): object;
};
const { tableLayouts } = require('pdfmake/js/tableLayouts.js') as { tableLayouts: object };
const { convertToDynamicContent } = require('pdfmake/js/helpers/tools.js') as { convertToDynamicContent(c: unknown): unknown };

/** How much rendered PDF may wait for a slow client before the next part is laid out. */
const BACKLOG = 2 ** 20;

/**
 * A long document made of parts that each start on a new page (every prospect's sheet): the first part goes through
 * pdfmake as usual (fonts, access policies, metadata), the others are laid out and rendered one at a time into the
 * same document, yielding between parts so the pages already written flow to the client and the server keeps
 * answering. Page numbers in headers and footers count within each part.
 */
export async function pdfPartsStream(doc: Omit<PdfDocument, 'content'>, parts: Iterable<PdfContent[]>): Promise<Readable> {
  const iterator = parts[Symbol.iterator]();
  const first = iterator.next();
  const definition = { ...BASE, ...doc, content: first.done ? [] : first.value };
  const pdf = (await pdfmake.createPdf(definition).getStream()) as unknown as Readable & { end(): void };
  const size = normalizePageSize(definition.pageSize, definition.pageOrientation);
  const margins = normalizePageMargin(definition.pageMargins);
  const header = doc.header && typeof doc.header !== 'function' ? convertToDynamicContent(doc.header) : doc.header;
  const footer = doc.footer && typeof doc.footer !== 'function' ? convertToDynamicContent(doc.footer) : doc.footer;
  void (async () => {
    try {
      for (let part = iterator.next(); !part.done; part = iterator.next()) {
        await nextTurn();
        while (pdf.readableLength > BACKLOG && !pdf.destroyed) await sleep(5);
        if (pdf.destroyed) return;
        const builder = new LayoutBuilder(size, margins, new SVGMeasure());
        builder.registerTableLayouts(tableLayouts);
        const pages = builder.layoutDocument(part.value, pdf, doc.styles ?? {}, BASE.defaultStyle, undefined, header, footer);
        new Renderer(pdf).renderPages(pages);
      }
      pdf.end();
    } catch (error) {
      pdf.destroy(error as Error);
    }
  })();
  return pdf;
}

/** Sends a document of parts (pdfPartsStream) as a PDF download. */
export async function sendPdfParts(
  reply: FastifyReply,
  filename: string,
  doc: Omit<PdfDocument, 'content'>,
  parts: Iterable<PdfContent[]>,
): Promise<FastifyReply> {
  return sendPdfStream(reply, filename, await pdfPartsStream(doc, parts));
}
