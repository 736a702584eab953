import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from '@registro-lma/shared/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAMPOS_LOGIN } from '@registro-lma/shared/domain';
import { CampoTexto, useFormulario } from '@registro-lma/shared/ui';
import { resolverDestino } from './destino-policy';
import { iniciarSesion } from './login.resource';
import { mensajeFalloLogin } from './fallo-login-messages';

const VACIO = { email: '', password: '' };

/** Sign-in screen (route /login, outside the main layout). */
export function LoginScreen() {
  const navigate = useNavigate();
  const [parametros] = useSearchParams();
  const formulario = useFormulario(CAMPOS_LOGIN, VACIO);
  const [enviando, setEnviando] = useState(false);
  const [fallo, setFallo] = useState<string | null>(null);

  const entrar = async (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    const credenciales = formulario.preparar();
    if (credenciales === null || enviando) return;
    setEnviando(true);
    setFallo(null);
    try {
      await iniciarSesion(credenciales);
      navigate(resolverDestino(parametros.get('destino')), { replace: true });
    } catch (error) {
      setFallo(mensajeFalloLogin(error));
      setEnviando(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Paper component="section" aria-labelledby="login-titulo" sx={{ p: 4, width: '100%', maxWidth: 420 }}>
        <Stack component="form" spacing={3} noValidate onSubmit={entrar}>
          <div>
            <Typography id="login-titulo" variant="h4" component="h1">
              Registro LMA
            </Typography>
            <Typography color="text.secondary">Acceda con su correo electrónico y su contraseña.</Typography>
          </div>
          {fallo && (
            // The colours of MUI's error Alert, without its icons and close button: the login page stays light.
            <Typography role="alert" sx={{ bgcolor: '#fdeded', color: '#5f2120', borderRadius: 1, px: 2, py: 1.5 }}>
              {fallo}
            </Typography>
          )}
          <CampoTexto {...formulario.enlace('email')} type="email" autoComplete="username" autoFocus disabled={enviando} />
          <CampoTexto {...formulario.enlace('password')} type="password" autoComplete="current-password" disabled={enviando} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={enviando}
            startIcon={enviando ? <CircularProgress size={20} color="inherit" aria-label="Entrando" /> : undefined}
          >
            Entrar
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
