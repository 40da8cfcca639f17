import { MSG } from '@doyang/domain';
import { useRecordContext } from 'react-admin';
import { useApi } from '../../../providers/use-api.ts';
import { BoundTextField } from '../../shared/BoundTextField.tsx';
import { RelatedTable } from '../../shared/RelatedTable.tsx';
import type { FieldBinding } from '../../shared/related-types.ts';
import { restAdapter } from '../../shared/rest-adapter.ts';
import { conditionsApi } from './event-parts-api.ts';
import { conditionForm } from './part-forms.ts';
import { PART_TEXTS } from './part-texts.ts';

type Values = { name: string; description: string };

const ConditionFields = (binding: FieldBinding<Values>) => (
  <>
    <BoundTextField binding={binding} name="name" label="Condición" testId="condition-name" maxLength={150} fullWidth autoFocus />
    <BoundTextField binding={binding} name="description" label="Descripción" fullWidth multiline minRows={2} />
  </>
);

/** CONDICIONES of an exam: what it asks of whoever presents it. */
export const ExamConditions = () => {
  const record = useRecordContext<{ id: number }>();
  const examId = Number(record?.id);
  const adapter = restAdapter(useApi(conditionsApi), { exam_id: examId });
  if (!record) return null;
  return (
    <RelatedTable
      title="CONDICIONES"
      testId="exam-conditions"
      table={{ label: 'Condiciones' }}
      columns={[
        { label: 'Condición', wrap: 'anywhere', render: (c) => c.name },
        { label: 'Descripción', wrap: 'anywhere', render: (c) => c.description ?? '' },
      ]}
      empty="Sin condiciones."
      adapter={adapter}
      gate={{ resource: 'exams' }}
      texts={PART_TEXTS}
      form={conditionForm(examId, (field) => <ConditionFields {...field} />)}
      add={{ button: { label: 'Agregar condición', testId: 'add-condition' } }}
      edit={{ tooltip: 'Editar condición', label: (c) => `Editar ${c.name}` }}
      remove={{
        tooltip: 'Eliminar condición',
        label: (c) => `Eliminar ${c.name}`,
        confirm: { title: 'Eliminar condición', content: MSG.confirmDeleteRecord },
      }}
    />
  );
};
