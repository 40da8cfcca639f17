import { DOYANG_TYPES, type DoyangListItemAnswer, spanishFold } from '@doyang/domain';
import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, Tab, Tabs, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import { DoyangCardGrid } from './DoyangCardGrid.tsx';
import { DoyangCardGroup } from './DoyangCardGroup.tsx';

type TypeTab = (typeof DOYANG_TYPES)[keyof typeof DOYANG_TYPES];

/** 'TODOS LOS DOYANGS': name search and the tabs 'Doyangs (n)' / 'Clubes (n)'. */
export const AllDoyangs = ({ doyangs, today }: { doyangs: DoyangListItemAnswer[]; today: string }) => {
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<TypeTab>(DOYANG_TYPES.DOYANG);
  const found = useMemo(() => {
    const needle = spanishFold(search.trim());
    return doyangs.filter((d) => spanishFold(d.name).includes(needle));
  }, [doyangs, search]);
  const ofType = (type: TypeTab) => found.filter((d) => d.doyang_type_id === type);
  const doyangCount = ofType(DOYANG_TYPES.DOYANG).length;
  const clubCount = ofType(DOYANG_TYPES.CLUB).length;

  return (
    <DoyangCardGroup title="TODOS LOS DOYANGS" testId="doyang-group-all">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <TextField
          label="Buscar doyang"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 320 }, m: 0 }}
          slotProps={{
            htmlInput: { 'data-testid': 'doyang-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Tabs
          value={tab}
          onChange={(_, value: TypeTab) => setTab(value)}
          aria-label="Tipo de doyang"
          sx={{ '& .MuiTab-root': { textTransform: 'none', fontWeight: 600 } }}
        >
          <Tab value={DOYANG_TYPES.DOYANG} label={`Doyangs (${doyangCount})`} data-testid="tab-doyangs" />
          <Tab value={DOYANG_TYPES.CLUB} label={`Clubes (${clubCount})`} data-testid="tab-clubs" />
        </Tabs>
      </Box>
      <DoyangCardGrid doyangs={ofType(tab)} today={today} emptyText="No se encontraron doyangs." />
    </DoyangCardGroup>
  );
};
