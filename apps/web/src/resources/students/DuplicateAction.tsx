import { type DuplicateMatchAnswer, ROLES } from '@doyang/domain';
import { Button, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useIsGeneralDirection } from '../shared/use-general-direction.ts';

/**
 * Per match of the student 'Coincidencias' dialog: open the student of this doyang, or, for a student of
 * another doyang, the transfer offer (general direction opens them to change their doyang).
 */
export const DuplicateAction = ({ match, onLeave }: { match: DuplicateMatchAnswer; onLeave: () => void }) => {
  const gd = useIsGeneralDirection();
  const navigate = useNavigate();
  const { reset } = useFormContext();
  const doyangId = useWatch({ name: 'doyang_id' }) as number | null;
  if (match.role_id !== ROLES.ALUMNO) return null;
  const sameDoyang = match.doyang?.id === doyangId;
  if (!sameDoyang && !gd) {
    return (
      <Typography variant="caption" color="text.secondary">
        En otro doyang: la dirección general puede cambiarlo
      </Typography>
    );
  }
  const open = () => {
    onLeave();
    reset(); // nothing of the new record is kept, so leaving does not ask
    navigate(`/students/${match.id}`);
  };
  return (
    <Button size="small" onClick={open} data-testid={`duplicate-open-${match.id}`} sx={{ whiteSpace: 'nowrap' }}>
      {sameDoyang ? 'Abrir' : 'Cambiar de doyang'}
    </Button>
  );
};
