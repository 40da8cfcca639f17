import type { DoyangRecordAnswer } from '@doyang/domain';
import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { SectionCard } from '../shared/SectionCard.tsx';

/** Doyangs that answer to this one for commissions (read-only). */
export const SurrogatedDoyangs = () => {
  const record = useRecordContext<DoyangRecordAnswer>();
  const list = record?.surrogated_doyangs ?? [];
  return (
    <SectionCard title="DOYANGS SUBROGADOS" testId="surrogated-doyangs">
      {list.length ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {list.map((d) => (
            <Chip key={d.id} label={d.name} component={Link} to={`/doyangs/${d.id}`} clickable variant="outlined" />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Ningún doyang está subrogado a este.
        </Typography>
      )}
    </SectionCard>
  );
};
