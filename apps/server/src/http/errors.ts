import { MSG } from '@doyang/domain';

/** An error that becomes a JSON answer with this status; routes throw these instead of replying by hand. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const unauthenticated = (message: string = MSG.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message);
export const notFound = () => new HttpError(404, MSG.notFound);

/** 422 with the first Spanish text of each field as message, like the spec's forms show them. */
export function validationError(errors: Record<string, string[]>): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? MSG.invalidData;
  return new HttpError(422, first, errors);
}
