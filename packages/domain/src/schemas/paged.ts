import type { z } from 'zod';
import type { paged } from './answers.ts';

/** A page of a list (`paginate=1`) as paged() answers it, over the record's type: what the web and the tests read. */
export type Paged<T> = z.infer<ReturnType<typeof paged<z.ZodType<T>>>>;
