import { type AuditRecordAnswer, PAGE_SIZES } from '@doyang/domain';
import {
  AutocompleteInput,
  DataTable,
  List,
  Pagination,
  ReferenceInput,
  SelectInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateInput } from '../shared/DateInput.tsx';
import { PageHeading } from '../shared/PageHeading.tsx';
import { useListAll } from '../shared/use-list-all.ts';
import { useTimeZone } from '../shared/use-today.ts';
import { AuditChanges, actionLabel } from './AuditChanges.tsx';
import { auditWhen, auditWho } from './audit-format.ts';

/** The tables with history, named as the menu names their screens. */
const useResourceChoices = () => {
  const translate = useTranslate();
  const { data = [] } = useListAll<string>('audit_logs/resources');
  return data.map((id) => ({ id, name: translate(`resources.${id}.name`, { smart_count: 2, _: id }) }));
};

const ResourceCell = () => {
  const record = useRecordContext<AuditRecordAnswer>();
  const translate = useTranslate();
  if (!record) return null;
  const name = translate(`resources.${record.resource}.name`, { smart_count: 1, _: record.resource });
  return <>{record.record_id ? `${name} #${record.record_id}` : name}</>;
};

const ChangesCell = () => {
  const record = useRecordContext<AuditRecordAnswer>();
  return record ? <AuditChanges entry={record} resource={record.resource} /> : null;
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
    <>
      <PageHeading>HISTORIAL DE CAMBIOS</PageHeading>
      <List
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
            render={(r: AuditRecordAnswer) => auditWhen(r.at, timeZone)}
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
      </List>
    </>
  );
};
