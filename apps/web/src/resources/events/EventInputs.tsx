import { COMPETITIONS, EVENT_POINT_FIELDS } from '@doyang/domain';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
} from 'react-admin';
import { DateInput } from '../shared/DateInput.tsx';
import { FormSection } from '../shared/FormSection.tsx';
import { MoneyInput } from '../shared/MoneyInput.tsx';
import { TimeInput } from '../shared/TimeInput.tsx';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';
import { LiveViewFormLink } from '../tournaments/LiveViewLink.tsx';

type Kind = 'events' | 'exams' | 'tournaments';
const byName = { field: 'name', order: 'ASC' } as const;
const SINODALS = { sinodal: 1, active: 1 };
/** Related objects in the record, ids in the form. */
const ids = (value: unknown) =>
  Array.isArray(value) ? value.map((v) => (v && typeof v === 'object' ? (v as { id: number }).id : v)) : value;

const Flag = ({ source }: { source: string }) => <BooleanInput source={source} />;

/** The event and exam forms (spec 03 §3): every field, grouped as a director reads them. */
export const EventInputs = ({ kind }: { kind: Kind }) => (
  <>
    <FormSection title="Datos generales">
      <UpperTextInput source="name" className="span-2" />
      {kind === 'exams' && <NumberInput source="number" />}
      <ReferenceInput source="parent_event_id" reference="parent-events" sort={byName} perPage={100}>
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <ReferenceInput source="venue_id" reference="venues" sort={byName} perPage={100}>
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <DateInput source="date" />
      <DateInput source="end_date" clearable />
      <TimeInput source="begins_at" />
      <TimeInput source="ends_at" />
      <ReferenceInput source="sinodal_id" reference="sinodals" filter={SINODALS} sort={byName} perPage={100}>
        <AutocompleteInput optionText="full_name_honorific" />
      </ReferenceInput>
      <ReferenceArrayInput source="extra_sinodals" reference="sinodals" filter={SINODALS} sort={byName} perPage={100}>
        <AutocompleteArrayInput optionText="full_name_honorific" format={ids} />
      </ReferenceArrayInput>
      <ReferenceArrayInput source="degrees_allowed" reference="degrees" sort={{ field: 'order', order: 'ASC' }} perPage={100}>
        <AutocompleteArrayInput optionText="name" format={ids} className="span-2" />
      </ReferenceArrayInput>
    </FormSection>
    <FormSection title="Tipo">
      <Flag source="active" />
      <Flag source="is_local" />
      <Flag source="is_meeting" />
      <Flag source="is_general_meeting" />
      <Flag source="is_seminar" />
      {kind === 'exams' && <Flag source="is_black_belt" />}
      <Flag source="show_table_in_dashboard" />
      <Flag source="unique_assistance" />
    </FormSection>
    {kind === 'tournaments' && (
      <FormSection title="Competencias">
        {COMPETITIONS.map((c) => (
          <Flag key={c.flag} source={c.flag} />
        ))}
        <DateInput source="graph_creation_date" clearable />
        <NumberInput source="optional_discount_percentage" min={0} max={100} />
      </FormSection>
    )}
    {kind === 'tournaments' && (
      <FormSection title="Vista en vivo">
        <Flag source="is_live_public" />
        <LiveViewFormLink />
      </FormSection>
    )}
    <FormSection title="Precios y pagos">
      <MoneyInput source="price" />
      <MoneyInput source="early_payment_amount" />
      <MoneyInput source="price_amount_two_modalities" />
      <MoneyInput source="early_payment_amount_two_modalities" />
      <MoneyInput source="price_companion" />
      <MoneyInput source="early_payment_amount_companion" />
      <DateInput source="early_payment_student_due_date" />
      <DateInput source="early_payment_professor_due_date" />
      <DateInput source="payment_student_due_date" />
      <DateInput source="payment_professor_due_date" />
      <NumberInput source="number_of_patialities" min={1} />
      {kind === 'events' && (
        <ReferenceInput source="exam_to_discount_id" reference="exams" sort={{ field: 'date', order: 'DESC' }} perPage={50}>
          <AutocompleteInput optionText="name" />
        </ReferenceInput>
      )}
      {kind === 'exams' && <MoneyInput source="prepay_discount_meeting" />}
      {kind === 'exams' && <MoneyInput source="prepay_discount_revision" />}
    </FormSection>
    <FormSection title="Comisiones">
      <ReferenceInput source="multilevel_discount_type_id" reference="multilevel_discount_types" sort={byName}>
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
      <MoneyInput source="base_comission_price" />
      <MoneyInput source="comision_for_profesor" />
    </FormSection>
    <FormSection title="Puntos de currícula">
      <NumberInput source="general_points" min={0} className="span-2" />
      {EVENT_POINT_FIELDS.flatMap((f) => [
        <NumberInput key={`local_${f}`} source={`local_${f}_points`} min={0} />,
        <NumberInput key={`foreign_${f}`} source={`foreign_${f}_points`} min={0} />,
      ])}
    </FormSection>
  </>
);
