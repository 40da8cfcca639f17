import { formatDayMonYear, MSG, type RosterAnswer, sentence } from '@doyang/domain';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';

type Props = {
  page: RosterAnswer;
  canMark: boolean;
  canRemove: boolean;
  busy: boolean;
  onMark: () => void;
  onRemove: () => void;
};

/** The 'Día sin clase' button (with a confirmation: the day's marks are deleted). */
export const NoClassDayButton = ({ page, canMark, busy, onMark }: Omit<Props, 'canRemove' | 'onRemove'>) => {
  const [asking, setAsking] = useState(false);
  if (!canMark || page.holiday) return null;
  return (
    <>
      <Button variant="outlined" color="warning" startIcon={<EventBusyIcon />} disabled={busy} onClick={() => setAsking(true)}>
        Día sin clase
      </Button>
      <Confirm
        isOpen={asking}
        title="Día sin clase"
        content={`¿Marcar el ${formatDayMonYear(page.date)} como día sin clase en este grupo? Se borrarán las asistencias de ese día.`}
        confirm="Marcar"
        cancel="Cancelar"
        confirmColor="warning"
        onConfirm={() => {
          setAsking(false);
          onMark();
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};

/** The day's state when it has no class: the group's own day can be taken back; a general holiday cannot. */
export const NoClassDayBanner = ({ page, canRemove, busy, onRemove }: Omit<Props, 'canMark' | 'onMark'>) => {
  const [asking, setAsking] = useState(false);
  const h = page.holiday;
  if (!h) return null;
  const own = h.doyang_group_id === page.group.id;
  return (
    <Alert
      severity="info"
      sx={{ mb: 1 }}
      data-testid="no-class-day"
      action={
        own &&
        canRemove &&
        h.id > 0 && (
          <Button color="inherit" size="small" disabled={busy} onClick={() => setAsking(true)}>
            Quitar día sin clase
          </Button>
        )
      }
    >
      {own
        ? `${MSG.noClassDayName}: este grupo no tuvo clase este día.`
        : `${sentence(`Día festivo: ${h.name}`)} No hay clase en ningún grupo.`}
      <Confirm
        isOpen={asking}
        title="Quitar día sin clase"
        content="El día volverá a ser día de clase. Las asistencias que se borraron al marcarlo no se recuperan."
        confirm="Quitar"
        cancel="Cancelar"
        onConfirm={() => {
          setAsking(false);
          onRemove();
        }}
        onClose={() => setAsking(false)}
      />
    </Alert>
  );
};
