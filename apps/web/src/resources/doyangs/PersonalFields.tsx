import {
  type DoyangPersonalAnswer,
  type DoyangPersonalBody,
  type DoyangSurrogationAnswer,
  doyangPersonalSchema,
  type PersonOption,
} from '@doyang/domain';
import { MenuItem, TextField } from '@mui/material';
import { PickerField } from '../shared/PickerField.tsx';
import type { FieldBinding, RelatedForm } from '../shared/related-types.ts';
import { useListAll } from '../shared/use-list-all.ts';

/** Staff a doyang may take: orientation, professors, kyosas and public relations. */
export const PERSONAL_QUERY = { role_id: '4,5,6,7,8,9,12', active: 1 };

type Values = { personal: Pick<PersonOption, 'id' | 'full_name_honorific'> | null; doyang_surrogation_id: number | '' };
type Props = { field: FieldBinding<Values>; taken: number[]; schemes: DoyangSurrogationAnswer[] };

/** A person not yet on the staff and, optionally, the multilevel scheme they work under here. */
const PersonalFields = ({ field: { values, errors, set }, taken, schemes }: Props) => {
  const { data = [], isPending } = useListAll<PersonOption>('users', PERSONAL_QUERY);
  return (
    <>
      <PickerField
        label="Persona"
        testId="personal-person"
        options={data.filter((u) => !taken.includes(u.id))}
        loading={isPending}
        value={values.personal}
        onChange={(value) => set('personal', value)}
        optionLabel={(o) => o.full_name_honorific}
        error={errors.personal}
        autoFocus
      />
      <TextField
        select
        label="Esquema multinivel (opcional)"
        value={values.doyang_surrogation_id}
        onChange={(e) => set('doyang_surrogation_id', e.target.value === '' ? '' : Number(e.target.value))}
        error={Boolean(errors.doyang_surrogation_id)}
        helperText={errors.doyang_surrogation_id}
        slotProps={{ htmlInput: { 'data-testid': 'personal-scheme' } }}
      >
        <MenuItem value="">Ninguno</MenuItem>
        {schemes.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
};

/** 'Agregar personal': PUT /api/doyangs/{id} {personal, doyang_surrogation_id}, checked with the server's schema. */
export const personalForm = (
  taken: number[],
  schemes: DoyangSurrogationAnswer[],
): RelatedForm<DoyangPersonalAnswer, Values, DoyangPersonalBody> => ({
  title: 'Agregar personal',
  schema: doyangPersonalSchema,
  initial: () => ({ personal: null, doyang_surrogation_id: '' }),
  toInput: (v) => ({
    personal: v.personal?.id,
    doyang_surrogation_id: v.doyang_surrogation_id === '' ? null : v.doyang_surrogation_id,
  }),
  fields: (field) => <PersonalFields field={field} taken={taken} schemes={schemes} />,
  submit: { label: 'Agregar', testId: 'personal-submit' },
});
