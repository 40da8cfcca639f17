import { MSG } from '@doyang/domain';
import { Box, Button } from '@mui/material';
import { SelectInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useListAll } from './use-list-all.ts';

/** Degree of a staff member or sinodal: optional, with 'Quitar grado' to clear it (spec 02 §2). */
export const DegreeWithClear = () => {
  const { data = [] } = useListAll<{ id: number; name: string }>('degrees', { 'orderBy[order]': 'asc' });
  const { setValue } = useFormContext();
  const degree = useWatch({ name: 'degree_id' });
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <SelectInput source="degree_id" choices={data} emptyText="Sin grado" sx={{ flex: 1 }} />
      <Button
        size="small"
        onClick={() => setValue('degree_id', null, { shouldDirty: true })}
        disabled={!degree}
        sx={{ mt: 1.5, whiteSpace: 'nowrap' }}
        data-testid="remove-degree"
      >
        {MSG.removeDegree}
      </Button>
    </Box>
  );
};
