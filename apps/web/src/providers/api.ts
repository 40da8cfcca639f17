import { HttpError } from 'react-admin';
import { getToken } from './session.ts';

export const API_BASE = '/api';

export type ApiErrorBody = { message?: string; errors?: Record<string, string[] | string> };
export type QueryValue = string | number | boolean | null | undefined;

export function buildQuery(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** 422 field errors → react-admin's `{field: text, root: {serverError}}` so forms show them under the inputs. */
export function toFormErrors(errors: ApiErrorBody['errors'], message?: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(errors ?? {})) {
    const text = Array.isArray(value) ? value[0] : value;
    if (!text) continue;
    if (field === '_' || field === '') out.root = { serverError: text };
    else out[field] = text;
  }
  if (!Object.keys(out).length && message) out.root = { serverError: message };
  return out;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** JSON call to the API with the bearer token; failures reject with react-admin's HttpError. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const h = new Headers(headers);
  h.set('Accept', 'application/json');
  if (json !== undefined) h.set('Content-Type', 'application/json');
  const token = getToken();
  if (token && !h.has('Authorization')) h.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API_BASE}${path}`, {
    ...rest,
    headers: h,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const body = await readBody(response);
  if (!response.ok) {
    const err = (body && typeof body === 'object' ? body : {}) as ApiErrorBody;
    const message = err.message || response.statusText || 'ra.notification.http_error';
    const payload = response.status === 422 ? { ...err, errors: toFormErrors(err.errors, err.message) } : err;
    throw new HttpError(message, response.status, payload);
  }
  return body as T;
}
