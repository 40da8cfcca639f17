import { type BundleItemBody, bundleItemSchema } from '@doyang/domain';
import { TextField } from '@mui/material';
import type { BundleItem, ProductOption } from '../../providers/api-types.ts';
import { formatMXN } from '../shared/money.ts';
import { PickerField } from '../shared/PickerField.tsx';
import type { FieldBinding, RelatedForm } from '../shared/related-types.ts';
import { useListAll } from '../shared/use-list-all.ts';

type Values = { product_id: ProductOption | null; quantity: string };

/** A product of the catalogue and how many of it the bundle holds. */
const BundleItemFields = ({ values, errors, set }: FieldBinding<Values>) => {
  const { data: catalogue = [], isPending } = useListAll<ProductOption>('products');
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
        value={values.quantity}
        onChange={(e) => set('quantity', e.target.value)}
        error={Boolean(errors.quantity)}
        helperText={errors.quantity}
        sx={{ width: 130 }}
        slotProps={{ htmlInput: { min: 0, step: 1, 'data-testid': 'bundle-quantity' } }}
      />
    </>
  );
};

/** 'Agregar producto': one item of the bundle, checked with the schema the server checks each item with. */
export const bundleItemForm: RelatedForm<BundleItem, Values, BundleItemBody> = {
  title: 'Agregar producto',
  schema: bundleItemSchema,
  initial: () => ({ product_id: null, quantity: '1' }),
  toInput: (v) => ({ product_id: v.product_id?.id, quantity: v.quantity.trim() === '' ? undefined : Number(v.quantity) }),
  fields: (field) => <BundleItemFields {...field} />,
  submit: { label: 'Agregar producto', testId: 'bundle-add-product' },
};
