import { type BundleItemBody, bundleItemSchema, type ProductAnswer } from '@doyang/domain';
import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import { formatMXN } from '../shared/money.ts';
import { PickerField } from '../shared/PickerField.tsx';
import type { FieldBinding, RelatedForm } from '../shared/related-types.ts';
import { useListAll } from '../shared/use-list-all.ts';
import type { BundleItem } from './bundle-items.ts';

type Values = { product_id: ProductAnswer | null; qty: string; is_monthly_payment: boolean };

/** A product of the catalogue and how many of it the bundle holds. */
const BundleItemFields = ({ values, errors, set }: FieldBinding<Values>) => {
  const { data: catalogue = [], isPending } = useListAll<ProductAnswer>('products');
  return (
    <>
      <PickerField
        label="Producto"
        testId="bundle-product"
        size="small"
        options={catalogue}
        loading={isPending}
        value={values.product_id}
        onChange={(value) => set('product_id', value)}
        optionLabel={(o) => `${o.name} (${formatMXN(o.price)})`}
        error={errors.product_id}
        sx={{ flex: '1 1 280px', minWidth: 0 }}
      />
      <TextField
        label="Cantidad"
        type="number"
        size="small"
        value={values.qty}
        onChange={(e) => set('qty', e.target.value)}
        error={Boolean(errors.qty)}
        helperText={errors.qty}
        sx={{ width: 130 }}
        slotProps={{ htmlInput: { min: 0, step: 1, 'data-testid': 'bundle-quantity' } }}
      />
      <FormControlLabel
        label="Es mensualidad"
        control={<Checkbox checked={values.is_monthly_payment} onChange={(e) => set('is_monthly_payment', e.target.checked)} />}
      />
    </>
  );
};

/** 'Agregar producto': one item of the bundle, checked with the schema the server checks each item with. */
export const bundleItemForm: RelatedForm<BundleItem, Values, BundleItemBody> = {
  title: 'Agregar producto',
  schema: bundleItemSchema,
  initial: () => ({ product_id: null, qty: '1', is_monthly_payment: false }),
  toInput: (v) => ({
    product_id: v.product_id?.id,
    qty: v.qty.trim() === '' ? undefined : Number(v.qty),
    is_monthly_payment: v.is_monthly_payment,
  }),
  fields: (field) => <BundleItemFields {...field} />,
  submit: { label: 'Agregar producto', testId: 'bundle-add-product' },
};
