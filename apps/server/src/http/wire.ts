/**
 * What JSON.stringify makes of a value: a Date travels as its ISO text. Answers are described as they travel (the
 * answer check reads the wire form), so a stored row's timestamps are strings in its schema.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/**
 * A row read through drizzle (its timestamps Dates) typed as it travels. Nothing is converted: serialising the answer
 * does it, exactly as the type says.
 */
export const onWire = <T>(value: T): Wire<T> => value as unknown as Wire<T>;
