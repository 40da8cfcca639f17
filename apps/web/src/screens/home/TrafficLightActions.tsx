import { MSG } from '@doyang/domain';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useDownload } from '../../resources/shared/use-download.ts';
import { trafficLightApi } from './traffic-light-api.ts';

type Props = { doyangId: number; examId: number | null; onRecalculate: () => Promise<void>; onClose: () => void };

/** 'Descargar Excel' (spec 01 §7 traffic_light) and 'Recalcular', after a confirmation; 'Cerrar'. */
export const TrafficLightActions = ({ doyangId, examId, onRecalculate, onClose }: Props) => {
  const { busy, download } = useDownload();
  const notify = useNotify();
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);
  const confirm = async () => {
    setWorking(true);
    try {
      await onRecalculate();
    } catch {
      notify(MSG.generic, { type: 'error' });
    } finally {
      setWorking(false);
      setAsking(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
      <Button
        variant="contained"
        size="small"
        startIcon={<DownloadIcon />}
        disabled={busy !== null || examId === null}
        onClick={() => examId !== null && download('light', trafficLightApi.excelPath(doyangId, examId), 'semaforo.xlsx')}
        data-testid="traffic-light-download"
      >
        Descargar Excel
      </Button>
      <Button
        variant="outlined"
        size="small"
        startIcon={<RefreshIcon />}
        disabled={working || examId === null}
        onClick={() => setAsking(true)}
      >
        Recalcular
      </Button>
      <Button size="small" onClick={onClose}>
        Cerrar
      </Button>
      <Confirm
        isOpen={asking}
        loading={working}
        title="Recalcular semáforo"
        content={MSG.trafficLightRecalculateConfirm}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
};
