import type { DoyangListItemAnswer } from '@doyang/domain';
import { Grid, Typography } from '@mui/material';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { DoyangCard } from './DoyangCard.tsx';

type Props = { doyangs: DoyangListItemAnswer[]; today: string; emptyText?: string };

/** Three cards per row from md up, two on sm, one on xs (spec 01 §9). */
export const DoyangCardGrid = ({ doyangs, today, emptyText }: Props) => {
  const { selected, select } = useSelectedDoyang();
  if (!doyangs.length) {
    return emptyText ? (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    ) : null;
  }
  return (
    <Grid container spacing={2}>
      {doyangs.map((d) => (
        <Grid key={d.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <DoyangCard
            doyang={d}
            today={today}
            selected={selected?.id === d.id}
            onSelect={(doyang) => select({ id: doyang.id, name: doyang.name })}
          />
        </Grid>
      ))}
    </Grid>
  );
};
