import { MSG, type TournamentAnswer, type TournamentAreaAnswer, tournamentAreaSchema } from '@doyang/domain';
import { useRecordContext } from 'react-admin';
import { resourceClient } from '../../providers/api-client.ts';
import { useApi } from '../../providers/use-api.ts';
import { PART_TEXTS } from '../events/parts/part-texts.ts';
import { BoundTextField } from '../shared/BoundTextField.tsx';
import { RelatedTable } from '../shared/RelatedTable.tsx';
import type { FieldBinding, RelatedForm } from '../shared/related-types.ts';
import { restAdapter } from '../shared/rest-adapter.ts';
import { type StaffPerson, StaffSearchField } from '../shared/StaffSearchField.tsx';

type Area = TournamentAreaAnswer;
type Values = { area_number: string; responsible: StaffPerson | null };
type Input = { tournament_id: number; area_number: string; area_responsible_id: number | null };

const areasApi = resourceClient<Area, Input>('tournament_areas');

const AreaFields = (binding: FieldBinding<Values>) => (
  <>
    <BoundTextField
      binding={binding}
      name="area_number"
      label="Número de área"
      testId="area-number"
      inputMode="numeric"
      autoFocus
    />
    <StaffSearchField
      label="Responsable de área"
      testId="area-responsible"
      value={binding.values.responsible}
      onChange={(p) => binding.set('responsible', p)}
      error={binding.errors.area_responsible_id}
    />
  </>
);

const areaForm = (tournamentId: number): RelatedForm<Area, Values, Input> => ({
  title: (row) => (row ? `Editar área ${row.area_number}` : 'Nueva área'),
  schema: tournamentAreaSchema,
  initial: (row) => ({ area_number: row ? String(row.area_number) : '', responsible: row?.area_responsible ?? null }),
  toInput: (v) => ({ tournament_id: tournamentId, area_number: v.area_number, area_responsible_id: v.responsible?.id ?? null }),
  fields: (field) => <AreaFields {...field} />,
  submit: { label: 'Guardar', testId: 'area-save' },
});

/** ÁREAS of a tournament (spec 03 §3 tournament_areas): its mats and who decides each one's encounters. */
export const TournamentAreas = () => {
  const record = useRecordContext<TournamentAnswer>();
  const tournamentId = Number(record?.id);
  const adapter = restAdapter(useApi(areasApi), { tournament_id: tournamentId, with: 'area_responsible' });
  if (!record) return null;
  return (
    <RelatedTable
      title="ÁREAS"
      testId="tournament-areas"
      table={{ label: 'Áreas' }}
      columns={[
        { label: 'Área', wrap: 'nowrap', render: (a) => `Área ${a.area_number}` },
        { label: 'Responsable', wrap: 'anywhere', render: (a) => a.area_responsible?.full_name ?? 'Sin responsable' },
      ]}
      empty="Sin áreas."
      adapter={adapter}
      gate={{ resource: 'tournaments' }}
      texts={PART_TEXTS}
      form={areaForm(tournamentId)}
      add={{ button: { label: 'Agregar área', testId: 'add-area' } }}
      edit={{ tooltip: 'Editar área', label: (a) => `Editar área ${a.area_number}` }}
      remove={{
        tooltip: 'Eliminar área',
        label: (a) => `Eliminar área ${a.area_number}`,
        confirm: { title: 'Eliminar área', content: MSG.confirmDeleteRecord },
      }}
    />
  );
};
