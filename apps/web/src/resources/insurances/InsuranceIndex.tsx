import {
  canSeeGeneralDirection,
  hasPermission,
  INSURANCE_CSV_NAMES,
  INSURANCE_TAB_LABELS,
  INSURANCE_TABS,
  type InsuranceAnswer,
  type InsuranceTab,
  isGeneralDirectionDoyang,
  MSG,
  todayYmd,
} from '@doyang/domain';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  InputAdornment,
  MenuItem,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
  TextField,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { useApi } from '../../providers/use-api.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { useHomeData } from '../../screens/home/use-home-data.ts';
import { PageHeading } from '../shared/PageHeading.tsx';
import { useDownload } from '../shared/use-download.ts';
import { InsureDialog, RejectDialog } from './InsuranceDialogs.tsx';
import { dateColumns, failureText, updateFailure, uploadFailure } from './insurance-texts.ts';
import { insurancesApi, printPath } from './insurances-api.ts';

type Flags = { create: boolean; update: boolean };

/** The doyangs a Seguros creator may choose (spec 03 §6): every school for the general direction, else their own. */
function useDoyangChoices(enabled: boolean) {
  const user = useSessionUser();
  const { doyangs } = useHomeData();
  return useMemo(() => {
    if (!enabled || !user) return [];
    if (canSeeGeneralDirection(user))
      return doyangs.filter((d) => !isGeneralDirectionDoyang(d.id)).map(({ id, name }) => ({ id, name }));
    const own = new Map([...user.doyangs_as_responsible, ...user.doyangs_as_personal].map((d) => [d.id, d.name]));
    return [...own].map(([id, name]) => ({ id, name }));
  }, [enabled, user, doyangs]);
}

/** The buttons of a row: what the tab allows and the caller's 'Seguros' flags permit. */
const RowActions = ({
  person,
  tab,
  flags,
  busy,
  onSend,
  onInsure,
  onReject,
  onAccept,
  onReplace,
  onDownload,
}: {
  person: InsuranceAnswer;
  tab: InsuranceTab;
  flags: Flags;
  busy: boolean;
  onSend: () => void;
  onInsure: () => void;
  onReject: () => void;
  onAccept: () => void;
  onReplace: () => void;
  onDownload: () => void;
}) => {
  const label = (text: string) => `${text} ${person.full_name}`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
      {tab === 'insurables' && flags.update && (
        <Button size="small" variant="contained" disabled={busy} onClick={onSend} aria-label={label('Enviar')}>
          Enviar
        </Button>
      )}
      {tab === 'insurances_sent' && flags.update && (
        <Button size="small" variant="contained" disabled={busy} onClick={onInsure} aria-label={label('Asegurar')}>
          Asegurar
        </Button>
      )}
      {(tab === 'insurables' || tab === 'non_insurables') && flags.create && (
        <Button
          size="small"
          color="error"
          variant="outlined"
          disabled={busy}
          onClick={onReject}
          aria-label={label('Rechazó el seguro')}
        >
          Rechazó el seguro
        </Button>
      )}
      {tab === 'rejected' && (
        <>
          {person.is_rejected_insurance_file && (
            <Button
              size="small"
              startIcon={<DownloadIcon />}
              disabled={busy}
              onClick={onDownload}
              aria-label={label('Descargar documento')}
            >
              Documento
            </Button>
          )}
          {flags.update && (
            <Button size="small" disabled={busy} onClick={onReplace} aria-label={label('Subir documento')}>
              Subir documento
            </Button>
          )}
          {flags.update && (
            <Button size="small" variant="contained" disabled={busy} onClick={onAccept} aria-label={label('Aceptó el seguro')}>
              Aceptó el seguro
            </Button>
          )}
        </>
      )}
    </Box>
  );
};

/**
 * SEGUROS (/insurances, InsuranceIndex; spec 03 §2, §4, §6): a doyang's active students in five tabs by the state of
 * their insurance, five a page, searched by name. Asegurables → Enviar → Enviados → Asegurar (number and date) →
 * Asegurados; Asegurables and No asegurables may reject it with the signed document; a rejected person accepts it
 * again. 'Seguros' create chooses the doyang and rejects; update sends, insures, accepts and uploads.
 */
export const InsuranceIndex = () => {
  const user = useSessionUser();
  const { selected } = useSelectedDoyang();
  const notify = useNotify();
  const client = useQueryClient();
  const api = useApi(insurancesApi);
  const { busy: downloading, download } = useDownload();
  const flags: Flags = {
    create: Boolean(user && hasPermission(user.permissions, 'Seguros', 'create')),
    update: Boolean(user && hasPermission(user.permissions, 'Seguros', 'update')),
  };
  const choices = useDoyangChoices(flags.create);
  const [chosen, setChosen] = useState<number | null>(null);
  const doyangId = chosen ?? selected?.id ?? null;
  const doyangName = choices.find((d) => d.id === doyangId)?.name ?? selected?.name ?? '';
  const [tab, setTab] = useState<InsuranceTab>('insurables');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 500);
  const [page, setPage] = useState(1);
  const [insuring, setInsuring] = useState<InsuranceAnswer | null>(null);
  const [rejecting, setRejecting] = useState<{ person: InsuranceAnswer; replacing: boolean } | null>(null);

  const list = useQuery({
    queryKey: ['insurances', doyangId, tab, search, page],
    queryFn: () => api.list({ doyang_id: doyangId as number, tab, page, search }),
    enabled: doyangId !== null,
    placeholderData: keepPreviousData,
  });
  const moved = (text: string) => {
    notify(text, { type: 'success' });
    void client.invalidateQueries({ queryKey: ['insurances'] });
  };
  const send = useMutation({
    mutationFn: (p: InsuranceAnswer) => api.send(p.id, todayYmd()),
    onSuccess: () => moved(MSG.insuranceSent),
    onError: (error) => notify(updateFailure(error), { type: 'error' }),
  });
  const accept = useMutation({
    mutationFn: (p: InsuranceAnswer) => api.accept(p.id),
    onSuccess: () => moved(MSG.insuranceAccepted),
    onError: (error) => notify(updateFailure(error), { type: 'error' }),
  });
  const insure = useMutation({
    mutationFn: (v: { id: number; number: string; date: string | null }) => api.insure(v.id, v.number, v.date),
    onSuccess: () => {
      setInsuring(null);
      moved(MSG.insuranceInsured);
    },
    onError: (error) => notify(updateFailure(error), { type: 'error' }),
  });
  const reject = useMutation({
    mutationFn: (v: { id: number; file: File; replacing: boolean }) => api.reject(v.id, v.file),
    onSuccess: (_, v) => {
      setRejecting(null);
      moved(v.replacing ? MSG.insuranceDocumentReplaced : MSG.insuranceRejected);
    },
    onError: (error) => notify(uploadFailure(error), { type: 'error' }),
  });
  const busy = send.isPending || accept.isPending || insure.isPending || reject.isPending || downloading !== null;

  if (doyangId === null && !choices.length) return <Alert severity="info">{MSG.chooseDoyang}</Alert>;
  const columns = dateColumns(tab);
  const printable = tab === 'insurances_sent' || tab === 'insuranced' ? tab : null;

  return (
    <Box sx={{ pb: 4 }}>
      <PageHeading>{doyangName ? `SEGUROS · ${doyangName}` : 'SEGUROS'}</PageHeading>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        {flags.create && choices.length > 0 && (
          <TextField
            select
            size="small"
            label="Doyang"
            value={doyangId ?? ''}
            onChange={(e) => {
              setChosen(Number(e.target.value));
              setPage(1);
            }}
            sx={{ minWidth: 260, width: { xs: '100%', sm: 'auto' } }}
            slotProps={{ htmlInput: { 'data-testid': 'insurance-doyang' } }}
          >
            {choices.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          size="small"
          placeholder="Buscar por nombre"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-label': 'Buscar alumnos', 'data-testid': 'insurances-search' },
          }}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
      </Box>
      {doyangId === null ? (
        <Alert severity="info">Elige un doyang.</Alert>
      ) : (
        <Card>
          <Tabs
            value={tab}
            onChange={(_, v: InsuranceTab) => {
              setTab(v);
              setPage(1);
            }}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="Listas de seguros"
          >
            {INSURANCE_TABS.map((t) => (
              <Tab key={t} value={t} label={INSURANCE_TAB_LABELS[t]} data-testid={`tab-${t}`} />
            ))}
          </Tabs>
          <CardContent sx={{ overflowX: 'auto' }}>
            {printable && (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  disabled={downloading !== null}
                  onClick={() => void download('csv', printPath(doyangId, printable), INSURANCE_CSV_NAMES[printable])}
                >
                  CSV
                </Button>
              </Box>
            )}
            {list.error ? (
              <Alert severity="error">{failureText(list.error, MSG.generic)}</Alert>
            ) : list.data && list.data.total === 0 ? (
              <Alert severity="info">No hay alumnos en esta lista.</Alert>
            ) : (
              <Table size="small" aria-label={INSURANCE_TAB_LABELS[tab]}>
                <TableHead>
                  <TableRow>
                    <TableCell>Nombre</TableCell>
                    {columns.map(([label]) => (
                      <TableCell key={label} sx={{ whiteSpace: 'nowrap' }}>
                        {label}
                      </TableCell>
                    ))}
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(list.data?.data ?? []).map((person) => (
                    <TableRow key={person.id} data-testid={`insurance-row-${person.id}`}>
                      <TableCell>{person.full_name}</TableCell>
                      {columns.map(([label, value]) => (
                        <TableCell key={label} sx={{ whiteSpace: 'nowrap' }}>
                          {value(person)}
                        </TableCell>
                      ))}
                      <TableCell align="right">
                        <RowActions
                          person={person}
                          tab={tab}
                          flags={flags}
                          busy={busy}
                          onSend={() => send.mutate(person)}
                          onInsure={() => setInsuring(person)}
                          onReject={() => setRejecting({ person, replacing: false })}
                          onReplace={() => setRejecting({ person, replacing: true })}
                          onAccept={() => accept.mutate(person)}
                          onDownload={() =>
                            void download(
                              'document',
                              `/insurances/${person.id}/rejection_document`,
                              'documento_de_rechazo.pdf',
                              MSG.storedFileMissing,
                            )
                          }
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            {list.data && list.data.total > 0 && (
              <TablePagination
                component="div"
                count={list.data.total}
                page={page - 1}
                rowsPerPage={list.data.per_page}
                rowsPerPageOptions={[list.data.per_page]}
                onPageChange={(_, p) => setPage(p + 1)}
                labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
              />
            )}
          </CardContent>
        </Card>
      )}
      <InsureDialog
        person={insuring}
        busy={insure.isPending}
        onClose={() => setInsuring(null)}
        onSave={(number, date) => insuring && insure.mutate({ id: insuring.id, number, date })}
      />
      <RejectDialog
        person={rejecting?.person ?? null}
        replacing={rejecting?.replacing ?? false}
        busy={reject.isPending}
        onClose={() => setRejecting(null)}
        onSave={(file) => rejecting && reject.mutate({ id: rejecting.person.id, file, replacing: rejecting.replacing })}
      />
    </Box>
  );
};
