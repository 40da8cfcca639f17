import { type AddKyosaBody, addKyosaSchema, type GroupPersonAnswer, ROLE_NAMES } from '@doyang/domain';
import { PickerField } from '../shared/PickerField.tsx';
import type { FieldBinding, RelatedForm } from '../shared/related-types.ts';
import { type Candidate, useKyosaCandidates } from './use-kyosa-candidates.ts';

type Values = { kyosas: Candidate | null };
type Props = { field: FieldBinding<Values>; doyangId: number; taken: number[] };

/** One person among those who may assist the group and do not yet. */
const KyosaFields = ({ field: { values, errors, set }, doyangId, taken }: Props) => {
  const { options, loading } = useKyosaCandidates(doyangId, taken);
  return (
    <PickerField
      label="Kyosa"
      testId="kyosa-person"
      options={options}
      loading={loading}
      value={values.kyosas}
      onChange={(value) => set('kyosas', value)}
      optionLabel={(o) => `${o.full_name_honorific}${o.role_id ? ` (${ROLE_NAMES[o.role_id] ?? ''})` : ''}`}
      noOptionsText="Sin personal disponible: todos ya son kyosas de este grupo"
      error={errors.kyosas}
      autoFocus
    />
  );
};

/**
 * 'Agregar kyosa' (spec 02 §2, group form and KyosaList): POST /api/doyang_groups/{id}/kyosas/add {kyosas},
 * checked with the server's schema. `taken`: the group's kyosas already.
 */
export const kyosaForm = (doyangId: number, taken: number[]): RelatedForm<GroupPersonAnswer, Values, AddKyosaBody> => ({
  title: 'Agregar kyosa',
  schema: addKyosaSchema,
  initial: () => ({ kyosas: null }),
  toInput: (v) => ({ kyosas: v.kyosas ? [v.kyosas.id] : [] }),
  fields: (field) => <KyosaFields field={field} doyangId={doyangId} taken={taken} />,
  submit: { label: 'Agregar', testId: 'kyosa-submit' },
});
