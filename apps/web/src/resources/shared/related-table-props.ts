import type { Key, ReactNode } from 'react';
import type { RelatedAdapter, RelatedColumn, RelatedForm, RelatedGate, RelatedTexts, RowButton } from './related-types.ts';

/** New rows come from a header button that opens the form's dialog, or from the form left open by the table. */
export type AddMode =
  | { button: { label: string; testId?: string; icon?: ReactNode } }
  | { inline: 'before' | 'after'; insideForm?: boolean };

/** Without `confirm` the row goes at once (an unsaved item of a form). */
export type RemoveButton<Row> = RowButton<Row> & { confirm?: { title: string; content?: string } };

export type RelatedTableProps<Row, Values, Input> = {
  title: string;
  /** 'card': a block under a record's form; 'plain': a titled part of the form itself. */
  variant?: 'card' | 'plain';
  testId?: string;
  /** Beside the add button (a year selector). */
  headerAction?: ReactNode;
  description?: ReactNode;
  columns: RelatedColumn<Row>[];
  /** The rows the record already carries, when the adapter has no `load`. */
  rows?: Row[];
  adapter: RelatedAdapter<Row, Input>;
  gate: RelatedGate;
  texts?: RelatedTexts;
  form?: RelatedForm<Row, Values, Input>;
  add?: AddMode;
  edit?: RowButton<Row>;
  remove?: RemoveButton<Row>;
  empty: string;
  table: { label: string; testId?: string };
  rowKey?: (row: Row, index: number) => Key;
  rowTestId?: (row: Row) => string;
  /** A full-width line under each row (a requisite's doyangs). */
  detail?: (row: Row) => ReactNode;
  footer?: ReactNode;
};
