import { type AuditRecordAnswer, auditInstantText, auditNameKey, auditTableName, PAGE_SIZES } from '@doyang/domain';
import { AutocompleteInput, DataTable, Pagination, ReferenceInput, SelectInput, useRecordContext } from 'react-admin';
import { DateInput } from '../shared/DateInput.tsx';
import { PageHeading } from '../shared/PageHeading.tsx';
import { RefusingList } from '../shared/RefusingList.tsx';
import { useListAll } from '../shared/use-list-all.ts';
import { useTimeZone } from '../shared/use-today.ts';
import { AuditChanges, actionLabel } from './AuditChanges.tsx';
import { auditWho } from './audit-format.ts';

const spanish = new Intl.Collator('es-MX');

/** The tables with history, in Spanish (audit-fields.ts), in Spanish order. */
const useResourceChoices = () => {
  const { data = [] } = useListAll<string>('audit_logs/resources');
  return data.map((id) => ({ id, name: auditTableName(id, true) })).sort((a, b) => spanish.compare(a.name, b.name));
};

/** 'Localidad: PUEBLO HISTORIAL' — the record by its name ('#12' when it has none or is gone). */
const ResourceCell = () => {
  const record = useRecordContext<AuditRecordAnswer>();
  if (!record) return null;
  const name = auditTableName(record.resource);
  if (!record.record_id) return <>{name}</>;
  return <>{`${name}: ${record.names[auditNameKey(record.resource, record.record_id)] ?? `#${record.record_id}`}`}</>;
};

const ChangesCell = () => {
  const record = useRecordContext<AuditRecordAnswer>();
  return record ? <AuditChanges entry={record} table={record.resource} /> : null;
};

/** 'Historial de cambios' (general direction): who changed what and when, filterable by user, resource and day. */
export const AuditLogList = () => {
  const resources = useResourceChoices();
  const timeZone = useTimeZone();
  const filters = [
    <ReferenceInput key="user" source="user_id" reference="professors" alwaysOn>
      <AutocompleteInput label="Usuario" optionText="full_name" filterToQuery={(q) => ({ name: q })} sx={{ minWidth: 260 }} />
    </ReferenceInput>,
    <SelectInput key="resource" source="resource" label="Catálogo" choices={resources} alwaysOn />,
    <DateInput key="from" source="from" label="Desde" alwaysOn />,
    <DateInput key="to" source="to" label="Hasta" alwaysOn />,
  ];
  return (
    <RefusingList
      above={<PageHeading>HISTORIAL DE CAMBIOS</PageHeading>}
      resource="audit_logs"
      title="HISTORIAL DE CAMBIOS"
      perPage={PAGE_SIZES.audit_logs}
      filters={filters}
      actions={false}
      sort={{ field: 'at', order: 'DESC' }}
      pagination={<Pagination rowsPerPageOptions={[]} />}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col
          label="Fecha"
          render={(r: AuditRecordAnswer) => auditInstantText(r.at, timeZone)}
          sx={{ whiteSpace: 'nowrap' }}
        />
        <DataTable.Col label="Usuario" render={(r: AuditRecordAnswer) => auditWho(r)} />
        <DataTable.Col label="Registro">
          <ResourceCell />
        </DataTable.Col>
        <DataTable.Col label="Acción" render={(r: AuditRecordAnswer) => actionLabel(r)} />
        <DataTable.Col label="Cambios">
          <ChangesCell />
        </DataTable.Col>
      </DataTable>
    </RefusingList>
  );
};
