import { COMPETITION_TYPES, type DegreeAnswer, offeredCompetitions, type TournamentAreaAnswer } from '@doyang/domain';
import { Typography } from '@mui/material';
import { BooleanInput, NumberInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormSection } from '../../shared/FormSection.tsx';
import { UpperTextInput } from '../../shared/UpperTextInput.tsx';
import { useListAll } from '../../shared/use-list-all.ts';
import { CATEGORY_SEXES, flagOfSex, sexOfFlag } from './category-labels.ts';
import { useTournamentOptions } from './use-tournament-options.ts';

const whole = { htmlInput: { min: 0, step: 1 } };
const weight = { htmlInput: { min: 0, step: 0.1 } };

/**
 * Every field of a tournament category (spec 03 §3): the competition among those the tournament offers, the area
 * among its areas, degrees by their order; an empty bound is open.
 */
export const TournamentCategoryInputs = ({ creating }: { creating?: boolean }) => {
  const tournamentId = Number(useWatch({ name: 'tournament_id' })) || null;
  const tournaments = useTournamentOptions().data ?? [];
  const tournament = tournaments.find((t) => t.id === tournamentId);
  const degrees = useListAll<DegreeAnswer>('degrees', { 'orderBy[order]': 'asc' }).data ?? [];
  const areas =
    useListAll<TournamentAreaAnswer>('tournament_areas', { tournament_id: tournamentId ?? undefined }, tournamentId !== null)
      .data ?? [];
  const competitions = tournament ? offeredCompetitions(tournament).map((id) => ({ id, name: COMPETITION_TYPES[id] })) : [];
  return (
    <>
      <FormSection title="Categoría">
        <SelectInput source="tournament_id" choices={tournaments} disabled={!creating} className="span-2" />
        <UpperTextInput source="name" fullWidth className="span-2" />
        <SelectInput
          source="competition_type_id"
          choices={competitions}
          emptyText="Todas"
          helperText="Vacía: aplica a todas las competencias del torneo"
        />
        <SelectInput
          source="table_name"
          choices={areas.map((a) => ({ id: a.area_number, name: `Área ${a.area_number}` }))}
          emptyText="Sin área"
          helperText={areas.length ? undefined : 'El torneo aún no tiene áreas'}
        />
        <SelectInput
          source="is_male"
          choices={[...CATEGORY_SEXES]}
          format={sexOfFlag}
          parse={flagOfSex}
          helperText="Mixto: solo hasta la edad máxima de grupos mixtos (configuración)"
        />
        <BooleanInput source="is_exhibition" />
      </FormSection>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Deja vacío lo que no aplique: un límite vacío queda abierto. El peso mínimo no se incluye (más de), el máximo sí.
      </Typography>
      <FormSection title="Grados">
        <SelectInput source="min_degree_id" choices={degrees} emptyText="Cualquiera" />
        <SelectInput source="max_degree_id" choices={degrees} emptyText="Cualquiera" />
      </FormSection>
      <FormSection title="Edad (años cumplidos a la fecha del torneo)">
        <NumberInput source="min_age_years" slotProps={whole} />
        <NumberInput source="max_age_years" slotProps={whole} />
      </FormSection>
      <FormSection title="Peso (kg)">
        <NumberInput source="min_weight_kg" slotProps={weight} />
        <NumberInput source="max_weight_kg" slotProps={weight} />
      </FormSection>
    </>
  );
};
