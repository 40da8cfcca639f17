import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { FastifyReply } from 'fastify';
import { sendPdfStream } from './pdf.ts';
import type { PdfDocumentArgs, PdfDocumentName } from './pdf-worker/documents.ts';
import type { PdfJob, PdfMessage } from './pdf-worker/worker.ts';

// Large PDFs laid out off the event loop (issue 22): pdfmake lays a document out in one synchronous run before its
// first byte — 4,246 seats of a results sheet held the server for 3.8 s, every other user waiting. Worker threads do
// it instead, as many as the machine has cores to spare (at least one), started when first needed and kept; a
// document waits for a free one. The main thread only passes the bytes on.

const POOL = Math.max(1, Math.min(4, availableParallelism() - 1));
const BOOT = new URL('./pdf-worker/boot.mjs', import.meta.url);

type Job = PdfJob & { out: Readable; started: (error?: Error) => void; first: boolean };
type Slot = { worker: Worker; job: Job | null };

const slots: Slot[] = [];
const waiting: Job[] = [];
let nextId = 1;

function fail(slot: Slot, error: Error) {
  const job = slot.job;
  slot.job = null;
  if (!job) return;
  if (job.first) job.started(error);
  else job.out.destroy(error);
}

function spawn(): Slot {
  // Never keeps the process up by itself: an idle pool does not stop the server (or a test run) from ending.
  const worker = new Worker(BOOT);
  worker.unref();
  const slot: Slot = { worker, job: null };
  worker.on('message', (message: PdfMessage) => {
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    if ('error' in message) return fail(slot, new Error(message.error));
    if (job.first) {
      job.first = false;
      job.started();
    }
    if ('chunk' in message) job.out.push(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.length));
    else {
      job.out.push(null);
      slot.job = null;
      next();
    }
  });
  // A worker that dies takes its document with it; the next document gets a new one.
  const gone = (error: Error) => {
    slots.splice(slots.indexOf(slot), 1);
    fail(slot, error);
    next();
  };
  worker.on('error', gone);
  worker.on('exit', (code) => {
    if (slots.includes(slot)) gone(new Error(`El proceso de PDF terminó (${code})`));
  });
  slots.push(slot);
  return slot;
}

function next(): void {
  while (waiting.length) {
    const slot = slots.find((s) => !s.job) ?? (slots.length < POOL ? spawn() : null);
    if (!slot) return;
    const job = waiting.shift() as Job;
    slot.job = job;
    const { id, name, args } = job;
    slot.worker.postMessage({ id, name, args } satisfies PdfJob);
  }
}

/** The document laid out on a worker thread; resolves with its bytes once the first have come (after the layout). */
export function pdfOffThread<N extends PdfDocumentName>(name: N, ...args: PdfDocumentArgs<N>): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const out = new Readable({ read() {} });
    waiting.push({
      id: nextId++,
      name,
      args,
      out,
      first: true,
      started: (error) => (error ? reject(error) : resolve(out)),
    });
    next();
  });
}

/** Sends a document laid out on a worker thread as a PDF download. */
export async function sendPdfOffThread<N extends PdfDocumentName>(
  reply: FastifyReply,
  filename: string,
  name: N,
  ...args: PdfDocumentArgs<N>
): Promise<FastifyReply> {
  return sendPdfStream(reply, filename, await pdfOffThread(name, ...args));
}
