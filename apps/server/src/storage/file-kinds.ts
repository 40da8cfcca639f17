import { UPLOAD_KINDS, type UploadExtension } from '@doyang/domain';
import { fileTypeFromBuffer } from 'file-type';

/** What an uploaded file is, by its bytes: the extension the server gives it and the type it is sent with. */
export type DocumentKind = { extension: UploadExtension; contentType: string };

// file-type names each format by its signature; only these become files of the product. An Illustrator file is a PDF
// with Adobe's private data inside (file-type says 'ai'): any PDF reader opens it, so it is kept as the PDF it is.
const ACCEPTED: Record<string, UploadExtension> = { pdf: 'pdf', ai: 'pdf', png: 'png', jpg: 'jpg', webp: 'webp' };

/**
 * The kind of a PDF or image from its content, never from its name or the type the browser claims: a text, a zip, an
 * executable or an SVG (scripts) named `x.pdf` is null. Only the first bytes are read.
 */
export async function documentKind(bytes: Uint8Array): Promise<DocumentKind | null> {
  const found = await fileTypeFromBuffer(bytes);
  const extension = found && ACCEPTED[found.ext];
  return extension ? { extension, contentType: UPLOAD_KINDS[extension] } : null;
}

/** The type a stored file is sent with, from its key's extension (a person's file keeps no type of its own). */
export const contentTypeOf = (extension: string): string =>
  (UPLOAD_KINDS as Record<string, string>)[extension] ?? 'application/octet-stream';
