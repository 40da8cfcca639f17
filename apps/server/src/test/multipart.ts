import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

/** A file part: its bytes, the name the client gives it (never used by the server) and the type it claims. */
export type FilePart = { bytes: Uint8Array; filename?: string; type?: string };

/** A multipart/form-data body as a browser's FormData sends it (Node's own encoder), with its content type. */
export async function multipartBody(parts: Record<string, string | FilePart>): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }),
        value.filename ?? 'archivo',
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

/** Sends a multipart form as `token`'s bearer. */
export async function sendForm(
  t: Pick<TestApp, 'app'>,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  parts: Record<string, string | FilePart>,
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipartBody(parts);
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload });
}
