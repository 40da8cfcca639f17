import { MSG, type RosterAnswer } from '@doyang/domain';
import { Alert, Button } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HttpError, Loading } from 'react-admin';
import { Link, Navigate } from 'react-router-dom';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { useIsGeneralDirection } from '../../resources/shared/use-general-direction.ts';

/** Why a roster could not be shown: the server's refusal (another doyang, no permission), a missing group, or the generic text. */
function refusal(error: unknown): string {
  if (error instanceof HttpError && error.status === 403) return error.message || MSG.forbiddenDoyang;
  if (error instanceof HttpError && error.status === 404) return MSG.notFound;
  return MSG.generic;
}

type Props = { query: UseQueryResult<RosterAnswer>; children: (page: RosterAnswer) => ReactNode };

/**
 * The doyang scope of the attendance screens: without a selected doyang only general direction stays
 * (others go Home, spec 02 §6); a group the server refuses shows its reason, never a blank page.
 */
export const RosterGate = ({ query, children }: Props) => {
  const user = useSessionUser();
  const generalDirection = useIsGeneralDirection();
  const { selected } = useSelectedDoyang();
  if (!user) return null;
  if (!generalDirection && !selected) return <Navigate to="/" replace />;
  if (query.error && !query.data) {
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        data-testid="roster-error"
        action={
          <Button component={Link} to="/" color="inherit" size="small">
            Ir al inicio
          </Button>
        }
      >
        {refusal(query.error)}
      </Alert>
    );
  }
  if (!query.data) return <Loading />;
  return <>{children(query.data)}</>;
};
