import {
  DOYANG_CITY_IDS,
  DOYANG_NAME_PREFIX,
  DOYANG_TYPES,
  type DoyangRecordAnswer,
  type DoyangSurrogationAnswer,
  type PersonOption,
} from '@doyang/domain';
import { InputAdornment } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useGetMany,
  useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { DateInput } from '../shared/DateInput.tsx';
import { FormSection } from '../shared/FormSection.tsx';
import { MoneyInput } from '../shared/MoneyInput.tsx';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';
import { useListAll } from '../shared/use-list-all.ts';

export const DOYANG_TYPE_CHOICES = [
  { id: DOYANG_TYPES.DOYANG, name: 'Doyang' },
  { id: DOYANG_TYPES.CLUB, name: 'Club' },
];
/** Who may be responsible of a doyang: general and technical directors, certified professors and professors. */
export const RESPONSIBLE_QUERY = { role_id: '2,3,5,6', active: 1 };
export const CERTIFIER_QUERY = { certifier: 1, active: 1 };

const PREFIXES = /^(MDK ORIENTE|CLUB MDKO)\s*/;
export const withoutPrefix = (value: unknown) => (typeof value === 'string' ? value.replace(PREFIXES, '') : '');

/** The server prefixes the name by type; the form shows the prefix and lets the user type the rest. */
const DoyangNameInput = () => {
  const typeId = Number(useWatch({ name: 'doyang_type_id' }) ?? DOYANG_TYPES.DOYANG);
  const prefix = DOYANG_NAME_PREFIX[typeId] ?? DOYANG_NAME_PREFIX[DOYANG_TYPES.DOYANG];
  return (
    <UpperTextInput
      source="name"
      className="span-2"
      format={withoutPrefix}
      slotProps={{ input: { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> } }}
    />
  );
};

/** Only localities 1 and 6 (spec 02 §5). */
const DoyangCityInput = () => {
  const { data = [], isPending } = useGetMany('cities', { ids: [...DOYANG_CITY_IDS] });
  return <SelectInput source="city_id" choices={data} optionText="name" isPending={isPending} emptyText="Sin localidad" />;
};

/** A person selector that still shows the current one when they no longer match the query. */
const PersonInput = ({ source, query, current }: { source: string; query: Record<string, string | number>; current: string }) => {
  const record = useRecordContext();
  const { data = [], isPending } = useListAll<PersonOption>('users', query);
  const person = record?.[current] as DoyangRecordAnswer['certifier'] | undefined;
  const choices = person && !data.some((u) => u.id === person.id) ? [person, ...data] : data;
  return <AutocompleteInput source={source} choices={choices} optionText="full_name_honorific" isPending={isPending} />;
};

const SurrogationInput = () => {
  const { data = [], isPending } = useListAll<DoyangSurrogationAnswer>('doyang_surrogations');
  return <SelectInput source="doyang_surrogation_id" choices={data} isPending={isPending} emptyText="Ninguno" />;
};

/** Every doyang field of spec 02 §3, grouped. */
export const DoyangInputs = () => (
  <>
    <FormSection title="Datos generales">
      <RadioButtonGroupInput source="doyang_type_id" choices={DOYANG_TYPE_CHOICES} className="span-2" />
      <DoyangNameInput />
      <ReferenceInput
        source="doyang_category_id"
        reference="doyang_categories"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={100}
      >
        <SelectInput optionText="name" emptyText="Sin categoría" />
      </ReferenceInput>
      <DoyangCityInput />
      <DateInput source="opening_date" />
      <NumberInput source="bimester_inscriptions_goal" min={0} step={1} />
      <BooleanInput source="active" />
      <BooleanInput source="is_independent_for_comissions" />
    </FormSection>
    <FormSection title="Contacto">
      <UpperTextInput source="address" className="span-2" />
      <UpperTextInput source="neighborhood" />
      <UpperTextInput source="city" />
      <TextInput source="phone1" type="tel" />
      <TextInput source="cellphone" type="tel" />
      <TextInput source="phone2" type="tel" />
    </FormSection>
    <FormSection title="Responsables">
      <PersonInput source="user_responsible_id" query={RESPONSIBLE_QUERY} current="responsible" />
      <PersonInput source="user_certifier_id" query={CERTIFIER_QUERY} current="certifier" />
    </FormSection>
    <FormSection title="Cobros y ventas">
      <MoneyInput source="monthly_fee" />
      <MoneyInput source="inscription_fee" />
      <BooleanInput source="responsible_can_scholarship" />
      <BooleanInput source="can_sell_gp" />
      <BooleanInput source="can_sell_gp_tmp" />
    </FormSection>
    <FormSection title="Multinivel">
      <SurrogationInput />
      <ReferenceInput source="surrogated_to_doyang_id" reference="doyangs" sort={{ field: 'name', order: 'ASC' }} perPage={50}>
        <AutocompleteInput optionText="name" />
      </ReferenceInput>
    </FormSection>
  </>
);
