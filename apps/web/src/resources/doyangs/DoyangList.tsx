import { DOYANG_TYPES } from '@doyang/domain';
import { Box, Tab, Tabs } from '@mui/material';
import { DataTable, useListContext } from 'react-admin';
import { ResourceList } from '../shared/ResourceList.tsx';

const tabSx = { minHeight: 44, '& .MuiTab-root': { textTransform: 'none', fontWeight: 600, minHeight: 44 } };

/** Doyangs / Clubes (doyang_type_id 1 / 2) and Activos / Inactivos (active 1 / 0), kept as list filters. */
const DoyangTabs = () => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const type = Number(filterValues.doyang_type_id ?? DOYANG_TYPES.DOYANG);
  const active = Number(filterValues.active ?? 1);
  const set = (change: Record<string, number>) => setFilters({ ...filterValues, ...change }, displayedFilters);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider' }}>
      <Tabs value={type} onChange={(_, v: number) => set({ doyang_type_id: v })} aria-label="Tipo" sx={tabSx}>
        <Tab value={DOYANG_TYPES.DOYANG} label="Doyangs" data-testid="doyang-tab-doyangs" />
        <Tab value={DOYANG_TYPES.CLUB} label="Clubes" data-testid="doyang-tab-clubs" />
      </Tabs>
      <Tabs value={active} onChange={(_, v: number) => set({ active: v })} aria-label="Estado" sx={tabSx}>
        <Tab value={1} label="Activos" data-testid="doyang-tab-active" />
        <Tab value={0} label="Inactivos" data-testid="doyang-tab-inactive" />
      </Tabs>
    </Box>
  );
};

/** DoyangIndex (spec 02 §2): tabs, 20 a page, name, landline, cellphone and the professor's cellphone. */
export const DoyangList = () => (
  <ResourceList
    resource="doyangs"
    title="DOYANGS"
    sort={{ field: 'name', order: 'ASC' }}
    withRelations="responsible"
    filterDefaultValues={{ doyang_type_id: DOYANG_TYPES.DOYANG, active: 1 }}
    header={<DoyangTabs />}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="phone1" disableSort />
    <DataTable.Col source="cellphone" disableSort />
    <DataTable.Col source="responsible.cellphone" label="Celular del profesor" disableSort />
  </ResourceList>
);
