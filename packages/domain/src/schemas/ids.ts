import { z } from 'zod';
import { MSG } from '../messages.ts';

/** A value the user left blank: nothing, null, or only spaces. */
export const isBlank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A record id the form must carry; a blank one is the spec's 'El campo no puede estar vacio'. */
export const requiredId = z.preprocess(
  (v) => (isBlank(v) ? undefined : v),
  z.coerce.number({ error: MSG.required }).int().positive(),
);
