import { Box, Typography } from '@mui/material';
import { NumberInput } from 'react-admin';

const whole = { htmlInput: { min: 0, step: 1 } };
const row = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
  columnGap: 2,
  alignItems: 'start',
};

/** Age range: the minimum in years and months, the maximum in years, months and days (spec 02 §3). */
export const RequirementAgeInputs = () => (
  <Box component="section" aria-label="Edad" sx={{ width: '100%', mb: 1 }}>
    <Typography variant="overline" component="h2" sx={{ fontWeight: 700, color: 'text.secondary', display: 'block', mb: 0.5 }}>
      Edad
    </Typography>
    <Box sx={row}>
      <NumberInput source="min_age_years" slotProps={whole} />
      <NumberInput source="min_age_months" slotProps={{ htmlInput: { min: 0, max: 11, step: 1 } }} />
    </Box>
    <Box sx={row}>
      <NumberInput source="max_age_years" slotProps={whole} />
      <NumberInput source="max_age_months" slotProps={{ htmlInput: { min: 0, max: 11, step: 1 } }} />
      <NumberInput source="max_age_days" slotProps={{ htmlInput: { min: 0, max: 30, step: 1 } }} />
    </Box>
  </Box>
);
