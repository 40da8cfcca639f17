// Every factory call takes the next number of this test file's process, so names and e-mails never clash
// and a test can make as many rows as it needs (each test file has a database of its own).
let counter = 0;

export const nextNumber = (): number => ++counter;

/** A row given as itself or by its id. */
export type Ref = number | { id: number };

export const idOf = (ref: Ref): number => (typeof ref === 'number' ? ref : ref.id);
