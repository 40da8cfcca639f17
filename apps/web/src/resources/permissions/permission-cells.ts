import { type Action, isCellDisabled, type MatrixRowAnswer } from '@doyang/domain';

/** The matrix columns in the spec's order: read / update / create / delete. */
export const MATRIX_ACTIONS: readonly { action: Action; label: string }[] = [
  { action: 'read', label: 'Leer' },
  { action: 'update', label: 'Modificar' },
  { action: 'create', label: 'Crear' },
  { action: 'delete', label: 'Eliminar' },
];

export type Cell = { checked: boolean; fromRole: boolean; disabled: boolean };

/**
 * What one checkbox shows: a user's cell is ticked by their own flag or by their role's; a flag the role gives cannot
 * be taken from one user here (effective permissions add up), so that cell is shown ticked and locked.
 */
export function cellOf(row: MatrixRowAnswer, action: Action): Cell {
  const fromRole = row.from_role?.[action] === true;
  return {
    checked: row[action] || fromRole,
    fromRole,
    disabled: isCellDisabled(row.name, action) || fromRole,
  };
}

/** Rows with a section title before the first row of each section (spec 03 §6 groups the matrix). */
export function withSections(rows: readonly MatrixRowAnswer[]): ({ section: string } | { row: MatrixRowAnswer })[] {
  const out: ({ section: string } | { row: MatrixRowAnswer })[] = [];
  rows.forEach((row, i) => {
    if (i === 0 || rows[i - 1].section !== row.section) out.push({ section: row.section });
    out.push({ row });
  });
  return out;
}
