import { parentPort } from 'node:worker_threads';
import { pdfStream } from '../pdf.ts';
import { PDF_DOCUMENTS, type PdfDocumentName } from './documents.ts';

// A thread that lays PDFs out (pdf-off-thread.ts): pdfmake measures every page of a document before its first byte,
// seconds of work for a tournament's whole results sheet, which on the main thread would hold every other request.
// One document at a time; its bytes go back in batches (one message per pdfkit chunk would cost the main thread more
// than the bytes themselves).

export type PdfJob = { id: number; name: PdfDocumentName; args: unknown[] };
export type PdfMessage = { id: number; chunk: Uint8Array } | { id: number; end: true } | { id: number; error: string };

const BATCH = 256 * 1024;

function run(job: PdfJob): Promise<void> {
  const post = (message: PdfMessage, transfer: ArrayBuffer[] = []) => parentPort?.postMessage(message, transfer);
  return (async () => {
    const build = PDF_DOCUMENTS[job.name] as (...args: unknown[]) => Parameters<typeof pdfStream>[0];
    const stream = await pdfStream(build(...job.args));
    let parts: Buffer[] = [];
    let size = 0;
    const flush = () => {
      if (!size) return;
      // A copy of its own: pdfkit's buffers may share memory that cannot be handed over.
      const chunk = new Uint8Array(size);
      let at = 0;
      for (const part of parts) {
        chunk.set(part, at);
        at += part.length;
      }
      parts = [];
      size = 0;
      post({ id: job.id, chunk }, [chunk.buffer]);
    };
    for await (const part of stream as AsyncIterable<Buffer>) {
      parts.push(part);
      size += part.length;
      if (size >= BATCH) flush();
    }
    flush();
    post({ id: job.id, end: true });
  })().catch((error: unknown) => post({ id: job.id, error: error instanceof Error ? error.message : String(error) }));
}

let queue = Promise.resolve();
parentPort?.on('message', (job: PdfJob) => {
  queue = queue.then(() => run(job));
});
