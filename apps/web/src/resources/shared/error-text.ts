import { HttpError } from 'react-admin';

/** The most useful text of a failed call: a non-field 422 text, else the server's message, else `fallback`. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    const root = (error.body as { errors?: { root?: { serverError?: string } } } | undefined)?.errors?.root?.serverError;
    return root || error.message || fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
