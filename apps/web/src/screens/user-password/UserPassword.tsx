import { MSG, type PasswordChangeBody, passwordChangeSchema } from '@doyang/domain';
import LockResetIcon from '@mui/icons-material/LockReset';
import { Card, CardContent } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Form, PasswordInput, SaveButton, useNotify, useRedirect } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { PageHeading } from '../../resources/shared/PageHeading.tsx';
import { zodValidate } from '../../resources/shared/zod-validate.ts';
import { passwordApi } from './password-api.ts';

type Values = PasswordChangeBody & { confirmation?: string };

export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden';

const validateSchema = zodValidate(passwordChangeSchema);
const validate = (values: Partial<Values>) => {
  const errors: Record<string, string> = validateSchema(values);
  if (values.password && values.confirmation !== values.password) errors.confirmation = PASSWORDS_DIFFER;
  return errors;
};

/** Spec 01 §4 'Cambiar contraseña': PUT /api/users/{me} {oldPassword, password} → true or false. */
export const UserPassword = () => {
  const user = useSessionUser();
  const passwords = useApi(passwordApi);
  const notify = useNotify();
  const redirect = useRedirect();
  const { mutateAsync } = useMutation({
    mutationFn: ({ oldPassword, password }: Values) => passwords.change(user?.id ?? 0, { oldPassword, password }),
    onSuccess: (changed) => {
      if (!changed) return notify(MSG.passwordNotChanged, { type: 'error' });
      notify(MSG.passwordChanged, { type: 'success' });
      redirect('/');
    },
    onError: () => notify(MSG.passwordNotChanged, { type: 'error' }),
  });

  return (
    <>
      <PageHeading>CAMBIAR CONTRASEÑA</PageHeading>
      <Card sx={{ maxWidth: 480 }}>
        <Form
          noValidate
          onSubmit={(values: Partial<Values>) => mutateAsync(values as Values).catch(() => undefined)}
          validate={validate}
        >
          <CardContent sx={{ display: 'flex', flexDirection: 'column' }}>
            <PasswordInput source="oldPassword" label="Contraseña actual" autoComplete="current-password" />
            <PasswordInput source="password" label="Nueva contraseña" autoComplete="new-password" />
            <PasswordInput source="confirmation" label="Confirmar nueva contraseña" autoComplete="new-password" />
            <SaveButton label="Cambiar contraseña" icon={<LockResetIcon />} alwaysEnable sx={{ alignSelf: 'flex-start' }} />
          </CardContent>
        </Form>
      </Card>
    </>
  );
};
