import { TablePagination } from '@mui/material';

type Props = { count: number; page: number; perPage: number; onPage: (page: number) => void };

/** Pages of a small in-form table (5 rows, spec 02 §9), in Spanish. */
export const SmallPagination = ({ count, page, perPage, onPage }: Props) => (
  <TablePagination
    component="div"
    count={count}
    page={page}
    onPageChange={(_, p) => onPage(p)}
    rowsPerPage={perPage}
    rowsPerPageOptions={[]}
    labelDisplayedRows={({ from, to, count: total }) => `${from}-${to} de ${total}`}
    getItemAriaLabel={(type) => (type === 'next' ? 'Página siguiente' : type === 'previous' ? 'Página anterior' : type)}
  />
);
