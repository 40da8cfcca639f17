import { formatDayMonYear } from '@doyang/domain';
import { Typography } from '@mui/material';
import { useBimester } from './use-bimester.ts';

/** 'Bimestre: 01/NOV/2026 – 31/DIC/2026' under the list title (spec 02 §2). */
export const BimesterRange = () => {
  const { start, end } = useBimester();
  if (!start || !end) return null;
  return (
    <Typography variant="subtitle2" color="text.secondary" sx={{ mt: -0.5, mb: 1 }} data-testid="bimester-range">
      Bimestre: {formatDayMonYear(start)} – {formatDayMonYear(end)}
    </Typography>
  );
};
