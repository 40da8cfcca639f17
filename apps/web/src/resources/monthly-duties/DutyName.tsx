import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import { Box, Chip } from '@mui/material';

type Props = { name: string; superImportant: boolean; compact?: boolean };

/**
 * A duty's name; 'Máxima importancia' ones are bold with an icon and (in tables) a label, so the mark never
 * rests on colour alone (spec 01 §2). Compact: the icon flows inline with the text, for narrow lists.
 */
export const DutyName = ({ name, superImportant, compact = false }: Props) => {
  if (compact) {
    return (
      <Box component="span" sx={{ fontWeight: superImportant ? 700 : 'inherit' }} data-super-important={String(superImportant)}>
        {superImportant && (
          <PriorityHighIcon
            color="error"
            titleAccess="Máxima importancia"
            sx={{ fontSize: 18, verticalAlign: 'text-bottom', mr: 0.25 }}
          />
        )}
        {name}
      </Box>
    );
  }
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.75,
        fontWeight: superImportant ? 700 : 'inherit',
      }}
      data-super-important={String(superImportant)}
    >
      <span>{name}</span>
      {superImportant && (
        <Chip
          size="small"
          color="error"
          variant="outlined"
          icon={<PriorityHighIcon />}
          label="Máxima importancia"
          data-testid="duty-super-important"
        />
      )}
    </Box>
  );
};
