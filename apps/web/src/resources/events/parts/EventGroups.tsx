import { hourMinute, MSG } from '@doyang/domain';
import { useMemo } from 'react';
import { useRecordContext } from 'react-admin';
import { useApi } from '../../../providers/use-api.ts';
import { BoundTextField } from '../../shared/BoundTextField.tsx';
import { RelatedTable } from '../../shared/RelatedTable.tsx';
import type { FieldBinding, RelatedAdapter } from '../../shared/related-types.ts';
import { TimePickerField } from '../../shared/TimePickerField.tsx';
import { listAllKey } from '../../shared/use-list-all.ts';
import { type EventGroup, GROUP_PARTS, type GroupKind, groupsApi } from './event-parts-api.ts';
import { groupForm } from './part-forms.ts';
import { PART_TEXTS } from './part-texts.ts';

type Values = { name: string; begins_at: string | null; ends_at: string | null };

const GroupFields = (binding: FieldBinding<Values>) => {
  const { values, errors, set } = binding;
  return (
    <>
      <BoundTextField binding={binding} name="name" label="Grupo" testId="group-name" maxLength={100} fullWidth autoFocus />
      <TimePickerField
        label="Hora de inicio"
        value={values.begins_at}
        onChange={(v) => set('begins_at', v)}
        error={Boolean(errors.begins_at)}
        helperText={errors.begins_at}
      />
      <TimePickerField
        label="Hora de término"
        value={values.ends_at}
        onChange={(v) => set('ends_at', v)}
        error={Boolean(errors.ends_at)}
        helperText={errors.ends_at}
      />
    </>
  );
};

const hhmm = (t: string | null) => hourMinute(t) || '—';

/** GRUPOS of an exam, event or tournament (spec 03 §3 'Event group'): name and time slot; written by who edits it. */
export const EventGroups = ({ kind }: { kind: GroupKind }) => {
  const record = useRecordContext<{ id: number }>();
  const eventId = Number(record?.id);
  const api = useApi(useMemo(() => groupsApi(kind), [kind]));
  const key = GROUP_PARTS[kind].key;
  const params = { [key]: eventId };
  const adapter: RelatedAdapter<EventGroup, Record<string, unknown>> = {
    load: { key: listAllKey(api.resource, params), fn: () => api.list(params) },
    add: (input) => api.create(input as never),
    update: (row, input) => api.update(row.id, input as never),
    remove: (row) => api.removeFrom(eventId, row.id),
  };
  if (!record) return null;
  return (
    <RelatedTable
      title="GRUPOS"
      testId={`${kind}-groups`}
      table={{ label: 'Grupos' }}
      columns={[
        { label: 'Grupo', wrap: 'anywhere', render: (g) => g.name },
        { label: 'Inicio', wrap: 'nowrap', render: (g) => hhmm(g.begins_at) },
        { label: 'Término', wrap: 'nowrap', render: (g) => hhmm(g.ends_at) },
      ]}
      empty="Sin grupos."
      adapter={adapter}
      gate={{ resource: kind }}
      texts={PART_TEXTS}
      form={groupForm(kind, eventId, (field) => <GroupFields {...field} />)}
      add={{ button: { label: 'Agregar grupo', testId: 'add-group' } }}
      edit={{ tooltip: 'Editar grupo', label: (g) => `Editar ${g.name}` }}
      remove={{
        tooltip: 'Eliminar grupo',
        label: (g) => `Eliminar ${g.name}`,
        confirm: { title: 'Eliminar grupo', content: MSG.confirmDeleteRecord },
      }}
    />
  );
};
