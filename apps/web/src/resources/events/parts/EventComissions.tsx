import { type DoyangSurrogationAnswer, MSG } from '@doyang/domain';
import { MenuItem, TextField } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useApi } from '../../../providers/use-api.ts';
import { BoundTextField } from '../../shared/BoundTextField.tsx';
import { RelatedTable } from '../../shared/RelatedTable.tsx';
import type { FieldBinding } from '../../shared/related-types.ts';
import { restAdapter } from '../../shared/rest-adapter.ts';
import { useListAll } from '../../shared/use-list-all.ts';
import { comissionsApi, type EventKind } from './event-parts-api.ts';
import { type ComissionValues, comissionForm } from './part-forms.ts';
import { PART_TEXTS } from './part-texts.ts';

type Scheme = Pick<DoyangSurrogationAnswer, 'id' | 'name'>;

const ComissionFields = ({ schemes, ...binding }: FieldBinding<ComissionValues> & { schemes: Scheme[] }) => {
  const { values, errors, set } = binding;
  return (
    <>
      <TextField
        select
        label="Multinivel"
        value={values.doyang_surrogation_id}
        onChange={(e) => set('doyang_surrogation_id', e.target.value === '' ? '' : Number(e.target.value))}
        error={Boolean(errors.doyang_surrogation_id)}
        helperText={errors.doyang_surrogation_id ?? 'Vacío: aplica a todos los esquemas'}
        fullWidth
      >
        <MenuItem value="">Todos</MenuItem>
        {schemes.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      {(
        [
          ['min_participants', 'Mínimo de participantes'],
          ['max_participants', 'Máximo de participantes'],
          ['percentage', 'Porcentaje'],
        ] as const
      ).map(([key, label]) => (
        <BoundTextField key={key} binding={binding} name={key} label={label} testId={`comission-${key}`} inputMode="decimal" />
      ))}
    </>
  );
};

const range = (c: { min_participants: number | null; max_participants: number | null }) =>
  `${c.min_participants ?? 0} – ${c.max_participants ?? '∞'}`;

/** COMISIONES of an exam or event: the percentage paid by number of participants, per commission scheme. */
export const EventComissions = ({ kind }: { kind: EventKind }) => {
  const record = useRecordContext<{ id: number }>();
  const eventId = Number(record?.id);
  const key = kind === 'exams' ? 'exam_id' : 'event_id';
  const adapter = restAdapter(useApi(comissionsApi), { [key]: eventId, with: 'doyang_surrogation' });
  const schemes = useListAll<Scheme>('doyang_surrogations').data ?? [];
  if (!record) return null;
  return (
    <RelatedTable
      title="COMISIONES"
      testId={`${kind}-comissions`}
      table={{ label: 'Comisiones' }}
      columns={[
        { label: 'Multinivel', wrap: 'anywhere', render: (c) => c.doyang_surrogation?.name ?? 'Todos' },
        { label: 'Participantes', wrap: 'nowrap', render: range },
        { label: 'Porcentaje', align: 'right', wrap: 'nowrap', render: (c) => `${Number(c.percentage)} %` },
      ]}
      empty="Sin comisiones."
      adapter={adapter}
      gate={{ resource: kind }}
      texts={PART_TEXTS}
      form={comissionForm(kind, eventId, (field) => <ComissionFields {...field} schemes={schemes} />)}
      add={{ button: { label: 'Agregar comisión', testId: 'add-comission' } }}
      edit={{ tooltip: 'Editar comisión', label: (c) => `Editar comisión ${range(c)}` }}
      remove={{
        tooltip: 'Eliminar comisión',
        label: (c) => `Eliminar comisión ${range(c)}`,
        confirm: { title: 'Eliminar comisión', content: MSG.confirmDeleteRecord },
      }}
    />
  );
};
