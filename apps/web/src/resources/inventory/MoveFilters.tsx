import type { ProductAnswer } from '@doyang/domain';
import { Autocomplete, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useListContext } from 'react-admin';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { useApi } from '../../providers/use-api.ts';
import { productsApi } from '../products/products-api.ts';
import { DatePickerField } from '../shared/DatePickerField.tsx';
import { useListAll } from '../shared/use-list-all.ts';

type Filters = Record<string, string | number | undefined>;

/** Entradas/Salidas' filters (spec 03 §2): product, variant, size, only entries, only exits, from and to date, text. */
export const MoveFilters = () => {
  const { filterValues, setFilters } = useListContext();
  const f = filterValues as Filters;
  const set = (changes: Filters) => {
    const next: Filters = { ...f, ...changes };
    for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === '') delete next[key];
    setFilters(next, {});
  };
  const api = useApi(productsApi);
  const { data: products = [] } = useListAll<ProductAnswer>('products', { stocked: 1 });
  const productId = Number(f.product_id) || null;
  const product = useQuery({
    queryKey: ['product-variants', productId],
    queryFn: () => api.product(productId as number),
    enabled: productId !== null,
  });
  const variants = productId ? (product.data?.product_variants ?? []) : [];
  const variant = variants.find((v) => v.id === Number(f.product_variant_id));
  const [text, setText] = useState(String(f.q ?? ''));
  const term = useDebouncedValue(text, 500);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text moves the search filter.
  useEffect(() => {
    if (term !== String(f.q ?? '')) set({ q: term || undefined });
  }, [term]);
  return (
    <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1.5} sx={{ mb: 2, alignItems: 'center' }}>
      <TextField size="small" label="Buscar" value={text} onChange={(e) => setText(e.target.value)} sx={{ width: 200 }} />
      <Autocomplete
        size="small"
        options={products}
        getOptionLabel={(p) => p.name}
        value={products.find((p) => p.id === productId) ?? null}
        onChange={(_, p) => set({ product_id: p?.id, product_variant_id: undefined, product_size_id: undefined })}
        renderInput={(params) => <TextField {...params} label="Producto" />}
        sx={{ width: 240 }}
      />
      <TextField
        select
        size="small"
        label="Variante"
        value={variant?.id ?? ''}
        disabled={!variants.length}
        onChange={(e) => set({ product_variant_id: Number(e.target.value) || undefined, product_size_id: undefined })}
        sx={{ width: 180 }}
      >
        <MenuItem value="">Todas</MenuItem>
        {variants.map((v) => (
          <MenuItem key={v.id} value={v.id}>
            {v.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Talla"
        value={variant?.product_sizes.some((s) => s.id === Number(f.product_size_id)) ? Number(f.product_size_id) : ''}
        disabled={!variant}
        onChange={(e) => set({ product_size_id: Number(e.target.value) || undefined })}
        sx={{ width: 120 }}
      >
        <MenuItem value="">Todas</MenuItem>
        {(variant?.product_sizes ?? []).map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Checkbox
            checked={Number(f.only_ins) === 1}
            onChange={(e) => set({ only_ins: e.target.checked ? 1 : undefined, only_outs: undefined })}
          />
        }
        label="Solo entradas"
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={Number(f.only_outs) === 1}
            onChange={(e) => set({ only_outs: e.target.checked ? 1 : undefined, only_ins: undefined })}
          />
        }
        label="Solo salidas"
      />
      <DatePickerField
        size="small"
        label="Desde"
        value={(f.from_date as string) ?? null}
        max={(f.to_date as string) ?? null}
        onChange={(v) => set({ from_date: v ?? undefined })}
        clearable
        sx={{ width: 170 }}
      />
      <DatePickerField
        size="small"
        label="Hasta"
        value={(f.to_date as string) ?? null}
        min={(f.from_date as string) ?? null}
        onChange={(v) => set({ to_date: v ?? undefined })}
        clearable
        sx={{ width: 170 }}
      />
    </Stack>
  );
};
