import { type AuditRecordAnswer, apiResourceOf, auditInstantText, PAGE_SIZES } from '@doyang/domain';
import HistoryIcon from '@mui/icons-material/History';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useRecordContext, useResourceContext } from 'react-admin';
import { useIsGeneralDirection } from '../shared/use-general-direction.ts';
import { useTimeZone } from '../shared/use-today.ts';
import { AuditChanges, actionLabel } from './AuditChanges.tsx';
import { auditWho } from './audit-format.ts';

const HistoryTable = ({ resource, id }: { resource: string; id: number }) => {
  const { data = [], isPending } = useGetList<AuditRecordAnswer>('audit_logs', {
    filter: { resource: apiResourceOf(resource), record_id: id },
    pagination: { page: 1, perPage: PAGE_SIZES.audit_logs },
  });
  const timeZone = useTimeZone();
  if (isPending) return null;
  if (!data.length) return <p>Sin cambios registrados.</p>;
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Fecha</TableCell>
          <TableCell>Usuario</TableCell>
          <TableCell>Acción</TableCell>
          <TableCell>Cambios</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.map((r) => (
          <TableRow key={r.id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{auditInstantText(r.at, timeZone)}</TableCell>
            <TableCell>{auditWho(r)}</TableCell>
            <TableCell>{actionLabel(r)}</TableCell>
            <TableCell>
              <AuditChanges entry={r} table={r.resource} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** 'Historial' on an edit screen: the record's changes, newest first, for general direction only (as the server decides). */
export const HistoryButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const generalDirection = useIsGeneralDirection();
  const [open, setOpen] = useState(false);
  if (!generalDirection || !record || !resource) return null;
  return (
    <>
      <Button startIcon={<HistoryIcon />} onClick={() => setOpen(true)}>
        Historial
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>Historial</DialogTitle>
        <DialogContent>{open && <HistoryTable resource={resource} id={Number(record.id)} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
