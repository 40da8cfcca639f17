import { DOYANG_TYPES, type UserRecordAnswer } from '@doyang/domain';
import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SectionCard } from './SectionCard.tsx';
import { SmallPagination } from './SmallPagination.tsx';

/** Spec 02 §2, §9: the doyang table of the user and sinodal forms shows 5 per page. */
export const PERSON_DOYANGS_PER_PAGE = 5;

/** Doyangs where the person teaches (`append=all_doyangs`), each linking to the doyang's form. */
export const PersonDoyangs = () => {
  const record = useRecordContext<Pick<UserRecordAnswer, 'all_doyangs'>>();
  const [page, setPage] = useState(0);
  const rows = record?.all_doyangs ?? [];
  const shown = rows.slice(page * PERSON_DOYANGS_PER_PAGE, (page + 1) * PERSON_DOYANGS_PER_PAGE);
  return (
    <SectionCard title="DOYANGS DONDE DA CLASE" testId="person-doyangs">
      {rows.length ? (
        <>
          <Table size="small" aria-label="Doyangs donde da clase">
            <TableHead>
              <TableRow>
                <TableCell>Doyang</TableCell>
                <TableCell>Tipo</TableCell>
                <TableCell>Como</TableCell>
                <TableCell>Estado</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((d) => (
                <TableRow key={`${d.id}-${d.as}`}>
                  <TableCell>
                    <Link component={RouterLink} to={`/doyangs/${d.id}`}>
                      {d.name}
                    </Link>
                  </TableCell>
                  <TableCell>{d.doyang_type_id === DOYANG_TYPES.CLUB ? 'Club' : 'Doyang'}</TableCell>
                  <TableCell>{d.as === 'responsible' ? 'Responsable' : 'Personal'}</TableCell>
                  <TableCell>{d.active ? 'Activo' : 'Inactivo'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rows.length > PERSON_DOYANGS_PER_PAGE && (
            <SmallPagination count={rows.length} page={page} perPage={PERSON_DOYANGS_PER_PAGE} onPage={setPage} />
          )}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No da clase en ningún doyang.
        </Typography>
      )}
    </SectionCard>
  );
};
