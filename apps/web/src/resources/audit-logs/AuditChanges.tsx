import { AUDIT_ACTION_LABELS, type AuditEntry, auditValueText, changedFields } from '@doyang/domain';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The fields one entry changed, each 'Campo: antes → después', labelled as the resource's form labels them. */
export const AuditChanges = ({ entry, resource }: { entry: AuditEntry; resource: string }) => {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.${resource}.fields.${field}`, { _: field });
  const changes = changedFields(entry);
  if (!changes.length) return <Typography variant="body2">—</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changes.map((c) => (
        <Typography component="li" variant="body2" key={c.field} sx={{ overflowWrap: 'anywhere' }}>
          <strong>{label(c.field)}</strong>:{' '}
          {entry.action === 'update'
            ? `${auditValueText(c.before)} → ${auditValueText(c.after)}`
            : auditValueText(entry.action === 'create' ? c.after : c.before)}
        </Typography>
      ))}
    </Box>
  );
};

export const actionLabel = (entry: Pick<AuditEntry, 'action'>) => AUDIT_ACTION_LABELS[entry.action];
