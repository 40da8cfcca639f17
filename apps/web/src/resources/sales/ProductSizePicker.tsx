import { INSURANCE_PRODUCT_ID, type ProductAnswer } from '@doyang/domain';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../providers/use-api.ts';
import { productsApi } from '../products/products-api.ts';
import { PickerField } from '../shared/PickerField.tsx';
import { useListAll } from '../shared/use-list-all.ts';

export type SizePick = { productId: number | null; variantId: number | null; sizeId: number | null; label: string };
export const NO_SIZE: SizePick = { productId: null, variantId: null, sizeId: null, label: '' };

type Props = { doyangId: number; value: SizePick; onChange: (value: SizePick) => void };

/** Product → variant → size, each size with the selling doyang's stock (the stock branch's products index). */
export const ProductSizePicker = ({ doyangId, value, onChange }: Props) => {
  const api = useApi(productsApi);
  const { data: catalogue = [], isPending } = useListAll<ProductAnswer>('products');
  const products = catalogue.filter((p) => p.active && p.id !== INSURANCE_PRODUCT_ID);
  const product = useQuery({
    queryKey: ['sale-product', value.productId, doyangId],
    queryFn: () => api.product(value.productId ?? 0, doyangId),
    enabled: value.productId !== null,
  });
  const variants = product.data?.product_variants ?? [];
  const variant = variants.find((v) => v.id === value.variantId) ?? null;
  const picked = products.find((p) => p.id === value.productId) ?? null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <PickerField<ProductAnswer>
        label="Producto"
        testId="sale-product"
        options={products}
        loading={isPending}
        value={picked}
        onChange={(p) => onChange({ ...NO_SIZE, productId: p?.id ?? null })}
        optionLabel={(p) => p.name}
        sx={{ flex: 2, minWidth: 200 }}
      />
      <TextField
        select
        label="Variante"
        value={value.variantId ?? ''}
        disabled={!variants.length}
        onChange={(e) => onChange({ ...value, variantId: Number(e.target.value), sizeId: null, label: '' })}
        sx={{ flex: 1, minWidth: 140 }}
        slotProps={{ htmlInput: { 'data-testid': 'sale-variant' } }}
      >
        {variants.map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {v.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Talla (existencia)"
        value={value.sizeId ?? ''}
        disabled={!variant?.product_sizes?.length}
        onChange={(e) => {
          const size = variant?.product_sizes?.find((s) => s.id === Number(e.target.value));
          onChange({
            ...value,
            sizeId: size?.id ?? null,
            label: size ? `${picked?.name ?? ''} ${variant?.name ?? ''} ${size.name}`.trim() : '',
          });
        }}
        sx={{ flex: 1, minWidth: 160 }}
        slotProps={{ htmlInput: { 'data-testid': 'sale-size' } }}
      >
        {(variant?.product_sizes ?? []).map((s) => (
          <MenuItem key={s.id} value={s.id} disabled={(s.existance ?? 0) <= 0}>
            {s.name} ({s.existance ?? 0} en existencia)
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
