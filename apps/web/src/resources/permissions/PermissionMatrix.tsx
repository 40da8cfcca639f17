import { type Action, type MatrixRowAnswer, MSG, PAGE_SIZES } from '@doyang/domain';
import { Checkbox, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { errorText } from '../shared/error-text.ts';
import { cellOf, MATRIX_ACTIONS, withSections } from './permission-cells.ts';
import { type MatrixTarget, permissionsApi } from './permissions-api.ts';

/** The wait before the matrix reloads after a tick (spec 03 §9: 750 ms), so a run of ticks reloads once. */
const RELOAD_MS = 750;
const PER_PAGE = PAGE_SIZES.permissions;

type Pending = Record<string, boolean>;
const key = (row: MatrixRowAnswer, action: Action) => `${row.name}:${action}`;

/** The matrix of areas by read / update / create / delete for one role or user; each tick saves at once. */
export const PermissionMatrix = ({ target }: { target: MatrixTarget }) => {
  const api = useApi(permissionsApi);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending>({});
  const reload = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queryKey = ['permissions', 'matrix', target, page];
  const matrix = useQuery({ queryKey, queryFn: () => api.matrix(target, page, PER_PAGE) });
  useEffect(() => () => clearTimeout(reload.current), []);

  const tick = async (row: MatrixRowAnswer, action: Action, checked: boolean) => {
    const k = key(row, action);
    setPending((p) => ({ ...p, [k]: checked }));
    try {
      // The state the box shows, not a flip: a double click or a retry leaves the flag as the user sees it.
      await api.toggle({ name: row.name as never, type: action, value: checked, ...target });
      notify(MSG.permissionSaved, { type: 'success', autoHideDuration: 2000 });
    } catch (error) {
      notify(errorText(error, MSG.permissionSaveError), { type: 'error' });
      setPending(({ [k]: _, ...rest }) => rest);
      return;
    }
    clearTimeout(reload.current);
    reload.current = setTimeout(async () => {
      await queryClient.invalidateQueries({ queryKey: ['permissions', 'matrix'] });
      setPending({});
    }, RELOAD_MS);
  };

  if (matrix.isPending) return <Typography sx={{ p: 2 }}>Cargando…</Typography>;
  if (matrix.isError) return <Typography color="error">{errorText(matrix.error, MSG.permissionSaveError)}</Typography>;
  const { data, total } = matrix.data;
  return (
    <>
      <Table size="small" aria-label="Permisos">
        <TableHead>
          <TableRow>
            <TableCell>Área</TableCell>
            {MATRIX_ACTIONS.map((c) => (
              <TableCell key={c.action} align="center">
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {withSections(data).map((item) =>
            'section' in item ? (
              <TableRow key={`#${item.section}`}>
                <TableCell colSpan={5} sx={{ fontWeight: 700, bgcolor: 'action.hover' }}>
                  {item.section}
                </TableCell>
              </TableRow>
            ) : (
              <TableRow key={item.row.id} hover data-area={item.row.name}>
                <TableCell>{item.row.name}</TableCell>
                {MATRIX_ACTIONS.map(({ action, label }) => {
                  const cell = cellOf(item.row, action);
                  const checked = pending[key(item.row, action)] ?? cell.checked;
                  const box = (
                    <Checkbox
                      checked={checked}
                      disabled={cell.disabled}
                      color={cell.fromRole ? 'secondary' : 'primary'}
                      onChange={(e) => tick(item.row, action, e.target.checked)}
                      slotProps={{ input: { 'aria-label': `${item.row.name}: ${label}` } }}
                    />
                  );
                  return (
                    <TableCell key={action} align="center" padding="checkbox">
                      {cell.fromRole ? (
                        <Tooltip title={MSG.permissionFromRole}>
                          <span>{box}</span>
                        </Tooltip>
                      ) : (
                        box
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
      {total > PER_PAGE && (
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[]}
          onPageChange={(_, p) => setPage(p + 1)}
        />
      )}
    </>
  );
};
