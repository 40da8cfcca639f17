import { MSG } from '@doyang/domain';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { RemovePersonButton } from '../shared/RemovePersonButton.tsx';
import { SmallPagination } from '../shared/SmallPagination.tsx';

/** Spec 02 §9: the pick-up people table shows 5 per page. */
export const PICKERS_PER_PAGE = 5;
type Picker = { name: string; telephone: string | null; kinship: string | null };
const blank = { name: '', telephone: '', kinship: '' };

/** Authorised pick-up people (name, telephone, kinship): add and remove, 5 a page; saved with the student. */
export const ChildPickers = () => {
  const { fields, append, remove } = useFieldArray<{ child_pickers: Picker[] }>({ name: 'child_pickers' });
  const [draft, setDraft] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const shown = fields.slice(page * PICKERS_PER_PAGE, (page + 1) * PICKERS_PER_PAGE);

  const add = () => {
    const name = draft.name.trim();
    if (!name) return setError(MSG.required);
    if (name.length > 100) return setError(MSG.nameTooLong);
    append({
      name: name.toUpperCase(),
      telephone: draft.telephone.trim() || null,
      kinship: draft.kinship.trim().toUpperCase() || null,
    });
    setDraft(blank);
    setError(null);
    setPage(Math.floor(fields.length / PICKERS_PER_PAGE));
  };
  const drop = (index: number) => {
    remove(index);
    if (page > 0 && fields.length - 1 <= page * PICKERS_PER_PAGE) setPage(page - 1);
  };

  return (
    <Box component="section" aria-label="Personas autorizadas" sx={{ width: '100%' }} data-testid="child-pickers">
      <Typography variant="overline" component="h2" sx={{ fontWeight: 700, color: 'text.secondary', display: 'block' }}>
        Personas autorizadas para recoger al alumno
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 1 }}>
        {(['name', 'telephone', 'kinship'] as const).map((key) => (
          <TextField
            key={key}
            size="small"
            label={{ name: 'Nombre completo', telephone: 'Teléfono', kinship: 'Parentesco' }[key]}
            value={draft[key]}
            onChange={(e) => setDraft({ ...draft, [key]: key === 'telephone' ? e.target.value : e.target.value.toUpperCase() })}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault(); // Enter adds the person instead of submitting the student form
              add();
            }}
            error={key === 'name' && Boolean(error)}
            helperText={key === 'name' ? error : undefined}
            sx={{ flex: key === 'name' ? '2 1 220px' : '1 1 140px', m: 0 }}
            slotProps={{ htmlInput: { 'data-testid': `picker-${key}` } }}
          />
        ))}
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ height: 40 }} data-testid="picker-add">
          Agregar
        </Button>
      </Box>
      {fields.length > 0 && (
        <>
          <Table size="small" aria-label="Personas autorizadas">
            <TableHead>
              <TableRow>
                <TableCell>Nombre</TableCell>
                <TableCell>Teléfono</TableCell>
                <TableCell>Parentesco</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((f, i) => (
                <TableRow key={f.id}>
                  <TableCell>{f.name}</TableCell>
                  <TableCell>{f.telephone}</TableCell>
                  <TableCell>{f.kinship}</TableCell>
                  <TableCell align="right" sx={{ py: 0 }}>
                    <RemovePersonButton name={f.name} title="Quitar" onClick={() => drop(page * PICKERS_PER_PAGE + i)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <SmallPagination count={fields.length} page={page} perPage={PICKERS_PER_PAGE} onPage={setPage} />
        </>
      )}
    </Box>
  );
};
