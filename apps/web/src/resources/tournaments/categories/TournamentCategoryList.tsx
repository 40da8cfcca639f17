import { formatDayMonYear, tournamentCategories } from '@doyang/domain';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { DataTable, Loading, useListContext } from 'react-admin';
import { ResourceList } from '../../shared/ResourceList.tsx';
import { CategoryFitReport } from './CategoryFitReport.tsx';
import { categorySex, competitionName, degreeRange, rangeText } from './category-labels.ts';
import type { TournamentCategory, TournamentOption } from './tournament-categories-api.ts';
import { useTournamentOptions } from './use-tournament-options.ts';

/** The tournament whose categories show, kept in the list's filter (and so in the address). */
const TournamentPicker = ({ tournaments }: { tournaments: TournamentOption[] }) => {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const chosen = Number(filterValues.tournament_id) || null;
  if (!tournaments.length)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        Aún no hay torneos: las categorías pertenecen a un torneo.
      </Typography>
    );
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <TextField
        select
        label="Torneo"
        size="small"
        value={chosen ?? ''}
        onChange={(e) => setFilters({ ...filterValues, tournament_id: e.target.value }, displayedFilters)}
        sx={{ width: { xs: '100%', sm: 480 } }}
        slotProps={{ htmlInput: { 'data-testid': 'category-tournament' } }}
      >
        {tournaments.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name} · {formatDayMonYear(t.date)}
          </MenuItem>
        ))}
      </TextField>
      {chosen && <CategoryFitReport tournamentId={chosen} />}
    </Box>
  );
};

type Row = TournamentCategory;

/**
 * Categorías de torneos (/tournament_categories, issue 12): one tournament's categories, 20 a page by name, with
 * the prospects that fit none or several above them.
 */
export const TournamentCategoryList = () => {
  const tournaments = useTournamentOptions();
  if (tournaments.isPending) return <Loading />;
  const list = tournaments.data ?? [];
  return (
    <ResourceList
      resource={tournamentCategories.name}
      title={tournamentCategories.labels.list ?? ''}
      perPage={tournamentCategories.perPage}
      sort={{ field: 'name', order: 'ASC' }}
      withRelations="min_degree,max_degree"
      // The newest tournament until the user picks one (the address keeps the pick).
      filterDefaultValues={list[0] ? { tournament_id: list[0].id } : undefined}
      header={<TournamentPicker tournaments={list} />}
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="competition_type_id" render={(r: Row) => competitionName(r.competition_type_id)} />
      <DataTable.Col label="Grados" disableSort render={(r: Row) => degreeRange(r.min_degree?.name, r.max_degree?.name)} />
      <DataTable.Col source="min_age_years" label="Edades" render={(r: Row) => rangeText(r.min_age_years, r.max_age_years)} />
      <DataTable.Col
        source="min_weight_kg"
        label="Pesos"
        render={(r: Row) => rangeText(r.min_weight_kg, r.max_weight_kg, 'kg')}
      />
      <DataTable.Col source="is_male" disableSort render={(r: Row) => categorySex(r.is_male)} />
      <DataTable.Col source="table_name" disableSort render={(r: Row) => r.table_name ?? '—'} />
      <DataTable.Col source="is_exhibition" disableSort render={(r: Row) => (r.is_exhibition ? 'Sí' : 'No')} />
    </ResourceList>
  );
};
