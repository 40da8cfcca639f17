import { type DegreeAnswer, MSG, type PoomseAnswer, poomseCategorySchema, type TournamentAgeGroupAnswer } from '@doyang/domain';
import { useRecordContext } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { PART_TEXTS } from '../events/parts/part-texts.ts';
import { BoundSelectField } from '../shared/BoundSelectField.tsx';
import { RelatedTable } from '../shared/RelatedTable.tsx';
import type { RelatedAdapter, RelatedForm } from '../shared/related-types.ts';
import { useListAll } from '../shared/use-list-all.ts';
import { type PoomseCategory, type PoomseCategoryBody, poomseCategoriesApi } from './poomses-api.ts';

const label = (c: PoomseCategory) => `${c.tournament_age_group.name} · ${c.degree.name}`;

/** CATEGORÍAS of a poomse under its edit form (spec 03 §2): age group and degree, added and deleted. */
export const PoomseCategories = () => {
  const record = useRecordContext<PoomseAnswer>();
  const poomseId = Number(record?.id);
  const api = useApi(poomseCategoriesApi);
  const groups = useListAll<TournamentAgeGroupAnswer>('tournament_age_groups').data ?? [];
  const degrees = useListAll<DegreeAnswer>('degrees', { 'orderBy[order]': 'asc' }).data ?? [];
  const adapter: RelatedAdapter<PoomseCategory, PoomseCategoryBody> = {
    load: { key: ['poomses', 'categories', poomseId], fn: () => api.list(poomseId) },
    add: (input) => api.add(poomseId, input),
    remove: (row) => api.remove(poomseId, row.id),
  };
  const form: RelatedForm<PoomseCategory, PoomseCategoryBody, PoomseCategoryBody> = {
    title: 'Agregar categoría',
    schema: poomseCategorySchema,
    initial: () => ({ tournament_age_group_id: '', degree_id: '' }),
    toInput: (v) => v,
    fields: (binding) => (
      <>
        <BoundSelectField
          binding={binding}
          name="tournament_age_group_id"
          label="División de edad"
          options={groups}
          hint={groups.length ? undefined : 'Agrega las divisiones de edad en Configuración'}
          sx={{ flex: '1 1 220px' }}
          testId="poomse-age-group"
        />
        <BoundSelectField
          binding={binding}
          name="degree_id"
          label="Grado"
          options={degrees}
          sx={{ flex: '1 1 220px' }}
          testId="poomse-degree"
        />
      </>
    ),
    submit: { label: 'Agregar categoría', testId: 'add-poomse-category' },
  };
  if (!record) return null;
  return (
    <RelatedTable
      title="CATEGORÍAS"
      testId="poomse-categories"
      table={{ label: 'Categorías del poomse' }}
      columns={[
        { label: 'División de edad', wrap: 'anywhere', render: (c) => c.tournament_age_group.name },
        { label: 'Grado', wrap: 'nowrap', render: (c) => c.degree.name },
      ]}
      empty="Este poomse aún no tiene categorías."
      adapter={adapter}
      gate={{ resource: 'poomses' }}
      texts={PART_TEXTS}
      form={form}
      add={{ inline: 'after' }}
      remove={{
        tooltip: 'Eliminar categoría',
        label: (c) => `Eliminar ${label(c)}`,
        confirm: { title: 'Eliminar categoría', content: MSG.confirmDeleteRecord },
      }}
    />
  );
};
