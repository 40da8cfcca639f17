import type { RosterAnswer } from '@doyang/domain';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { SmallPagination } from '../../resources/shared/SmallPagination.tsx';

type Props = {
  label: string;
  columns: (string | false)[];
  page: RosterAnswer;
  empty: string;
  onPage: (page: number) => void;
  children: ReactNode;
};

/** The roster table (50 rows a page, spec 02 §9), scrolling sideways on narrow screens. */
export const RosterTable = ({ label, columns, page, empty, onPage, children }: Props) => (
  <Paper variant="outlined">
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {columns
              .filter((c): c is string => Boolean(c))
              .map((c) => (
                <TableCell key={c} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {c}
                </TableCell>
              ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
    {page.total === 0 ? (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {empty}
      </Typography>
    ) : (
      <SmallPagination count={page.total} page={page.current_page - 1} perPage={page.per_page} onPage={(p) => onPage(p + 1)} />
    )}
  </Paper>
);
