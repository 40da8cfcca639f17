import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { toggled } from './revision-items.ts';

type Props = {
  title: string;
  items: { id: number; name: string }[];
  on: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
};

/** The ticks of one part of a requirement (its products, or its other requisites). */
export const RequirementChecks = ({ title, items, on, onChange }: Props) =>
  items.length > 0 && (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {items.map((i) => (
        <FormControlLabel
          key={i.id}
          sx={{ display: 'flex' }}
          label={i.name}
          control={
            <Checkbox size="small" checked={on.has(i.id)} onChange={(e) => onChange(toggled(on, i.id, e.target.checked))} />
          }
        />
      ))}
    </Box>
  );
