import { type DoyangListItemAnswer, MSG } from '@doyang/domain';
import { Box, Checkbox, Chip, FormControlLabel, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { RelatedTable } from '../shared/RelatedTable.tsx';
import { useRelatedRights } from '../shared/related-rights.ts';
import { restAdapter } from '../shared/rest-adapter.ts';
import { useListAll } from '../shared/use-list-all.ts';
import { requisiteForm } from './RequisiteFields.tsx';
import { type CategoryRequisite, requisitesApi } from './requisites-api.ts';
import { useRequisiteToggle } from './use-requisite-toggle.ts';

const TEXTS = {
  add: { done: MSG.createdAccent, failed: MSG.createError },
  update: { done: MSG.modifiedAccent, failed: MSG.modifyError },
  remove: { done: MSG.deletedData, doneType: 'info', failed: MSG.generic },
} as const;

/** REQUISITOS of a category: create, edit, delete, and for each doyang of the category whether it meets each one. */
export const CategoryRequisites = () => {
  const record = useRecordContext();
  const categoryId = Number(record?.id);
  const rights = useRelatedRights({ resource: requisitesApi.resource });
  const adapter = restAdapter(useApi(requisitesApi), { doyang_category_id: categoryId, with: 'doyangs' });
  const doyangs = useListAll<DoyangListItemAnswer>('doyangs', { doyang_category_id: categoryId }, Boolean(record));
  const flip = useRequisiteToggle(adapter.load.key);
  if (!record) return null;
  const members = doyangs.data ?? [];
  const meeting = (r: CategoryRequisite) => r.doyangs.filter((id) => members.some((d) => d.id === id)).length;

  return (
    <RelatedTable
      title="REQUISITOS"
      testId="category-requisites"
      table={{ label: 'Requisitos' }}
      columns={[
        {
          label: 'Requisito',
          wrap: 'anywhere',
          render: (r) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{r.name}</Typography>
              {!r.active && <Chip size="small" label="Inactivo" />}
            </Box>
          ),
        },
        { label: 'Cumplen', wrap: 'nowrap', render: (r) => `${meeting(r)} de ${members.length}` },
      ]}
      rowTestId={(r) => `requisite-${r.id}`}
      detail={(r) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {members.map((d) => (
            <FormControlLabel
              key={d.id}
              label={<Typography variant="body2">{d.name}</Typography>}
              control={
                <Checkbox
                  size="small"
                  checked={r.doyangs.includes(d.id)}
                  disabled={!rights.edit}
                  onChange={(e) => flip(r, d.id, e.target.checked)}
                  slotProps={{ input: { 'aria-label': `${d.name} cumple ${r.name}` } }}
                />
              }
            />
          ))}
        </Box>
      )}
      empty="Esta categoría no tiene requisitos."
      adapter={adapter}
      gate={rights}
      texts={TEXTS}
      form={requisiteForm(categoryId)}
      add={{ button: { label: 'Agregar requisito', testId: 'add-requisite' } }}
      edit={{ tooltip: 'Editar requisito', label: (r) => `Editar ${r.name}` }}
      remove={{ tooltip: 'Eliminar requisito', label: (r) => `Eliminar ${r.name}`, confirm: { title: 'Eliminar requisito' } }}
    />
  );
};
