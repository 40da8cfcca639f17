import type { DoyangSurrogationRecord } from '@doyang/domain';
import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { PercentInput } from './DoyangSurrogationInputs.tsx';

/**
 * TABLAS COMISIONES in the scheme's form (spec 03 §3 parsed_multilevel_discount_types): each commission table with the
 * scheme's percentage for it; a blank one pays none. Saved with the form.
 */
export const DiscountTypePercentages = () => {
  const record = useRecordContext<DoyangSurrogationRecord>();
  const types = record?.parsed_multilevel_discount_types ?? [];
  return (
    <Box sx={{ width: '100%', mt: 1 }} data-testid="discount-type-percentages">
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Porcentaje por tabla de comisiones
      </Typography>
      {types.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Aún no hay tablas de comisiones (Catálogos → Tablas Comisiones).
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: 2 }}>
          {types.map((type, i) => (
            <PercentInput
              key={type.id}
              source={`parsed_multilevel_discount_types.${i}.percentage`}
              label={type.name}
              helperText={false}
            />
          ))}
        </Box>
      )}
    </Box>
  );
};
