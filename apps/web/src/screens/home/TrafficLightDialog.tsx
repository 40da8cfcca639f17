import { isGeneralDirectionDoyang, MSG } from '@doyang/domain';
import {
  Alert,
  Box,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Pagination,
  Typography,
} from '@mui/material';
import { HttpError } from 'react-admin';
import { TrafficLightActions } from './TrafficLightActions.tsx';
import { TrafficLightCounts } from './TrafficLightCounts.tsx';
import { TrafficLightList } from './TrafficLightList.tsx';
import { useTrafficLight } from './use-traffic-light.ts';

type Props = { doyang: { id: number; name: string }; onClose: () => void };

/** A refusal's own text ('No hay examen siguiente', 'No tienes acceso a este doyang.'), else the generic one. */
const errorText = (error: unknown) => (error instanceof HttpError && error.status < 500 && error.message) || MSG.generic;

/**
 * 'Semáforo' of a doyang (the whole network on general direction's): the counts filter by colour and stay on top,
 * the students scroll 20 a page, the actions stay at the bottom.
 */
export const TrafficLightDialog = ({ doyang, onClose }: Props) => {
  const { query, colour, setColour, page, setPage, recalculated, setRecalculated, recalculate } = useTrafficLight(doyang.id);
  const network = isGeneralDirectionDoyang(doyang.id);
  const light = query.data;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      scroll="paper"
      aria-labelledby="traffic-light-title"
      data-testid="traffic-light-dialog"
    >
      <DialogTitle id="traffic-light-title" sx={{ pb: 1 }}>
        Semáforo | {doyang.name}
        <Typography variant="body2" color="text.secondary">
          {[network ? 'Toda la red' : null, light ? `Examen: ${light.exam.name} · ${light.exam.parsed_date}` : null]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </DialogTitle>
      <Box sx={{ px: 3, pb: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {recalculated && (
          <Alert severity="success" onClose={() => setRecalculated(false)} data-testid="traffic-light-recalculated">
            {MSG.trafficLightRecalculated}
          </Alert>
        )}
        {query.isError && (
          <Alert severity="info" data-testid="traffic-light-error">
            {errorText(query.error)}
          </Alert>
        )}
        {light && <TrafficLightCounts counts={light.counts} colour={colour} onColour={setColour} />}
      </Box>
      <DialogContent dividers sx={{ py: 0.5, minHeight: 120 }}>
        {query.isPending && <CircularProgress sx={{ display: 'block', mx: 'auto', my: 3 }} aria-label="Cargando" />}
        {light &&
          (light.total === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              No hay alumnos con este color.
            </Typography>
          ) : (
            <TrafficLightList rows={light.data} network={network} />
          ))}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3 }}>
        {light && light.last_page > 1 && (
          <Pagination count={light.last_page} page={page} onChange={(_, p) => setPage(p)} size="small" siblingCount={0} />
        )}
        <Box sx={{ flex: 1 }} />
        <TrafficLightActions doyangId={doyang.id} examId={light?.exam.id ?? null} onRecalculate={recalculate} onClose={onClose} />
      </DialogActions>
    </Dialog>
  );
};
