import { AUDIT_ACTION_LABELS, type AuditEntry, auditField, auditValueText, changedFields } from '@doyang/domain';
import { Box, Typography } from '@mui/material';
import { useTimeZone } from '../shared/use-today.ts';

/**
 * The fields one entry changed, each 'Campo: antes → después': labelled, and its values read (dates, money, other
 * records by name), as the domain says for the entry's table.
 */
export const AuditChanges = ({
  entry,
  table,
}: {
  entry: AuditEntry & { names?: Record<string, string> };
  /** The table the entry is of (the API's `resource`, not the screen's: students are users). */
  table: string;
}) => {
  const timeZone = useTimeZone();
  const changes = changedFields(entry);
  if (!changes.length) return <Typography variant="body2">—</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {changes.map((c) => {
        const field = auditField(table, c.field);
        const text = (value: unknown) => auditValueText(value, { field, names: entry.names, timeZone });
        return (
          <Typography component="li" variant="body2" key={c.field} sx={{ overflowWrap: 'anywhere' }}>
            <strong>{field.label}</strong>:{' '}
            {entry.action === 'update'
              ? `${text(c.before)} → ${text(c.after)}`
              : text(entry.action === 'create' ? c.after : c.before)}
          </Typography>
        );
      })}
    </Box>
  );
};

export const actionLabel = (entry: Pick<AuditEntry, 'action'>) => AUDIT_ACTION_LABELS[entry.action];
