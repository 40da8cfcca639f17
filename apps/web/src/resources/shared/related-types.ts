import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';

/** One column of a child table: its header and what each row shows in it. */
export type RelatedColumn<Row> = {
  label: string;
  render: (row: Row, index: number) => ReactNode;
  align?: 'left' | 'right';
  /** Dates and amounts keep to one line; free text breaks anywhere rather than widen the table. */
  wrap?: 'nowrap' | 'anywhere';
};

/**
 * How a panel reads and changes its rows. Plain REST on a child resource is `restAdapter`; where the contract
 * says otherwise (a doyang's staff through the doyang, a group's kyosas, the items of an unsaved form) the panel
 * gives its own functions, so the calls stay the spec's.
 */
export type RelatedAdapter<Row, Input> = {
  /** Rows of their own call, cached under `key` and refetched after every change; without it the table shows `rows`. */
  load?: { key: QueryKey; fn: () => Promise<Row[]> };
  /** Each returns the answer, or a promise of it (a form's own list changes at once). */
  add?: (input: Input) => unknown;
  update?: (row: Row, input: Input) => unknown;
  remove?: (row: Row) => unknown;
};

/** What the buttons may do for this user. */
export type RelatedRights = { add: boolean; edit: boolean; remove: boolean };

/**
 * The rights of a resource's permission area, by react-admin action ('create', 'edit', 'delete' by default: a
 * group's kyosas are an 'edit' of the group), or rights the panel decides itself (a rule of its own).
 */
export type RelatedGate = RelatedRights | { resource: string; add?: string; edit?: string; remove?: string };

/** The notifications of one action, with the spec's texts. */
export type RelatedNotice = {
  /** A fixed text, or one taken from the answer (`{message}`); none for changes the user saves later. */
  done?: string | ((answer: unknown) => string | undefined);
  doneType?: 'success' | 'info';
  failed?: string;
  /** The server's own reason when it gives one (a rule refused), else `failed`. */
  serverText?: boolean;
};

export type RelatedTexts = { add?: RelatedNotice; update?: RelatedNotice; remove?: RelatedNotice };

/** Field texts by the schema's keys; `root` holds a text that belongs to no field. */
export type FieldErrors = Record<string, string>;

/** What a form's fields get: the values, their texts, and a setter that clears the field's text. */
export type FieldBinding<Values> = {
  values: Values;
  errors: FieldErrors;
  set: <K extends keyof Values>(key: K, value: Values[K]) => void;
  submit: () => void;
  saving: boolean;
};

/** A body before its check: any field may still be missing. */
export type Draft<Input> = { [K in keyof Input]: Input[K] | null | undefined };

/**
 * The add/edit form of a row, checked with the zod schema the server checks the same call with. Values are
 * what the inputs hold (a picked person, a text); `toInput` turns them into the call's body, which the schema
 * checks and, once it passes, the adapter sends. Value keys are the body's keys, so a text lands under its input.
 */
export type RelatedForm<Row, Values, Input> = {
  title: string | ((row: Row | null) => string);
  schema: ZodType;
  initial: (row: Row | null) => Values;
  toInput: (values: Values) => Draft<Input>;
  /** Fields an update schema lets a call omit but this form always fills. */
  required?: (keyof Input & string)[];
  fields: (field: FieldBinding<Values>) => ReactNode;
  submit: { label: string; testId?: string };
  maxWidth?: 'xs' | 'sm';
};

/** An icon button of a row: its tooltip and the accessible name that says which row. */
export type RowButton<Row> = { tooltip?: string; label: (row: Row) => string };

export type Outcome = { ok: true } | { ok: false; errors: FieldErrors };
