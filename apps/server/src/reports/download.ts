import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';

/** Text without its accents: 'NEZAHUALCÓYOTL' → 'NEZAHUALCOYOTL'. */
const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * A file name from a record's name, accents kept: 'MDK ORIENTE NEZAHUALCÓYOTL' → 'mdk-oriente-nezahualcóyotl'.
 * Anything but letters and digits becomes a hyphen, so no name can carry a path or a quote into the header.
 */
export function fileSlug(text: string): string {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'archivo'
  );
}

/**
 * Sends a body as a file download. Every download goes through here: `content-disposition` writes the name as
 * `filename*=UTF-8''…` (RFC 6266/8187) so browsers keep its accents, with an ASCII `filename=` for old clients.
 */
export function sendDownload(reply: FastifyReply, filename: string, contentType: string, body: unknown): FastifyReply {
  const fallback = withoutAccents(filename).replace(/[^\x20-\x7e]/g, '_');
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', contentDisposition(filename, { fallback }))
    .send(body);
}
