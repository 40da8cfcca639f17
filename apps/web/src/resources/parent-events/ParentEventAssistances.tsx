import { isGeneralDirectionDoyang, type ParentEventAnswer, type ParentEventAssistanceAnswer } from '@doyang/domain';
import { Box, FormControlLabel, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { resourceClient } from '../../providers/api-client.ts';
import { useApi } from '../../providers/use-api.ts';
import { SectionCard } from '../shared/SectionCard.tsx';

const api = resourceClient<ParentEventAnswer & { assistances?: ParentEventAssistanceAnswer[] }>('parent-events');

/**
 * ASISTENCIAS of a parent event (spec 03 §7 `append=assistances`): each of its events with how many came, this
 * bimester's only when the switch says so, for the selected doyang (the network from general direction's doyang).
 */
export const ParentEventAssistances = () => {
  const record = useRecordContext<{ id: number }>();
  const [bimester, setBimester] = useState(false);
  const { selected } = useSelectedDoyang();
  const client = useApi(api);
  const doyangId = selected && !isGeneralDirectionDoyang(selected.id) ? selected.id : undefined;
  const query = { append: 'assistances', bimester_only: bimester ? 1 : 0, ...(doyangId ? { doyang_id: doyangId } : {}) };
  const answer = useQuery({
    queryKey: ['parent-events', 'assistances', record?.id, query],
    queryFn: () => client.get(Number(record?.id), query),
    enabled: Boolean(record),
  });
  const rows = answer.data?.assistances ?? [];
  return (
    <SectionCard title="ASISTENCIAS">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {selected && doyangId ? selected.name : 'Todos los doyangs'}
        </Typography>
        <FormControlLabel
          control={<Switch checked={bimester} onChange={(e) => setBimester(e.target.checked)} />}
          label="Solo este bimestre"
        />
      </Box>
      <Table size="small" aria-label="Asistencias">
        <TableHead>
          <TableRow>
            <TableCell>Evento</TableCell>
            <TableCell>Fecha</TableCell>
            <TableCell align="right">Asistentes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((a) => (
            <TableRow key={a.event_id}>
              <TableCell>{a.event_name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{a.parsed_date}</TableCell>
              <TableCell align="right">{a.count}</TableCell>
            </TableRow>
          ))}
          {answer.isSuccess && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>Este evento padre no tiene eventos{bimester ? ' en este bimestre' : ''}.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </SectionCard>
  );
};
