import { FOREIGNERS_TEMPLATE_FILENAME, fillMessage, MSG, type PersonOption, ZONE_RESPONSIBLE_ROLES } from '@doyang/domain';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../../../providers/use-api.ts';
import { errorText } from '../../shared/error-text.ts';
import { PickerField } from '../../shared/PickerField.tsx';
import { serverErrors } from '../../shared/related-form.ts';
import { useDownload } from '../../shared/use-download.ts';
import { useListAll } from '../../shared/use-list-all.ts';
import { ForeignersColumns } from './ForeignersColumns.tsx';
import { ForeignersResult } from './ForeignersResult.tsx';
import { FOREIGNERS_TEMPLATE_PATH, type ForeignersSummary, foreignersApi } from './foreigners-api.ts';

type Props = { tournamentId: number; onImported?: () => void };

/** Who may be a zone responsible: the active staff a doyang may have as responsible. */
const RESPONSIBLES = { role_id: ZONE_RESPONSIBLE_ROLES.join(','), active: 1 };

/** The 422 field text of a failed call, if it names that field. */
const fieldError = (error: unknown, field: string): string | null => serverErrors(error)[field] ?? null;

/**
 * 'Importar foráneos' (spec 03 §2, §5): general direction picks the zone responsible and a CSV, verifies it (nothing
 * is written), then imports it in one go. Importing stays off until a verification found no bad line.
 */
export const ForeignersImport = ({ tournamentId, onImported }: Props) => {
  const api = useApi(foreignersApi);
  const notify = useNotify();
  const { busy, download } = useDownload();
  const [open, setOpen] = useState(false);
  const responsibles = useListAll<PersonOption>('users', RESPONSIBLES, open);
  const [responsible, setResponsible] = useState<PersonOption | null>(null);
  const [responsibleError, setResponsibleError] = useState<string | undefined>();
  const [file, setFile] = useState<File | null>(null);
  const [summary, setSummary] = useState<ForeignersSummary | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState<'verify' | 'upload' | null>(null);

  const reset = () => {
    setSummary(null);
    setImported(null);
    setError(null);
  };
  const close = () => {
    setOpen(false);
    setFile(null);
    reset();
  };
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    setFile(e.target.files?.[0] ?? null);
    e.target.value = '';
    reset();
  };

  const verify = async () => {
    if (!file) return;
    setWorking('verify');
    reset();
    try {
      setSummary(await api.verify(tournamentId, file));
    } catch (e) {
      setError(errorText(e, MSG.generic));
    } finally {
      setWorking(null);
    }
  };

  const upload = async () => {
    if (!file) return;
    if (!responsible) {
      setResponsibleError(MSG.zoneResponsibleRequired);
      return;
    }
    setWorking('upload');
    setError(null);
    try {
      const done = await api.upload(tournamentId, responsible.id, file);
      const { counts } = done;
      const text = fillMessage(MSG.foreignersImported, {
        doyangs: counts.doyangs.new,
        sabonims: counts.sabonims.new,
        users: counts.users.new,
        prospects: counts.prospects.new,
      });
      setSummary(done);
      setImported(text);
      setFile(null);
      notify(text, { type: 'success' });
      onImported?.();
    } catch (e) {
      const zone = fieldError(e, 'parent_responsible_id');
      if (zone) setResponsibleError(zone);
      else setError(errorText(e, MSG.generic));
    } finally {
      setWorking(null);
    }
  };

  const verified = summary !== null && imported === null && summary.errors.length === 0 && summary.users.length > 0;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFileIcon />}
        onClick={() => setOpen(true)}
        data-testid="foreigners-open"
      >
        Importar foráneos
      </Button>
      <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="foreigners-title">
        <DialogTitle id="foreigners-title">Importar foráneos</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <PickerField
              label="Responsable de zona"
              testId="foreigners-responsible"
              options={responsibles.data ?? []}
              loading={responsibles.isPending}
              value={responsible}
              onChange={(value) => {
                setResponsible(value);
                setResponsibleError(undefined);
              }}
              optionLabel={(o) => o.full_name_honorific}
              error={responsibleError}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                Elegir archivo .csv
                <input hidden type="file" accept=".csv,text/csv" onChange={choose} data-testid="foreigners-file" />
              </Button>
              <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'}>
                {file ? file.name : 'Ningún archivo elegido'}
              </Typography>
              <Button
                size="small"
                startIcon={busy ? <CircularProgress size={16} /> : <DownloadIcon />}
                disabled={busy !== null}
                onClick={() => download('template', FOREIGNERS_TEMPLATE_PATH, FOREIGNERS_TEMPLATE_FILENAME)}
                data-testid="foreigners-template"
              >
                Descargar plantilla
              </Button>
            </Stack>
            <ForeignersColumns />
            {error && <Alert severity="error">{error}</Alert>}
            {imported && (
              <Alert severity="success" data-testid="foreigners-imported">
                {imported}
              </Alert>
            )}
            {summary && <ForeignersResult summary={summary} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cerrar</Button>
          <Button onClick={verify} disabled={!file || working !== null} data-testid="foreigners-verify">
            {working === 'verify' ? <CircularProgress size={18} /> : 'Verificar'}
          </Button>
          <Button variant="contained" onClick={upload} disabled={!verified || working !== null} data-testid="foreigners-upload">
            {working === 'upload' ? <CircularProgress size={18} /> : 'Importar'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
