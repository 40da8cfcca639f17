import { type SurrogationTierAnswer, type SurrogationTierBody, surrogationTierSchema, type TIER_LISTS } from '@doyang/domain';
import { Checkbox, FormControlLabel } from '@mui/material';
import { BoundTextField } from '../shared/BoundTextField.tsx';
import type { FieldBinding, RelatedForm } from '../shared/related-types.ts';

type List = (typeof TIER_LISTS)[number];

export type TierValues = { min_inscriptions: string; max_inscriptions: string; percentage: string; is_seminar: boolean };

const TierInputs = ({ list, binding }: { list: List; binding: FieldBinding<TierValues> }) => (
  <>
    <BoundTextField
      binding={binding}
      name="min_inscriptions"
      label="Mínimo de inscripciones"
      inputMode="numeric"
      testId="tier-min"
    />
    <BoundTextField
      binding={binding}
      name="max_inscriptions"
      label="Máximo de inscripciones"
      inputMode="numeric"
      testId="tier-max"
    />
    <BoundTextField binding={binding} name="percentage" label="Porcentaje" inputMode="decimal" testId="tier-percentage" />
    {list.kind === 'event' && (
      <FormControlLabel
        label="Es para seminarios"
        control={
          <Checkbox
            checked={binding.values.is_seminar}
            onChange={(e) => binding.set('is_seminar', e.target.checked)}
            slotProps={{ input: { 'aria-label': 'Es para seminarios' } }}
          />
        }
      />
    )}
  </>
);

/** A new tier of one list: its range and percentage (seminars for events), checked with the server's schema. */
export const tierForm = (list: List, schemeId: number): RelatedForm<SurrogationTierAnswer, TierValues, SurrogationTierBody> => ({
  title: `Nuevo nivel de ${list.title.toLowerCase()}`,
  schema: surrogationTierSchema,
  initial: () => ({ min_inscriptions: '', max_inscriptions: '', percentage: '', is_seminar: false }),
  toInput: (v) => ({ ...v, doyang_surrogation_id: schemeId, is_seminar: list.kind === 'event' ? v.is_seminar : undefined }),
  fields: (binding) => <TierInputs list={list} binding={binding} />,
  submit: { label: 'Agregar nivel', testId: 'tier-save' },
  maxWidth: 'xs',
});
