import { SYSTEM_NAME } from '@doyang/domain/enums';
import { MSG } from '@doyang/domain/messages';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  IconButton,
  InputAdornment,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Logo } from '../../layout/Logo.tsx';
import { checkSession, signIn } from '../../providers/sign-in.ts';

const ERROR_VISIBLE_MS = 1500;

/** Spec 01 §2 login: E-mail, Contraseña (show/hide) and 'Ingresar'; a failure shows for 1.5 s. */
export const LoginPage = () => {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    // Outside react-admin (App.tsx): a session already open goes to the home screen.
    checkSession().then(
      () => navigate('/'),
      () => undefined,
    );
    return () => clearTimeout(timer.current);
  }, [navigate]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await signIn({ email: email.trim(), password });
      navigate('/');
    } catch {
      setFailed(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setFailed(false), ERROR_VISIBLE_MS);
    } finally {
      setBusy(false);
    }
  };

  const toggleLabel = showPassword ? 'Ocultar contraseña' : 'Mostrar contraseña';
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.200', p: 2 }}>
      <Card component="form" onSubmit={onSubmit} sx={{ width: '100%', maxWidth: 380 }} data-testid="login-form">
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 3 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
            <Logo size={64} />
            <Typography variant="h6" component="h1">
              {SYSTEM_NAME}
            </Typography>
          </Box>
          <TextField
            label="E-mail"
            name="email"
            autoComplete="username"
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'email' } }}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Contraseña"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            slotProps={{
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton aria-label={toggleLabel} onClick={() => setShowPassword((s) => !s)} edge="end">
                      {showPassword ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
          {failed && (
            <Alert severity="error" data-testid="login-error">
              {MSG.loginFailed}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} /> : null}
          >
            Ingresar
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
