import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Fragment, type Key, type ReactNode } from 'react';
import type { RelatedColumn } from './related-types.ts';

type Props<Row> = {
  label: string;
  testId?: string;
  columns: RelatedColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => Key;
  rowTestId?: (row: Row) => string;
  /** The row's buttons, when the user has any. */
  actions?: (row: Row) => ReactNode;
  /** A full-width line under the row (a requisite's doyangs). */
  detail?: (row: Row) => ReactNode;
  footer?: ReactNode;
};

const WRAP = { nowrap: { whiteSpace: 'nowrap' }, anywhere: { overflowWrap: 'anywhere' } } as const;

/** The table of a child list: declared columns, each row's buttons at the right. */
export function RelatedRows<Row>({ label, testId, columns, rows, rowKey, rowTestId, actions, detail, footer }: Props<Row>) {
  const span = columns.length + (actions ? 1 : 0);
  return (
    <Table size="small" aria-label={label} data-testid={testId}>
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.label} align={c.align}>
              {c.label}
            </TableCell>
          ))}
          {actions && <TableCell align="right">Acciones</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <Fragment key={rowKey(row, index)}>
            <TableRow data-testid={rowTestId?.(row)} sx={detail ? { '& > td': { borderBottom: 'none' } } : undefined}>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.align} sx={c.wrap ? WRAP[c.wrap] : undefined}>
                  {c.render(row, index)}
                </TableCell>
              ))}
              {actions && (
                <TableCell align="right" sx={{ py: 0, whiteSpace: 'nowrap' }}>
                  {actions(row)}
                </TableCell>
              )}
            </TableRow>
            {detail && (
              <TableRow>
                <TableCell colSpan={span} sx={{ pt: 0 }}>
                  {detail(row)}
                </TableCell>
              </TableRow>
            )}
          </Fragment>
        ))}
        {footer}
      </TableBody>
    </Table>
  );
}
