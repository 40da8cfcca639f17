import { MSG, type ResultsFromBracketsAnswer, withReason } from '@doyang/domain';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { apiFetch, buildQuery } from '../../../providers/api.ts';
import { useApi } from '../../../providers/use-api.ts';
import type { EventHead } from '../../events/prospects/prospects-api.ts';
import { useDownload } from '../../shared/use-download.ts';

const bracketResultsApi = {
  transfer: (tournamentId: number) =>
    apiFetch<ResultsFromBracketsAnswer>(`/tournaments/${tournamentId}/prospects/results_from_graphs`, { method: 'POST' }),
};

type Props = {
  tournament: EventHead;
  doyangId: number | null;
  /** General direction: pass the brackets' places to the prospects (spec 03 §6). */
  canTransfer: boolean;
  onTransferred: () => void;
};

/**
 * The tournament's results from its brackets: the results sheet (resultados_torneo.pdf; staff get their doyangs') and,
 * for general direction once the day has come, passing the decided brackets' places to the prospects, once.
 */
export const BracketResults = ({ tournament, doyangId, canTransfer, onTransferred }: Props) => {
  const api = useApi(bracketResultsApi);
  const notify = useNotify();
  const { busy, download } = useDownload();
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const done = Boolean(tournament.results_from_graphs_at);

  const transfer = async () => {
    setWorking(true);
    try {
      const answer = await api.transfer(tournament.id);
      notify(answer.message, { type: 'success' });
      onTransferred();
    } catch (error) {
      notify(withReason(MSG.resultsAssignError, error instanceof Error ? error.message : null), { type: 'error' });
    } finally {
      setWorking(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={busy === 'result-sheet' ? <CircularProgress size={16} /> : <DownloadIcon />}
        disabled={busy !== null}
        onClick={() =>
          download(
            'result-sheet',
            `/tournaments/result_sheet/${tournament.id}${buildQuery(doyangId ? { doyang_id: doyangId } : {})}`,
            'resultados_torneo.pdf',
          )
        }
        data-testid="download-result-sheet"
        sx={{ mb: 1 }}
      >
        Hoja de resultados
      </Button>
      {canTransfer && tournament.has_passed && (
        <Button
          size="small"
          variant="outlined"
          color="secondary"
          startIcon={working ? <CircularProgress size={16} /> : <AccountTreeIcon />}
          disabled={working || done}
          title={done ? MSG.resultsFromBracketsAlready : undefined}
          onClick={() => setConfirming(true)}
          data-testid="results-from-brackets"
          sx={{ mb: 1 }}
        >
          {done ? 'Resultados de gráficas asignados' : 'Resultados de gráficas'}
        </Button>
      )}
      <Confirm
        isOpen={confirming}
        loading={working}
        title="Resultados de gráficas"
        content={MSG.resultsFromBracketsConfirm}
        confirmColor="warning"
        onConfirm={transfer}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
