import { MSG, permissions } from '@doyang/domain';
import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { PageHeading } from '../shared/PageHeading.tsx';
import { PermissionMatrix } from './PermissionMatrix.tsx';
import type { MatrixTarget } from './permissions-api.ts';
import { TargetPicker } from './TargetPicker.tsx';

/** The permissions administrator (DIRECCIÓN GENERAL, spec 03 §2): a role's or a user's matrix. */
export const PermissionsScreen = () => {
  const [target, setTarget] = useState<MatrixTarget | null>(null);
  return (
    <>
      <PageHeading>{permissions.labels.list ?? 'PERMISOS'}</PageHeading>
      <Card>
        <CardContent>
          <TargetPicker target={target} onChange={setTarget} />
          {target && 'user_id' in target && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {MSG.permissionFromRoleHint}
            </Typography>
          )}
          {target ? (
            <PermissionMatrix key={JSON.stringify(target)} target={target} />
          ) : (
            <Typography color="text.secondary">Elige un rol o un usuario para ver sus permisos.</Typography>
          )}
        </CardContent>
      </Card>
    </>
  );
};
