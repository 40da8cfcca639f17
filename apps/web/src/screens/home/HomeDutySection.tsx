import type { HomeDutyAnswer } from '@doyang/domain';
import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { DutyName } from '../../resources/monthly-duties/DutyName.tsx';

type Props = {
  title: string;
  testId: string;
  duties: HomeDutyAnswer[];
  /** Ticking marks the duty done; without it (done lists, no update flag) the boxes are read-only. */
  onTick?: (duty: HomeDutyAnswer) => void;
};

/** One list of the 'Tareas Bimestrales' column: a box per duty, its due date, the super-important ones marked. */
export const HomeDutySection = ({ title, testId, duties, onTick }: Props) => (
  <Box component="section" aria-label={title} data-testid={testId} sx={{ mt: 1.5 }}>
    <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700, borderBottom: 1, borderColor: 'divider', pb: 0.25 }}>
      {title} ({duties.length})
    </Typography>
    {duties.length === 0 && (
      <Typography variant="body2" color="text.secondary" sx={{ py: 0.5 }}>
        Ninguna.
      </Typography>
    )}
    {duties.map((d) => (
      <FormControlLabel
        key={d.id}
        data-testid={`home-duty-${d.id}`}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          mx: 0,
          my: 0.25,
          pr: 0.5,
          borderLeft: 3,
          borderColor: d.super_important ? 'error.main' : 'transparent',
          bgcolor: d.super_important ? 'rgba(183, 28, 28, 0.05)' : undefined,
          borderRadius: 0.5,
        }}
        control={
          <Checkbox
            size="small"
            checked={d.checked === true}
            disabled={!onTick || d.checked === true}
            onChange={() => onTick?.(d)}
            sx={{ pt: 0.25 }}
          />
        }
        label={
          <Box sx={{ pt: 0.25 }}>
            <Typography variant="body2" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              <DutyName name={d.name} superImportant={d.super_important} compact />
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {d.super_important ? 'Máxima importancia · ' : ''}Fecha límite: {d.parsed_due_date}
            </Typography>
          </Box>
        }
      />
    ))}
  </Box>
);
