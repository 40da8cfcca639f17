import BlockIcon from '@mui/icons-material/Block';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Stack, Typography } from '@mui/material';
import { HttpError, useEditContext, useListContext, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';

type Props = { kind: 'denied' | 'missing' | 'failed'; reason?: string };

/**
 * How a screen says no, the same everywhere: what happened, why (the server's reason when it gave one), and a way
 * back. Used for screens the user may not open, data the server refuses, unknown addresses and failed loads.
 */
export const Refusal = ({ kind, reason }: Props) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const title =
    kind === 'denied'
      ? translate('ra.page.access_denied')
      : kind === 'missing'
        ? translate('ra.page.not_found')
        : 'No se pudo cargar';
  const text =
    reason ||
    (kind === 'denied'
      ? translate('ra.message.access_denied')
      : kind === 'missing'
        ? translate('ra.message.not_found')
        : 'Intenta de nuevo en un momento.');
  return (
    <Box role="alert" data-testid={`refusal-${kind}`} sx={{ display: 'flex', justifyContent: 'center', py: 6, px: 2 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 560, textAlign: 'center' }}>
        {kind === 'missing' ? <SearchOffIcon fontSize="large" color="action" /> : <BlockIcon fontSize="large" color="error" />}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" onClick={() => navigate(-1)}>
            Regresar
          </Button>
          <Button variant="contained" component={Link} to="/">
            Ir al inicio
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};

/** The refusal a failed load calls for: 403 denied (with the server's reason), 404 missing, anything else failed. */
export function refusalOf(error: unknown): Props {
  const status = error instanceof HttpError ? error.status : undefined;
  const message = error instanceof Error ? error.message : undefined;
  if (status === 403) return { kind: 'denied', reason: message };
  if (status === 404) return { kind: 'missing' };
  return { kind: 'failed', reason: message && !message.startsWith('ra.') ? message : undefined };
}

/** A list whose data the server refused: the refusal instead of an empty table and its pager. */
export const ListRefusal = () => <Refusal {...refusalOf(useListContext().error)} />;

/** A record the server refused or does not have. */
export const EditRefusal = () => <Refusal {...refusalOf(useEditContext().error)} />;

export const AccessDeniedPage = () => <Refusal kind="denied" />;
export const NotFoundPage = () => <Refusal kind="missing" />;
