import { type DegreeAnswer, MSG, type TournamentAgeGroupAnswer } from '@doyang/domain';
import { Stack } from '@mui/material';
import { useApi } from '../../../providers/use-api.ts';
import { PART_TEXTS } from '../../events/parts/part-texts.ts';
import { BoundSelectField } from '../../shared/BoundSelectField.tsx';
import { BoundTextField } from '../../shared/BoundTextField.tsx';
import { RelatedTable } from '../../shared/RelatedTable.tsx';
import type { FieldBinding } from '../../shared/related-types.ts';
import { restAdapter } from '../../shared/rest-adapter.ts';
import { useListAll } from '../../shared/use-list-all.ts';
import { degreeRange, rangeText, WEIGHT_SEXES, weightSex } from './category-labels.ts';
import { type AgeValues, ageForm, type DegreeValues, degreeForm, type WeightValues, weightForm } from './part-forms.ts';
import {
  type AgeCategory,
  ageCategoriesApi,
  type DegreeCategory,
  degreeCategoriesApi,
  type WeightCategory,
  weightCategoriesApi,
} from './tournament-categories-api.ts';

const confirm = (title: string) => ({ title, content: MSG.confirmDeleteRecord });

const AgeCategories = ({ tournamentId }: { tournamentId: number }) => {
  const adapter = restAdapter(useApi(ageCategoriesApi), { tournament_id: tournamentId, with: 'tournament_age_group' });
  const groups = useListAll<TournamentAgeGroupAnswer>('tournament_age_groups').data ?? [];
  const ages = (c: AgeCategory) => rangeText(c.min_age, c.max_age, 'años', 'Todas');
  return (
    <RelatedTable
      title="CATEGORÍAS DE EDAD"
      testId="tournament-age-categories"
      table={{ label: 'Categorías de edad' }}
      columns={[
        { label: 'División de edad', wrap: 'anywhere', render: (c) => c.tournament_age_group?.name ?? '—' },
        { label: 'Edad mínima', align: 'right', render: (c) => c.min_age ?? '—' },
        { label: 'Edad máxima', align: 'right', render: (c) => c.max_age ?? '—' },
      ]}
      empty="Sin categorías de edad."
      adapter={adapter}
      gate={{ resource: 'tournament_age_categories' }}
      texts={PART_TEXTS}
      form={ageForm(tournamentId, (binding) => (
        <>
          <BoundSelectField<AgeValues>
            binding={binding}
            name="tournament_age_group_id"
            label="División de edad"
            options={groups}
            hint={groups.length ? undefined : 'Agrega las divisiones de edad en Configuración'}
            fullWidth
          />
          <BoundTextField binding={binding} name="min_age" label="Edad mínima" inputMode="numeric" />
          <BoundTextField binding={binding} name="max_age" label="Edad máxima" inputMode="numeric" />
        </>
      ))}
      add={{ button: { label: 'Agregar categoría de edad', testId: 'add-age-category' } }}
      edit={{ tooltip: 'Editar categoría de edad', label: (c) => `Editar ${c.tournament_age_group?.name ?? ''} ${ages(c)}` }}
      remove={{
        tooltip: 'Eliminar categoría de edad',
        label: (c) => `Eliminar ${c.tournament_age_group?.name ?? ''} ${ages(c)}`,
        confirm: confirm('Eliminar categoría de edad'),
      }}
    />
  );
};

const DegreeCategories = ({ tournamentId }: { tournamentId: number }) => {
  const adapter = restAdapter(useApi(degreeCategoriesApi), { tournament_id: tournamentId, with: 'min_degree,max_degree' });
  const degrees = useListAll<DegreeAnswer>('degrees', { 'orderBy[order]': 'asc' }).data ?? [];
  const range = (c: DegreeCategory) => degreeRange(c.min_degree?.name, c.max_degree?.name);
  const select = (binding: FieldBinding<DegreeValues>, name: keyof DegreeValues, label: string) => (
    <BoundSelectField<DegreeValues> binding={binding} name={name} label={label} options={degrees} fullWidth />
  );
  return (
    <RelatedTable
      title="CATEGORÍAS DE GRADO"
      testId="tournament-degree-categories"
      table={{ label: 'Categorías de grado' }}
      columns={[
        { label: 'Grado mínimo', render: (c) => c.min_degree?.name ?? '—' },
        { label: 'Grado máximo', render: (c) => c.max_degree?.name ?? '—' },
      ]}
      empty="Sin categorías de grado."
      adapter={adapter}
      gate={{ resource: 'tournament_degree_categories' }}
      texts={PART_TEXTS}
      form={degreeForm(tournamentId, (binding) => (
        <>
          {select(binding, 'min_degree_id', 'Grado mínimo')}
          {select(binding, 'max_degree_id', 'Grado máximo')}
        </>
      ))}
      add={{ button: { label: 'Agregar categoría de grado', testId: 'add-degree-category' } }}
      edit={{ tooltip: 'Editar categoría de grado', label: (c) => `Editar ${range(c)}` }}
      remove={{
        tooltip: 'Eliminar categoría de grado',
        label: (c) => `Eliminar ${range(c)}`,
        confirm: confirm('Eliminar categoría de grado'),
      }}
    />
  );
};

const WeightCategories = ({ tournamentId }: { tournamentId: number }) => {
  const adapter = restAdapter(useApi(weightCategoriesApi), { tournament_id: tournamentId });
  return (
    <RelatedTable
      title="CATEGORÍAS DE PESO"
      testId="tournament-weight-categories"
      table={{ label: 'Categorías de peso' }}
      columns={[
        { label: 'Nombre', wrap: 'anywhere', render: (c: WeightCategory) => c.name },
        { label: 'Peso', wrap: 'nowrap', render: (c) => rangeText(c.min_weight, c.max_weight, 'kg') },
        { label: 'Sexo', render: (c) => weightSex(c.sex) },
      ]}
      empty="Sin categorías de peso."
      adapter={adapter}
      gate={{ resource: 'tournament_weight_categories' }}
      texts={PART_TEXTS}
      form={weightForm(tournamentId, (binding) => (
        <>
          <BoundTextField binding={binding} name="name" label="Nombre" maxLength={60} upper fullWidth autoFocus />
          <BoundTextField binding={binding} name="min_weight" label="Peso mínimo (kg)" inputMode="decimal" />
          <BoundTextField binding={binding} name="max_weight" label="Peso máximo (kg)" inputMode="decimal" />
          <BoundSelectField<WeightValues> binding={binding} name="sex" label="Sexo" options={WEIGHT_SEXES} fullWidth />
        </>
      ))}
      add={{ button: { label: 'Agregar categoría de peso', testId: 'add-weight-category' } }}
      edit={{ tooltip: 'Editar categoría de peso', label: (c) => `Editar ${c.name}` }}
      remove={{
        tooltip: 'Eliminar categoría de peso',
        label: (c) => `Eliminar ${c.name}`,
        confirm: confirm('Eliminar categoría de peso'),
      }}
    />
  );
};

/**
 * CATEGORÍAS DE EDAD, DE GRADO y DE PESO of a tournament (spec 03 §3 'Tournament sub-entities'), for the lead to
 * mount under the tournament's edit form: each added, edited and deleted by who writes 'Torneos'.
 */
export const TournamentCategoryParts = ({ tournamentId }: { tournamentId: number }) => (
  <Stack spacing={2} sx={{ mt: 2 }}>
    <AgeCategories tournamentId={tournamentId} />
    <DegreeCategories tournamentId={tournamentId} />
    <WeightCategories tournamentId={tournamentId} />
  </Stack>
);
