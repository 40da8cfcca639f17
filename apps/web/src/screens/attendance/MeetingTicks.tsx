import { type AssistanceMarkAnswer, MEETING_FLAGS } from '@doyang/domain';
import { Box, Checkbox, FormControlLabel } from '@mui/material';
import type { MeetingFlag } from './attendance-types.ts';

const LABELS: Record<MeetingFlag, string> = {
  is_student: 'Alumno',
  is_mother: 'Mamá',
  is_father: 'Papá',
  is_representative: 'Representante',
};

type Props = {
  mark: AssistanceMarkAnswer | null;
  /** A 'unique attendance' meeting takes one attendee: once one is ticked the others wait (spec 02 §4). */
  unique: boolean;
  /** The kyosa list ticks the kyosa alone. */
  flags?: readonly MeetingFlag[];
  labels?: Partial<Record<MeetingFlag, string>>;
  disabled: boolean;
  onChange: (flag: MeetingFlag, value: boolean) => void;
};

/** The meeting column: who attended the day's meeting. A tick records an A. */
export const MeetingTicks = ({ mark, unique, flags = MEETING_FLAGS, labels, disabled, onChange }: Props) => {
  const ticked = flags.filter((f) => mark?.[f]);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: flags.length > 1 ? { xs: 'auto', lg: 'repeat(2, auto)' } : 'auto',
        columnGap: 1,
      }}
    >
      {flags.map((f) => (
        <FormControlLabel
          key={f}
          label={labels?.[f] ?? LABELS[f]}
          disabled={disabled || (unique && ticked.length > 0 && !mark?.[f])}
          control={
            <Checkbox
              size="small"
              sx={{ p: 0.25 }}
              checked={mark?.[f] ?? false}
              onChange={(e) => onChange(f, e.target.checked)}
            />
          }
          sx={{ m: 0, '& .MuiFormControlLabel-label': { fontSize: 13 } }}
        />
      ))}
    </Box>
  );
};
