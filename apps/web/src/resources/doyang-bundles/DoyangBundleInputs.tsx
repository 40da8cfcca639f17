import { BUNDLE_MAX_MONTHLY_PAYMENTS, MSG } from '@doyang/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Checkbox, FormControlLabel, FormHelperText } from '@mui/material';
import { useEffect } from 'react';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, useInput, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { DateInput } from '../shared/DateInput.tsx';
import { FormSection } from '../shared/FormSection.tsx';
import { MoneyInput } from '../shared/MoneyInput.tsx';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';
import { BundleProducts } from './BundleProducts.tsx';

/** Bundle kinds (the seed's values); a stored kind outside the list still shows as itself. */
export const BUNDLE_TYPES = [
  { id: 'inscription', name: 'Inscripción' },
  { id: 'monthly', name: 'Mensualidades' },
  { id: 'products', name: 'Productos' },
];

const BundleTypeInput = () => {
  const record = useRecordContext();
  const stored = record?.bundle_type as string | null | undefined;
  const choices =
    stored && !BUNDLE_TYPES.some((t) => t.id === stored) ? [...BUNDLE_TYPES, { id: stored, name: stored }] : BUNDLE_TYPES;
  return <SelectInput source="bundle_type" choices={choices} emptyText="Sin tipo" />;
};

/** Back to the category the bundle belongs to (where saving returns too). */
export const BackToCategory = () => {
  const categoryId = useWatch({ name: 'doyang_category_id' }) as number | null | undefined;
  if (!categoryId) return null;
  return (
    <Button component={Link} to={`/doyang_categories/${categoryId}`} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
      Volver a la categoría
    </Button>
  );
};

/**
 * 'Mensualidades anticipadas' only makes sense when the bundle covers at least one monthly payment:
 * disabled below 1, and cleared when the count drops below 1 (spec 02 §5).
 */
const MonthlyPaymentsInputs = () => {
  const { setValue } = useFormContext();
  const count = Number(useWatch({ name: 'covers_monthly_payments_qty' })) || 0;
  const anticipated = useInput({ source: 'ancticipated_monthly_payments' });
  const none = count < 1;
  useEffect(() => {
    if (none) setValue('ancticipated_monthly_payments', false, { shouldDirty: true });
  }, [none, setValue]);
  const tooMany = count > BUNDLE_MAX_MONTHLY_PAYMENTS;
  return (
    <>
      <NumberInput
        source="covers_monthly_payments_qty"
        min={0}
        step={1}
        helperText={
          tooMany ? (
            <Box component="span" sx={{ color: 'error.main' }} data-testid="too-many-payments">
              {MSG.bundleTooManyPayments}
            </Box>
          ) : (
            'Cuántas mensualidades cubre el paquete'
          )
        }
      />
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={Boolean(anticipated.field.value)}
              onChange={(e) => anticipated.field.onChange(e.target.checked)}
              disabled={none}
              slotProps={{ input: { 'data-testid': 'anticipated-payments' } as object }}
            />
          }
          label="Mensualidades anticipadas"
        />
        {none && <FormHelperText sx={{ mt: -0.5, mb: 1 }}>Requiere al menos una mensualidad.</FormHelperText>}
      </Box>
    </>
  );
};

/** Bundle fields (spec 02 §3, §5) and its products. */
export const DoyangBundleInputs = () => (
  <>
    <BackToCategory />
    <FormSection title="Paquete">
      <UpperTextInput source="name" className="span-2" />
      <ReferenceInput
        source="doyang_category_id"
        reference="doyang_categories"
        sort={{ field: 'name', order: 'ASC' }}
        perPage={100}
      >
        <SelectInput optionText="name" />
      </ReferenceInput>
      <MoneyInput source="price" />
      <DateInput source="due_date" />
      <BundleTypeInput />
      <BooleanInput source="covers_inscription" />
      <BooleanInput source="covers_insurance" />
      <BooleanInput source="for_everyone" />
    </FormSection>
    <FormSection title="Mensualidades">
      <MonthlyPaymentsInputs />
    </FormSection>
    <BundleProducts />
  </>
);
