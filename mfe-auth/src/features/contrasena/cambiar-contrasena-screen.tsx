import { useState, type FormEvent } from 'react';
import { useNavigate } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CAMPOS_CAMBIO_CONTRASENA, LONGITUD_MINIMA_CONTRASENA, REGLAS_CAMBIO_CONTRASENA } from '@registro-lma/shared/domain';
import { HttpError } from '@registro-lma/shared/http';
import { CampoTexto, notify, useFormulario } from '@registro-lma/shared/ui';
import { cambiarContrasena } from './contrasena.resource';

const VACIO = { password_actual: '', password: '' };
const MENSAJE_FALLO = 'No se ha podido cambiar la contraseña. Inténtelo de nuevo.';

/**
 * The signed-in user's own password (route /cambiar-contrasena, from the user menu). A generated or reset password
 * brings the user here before anything else: the host sends every route to this one until it is changed.
 */
export function CambiarContrasenaScreen() {
  const navigate = useNavigate();
  const formulario = useFormulario(CAMPOS_CAMBIO_CONTRASENA, VACIO, { reglas: REGLAS_CAMBIO_CONTRASENA });
  const [enviando, setEnviando] = useState(false);
  const [fallo, setFallo] = useState<string | null>(null);

  const enviar = async (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    const datos = formulario.preparar();
    if (datos === null || enviando) return;
    setEnviando(true);
    setFallo(null);
    try {
      await cambiarContrasena(datos);
      notify('Contraseña cambiada. Se han cerrado sus demás sesiones.', { variant: 'success' });
      navigate(RUTAS.inicio.href(), { replace: true });
    } catch (error) {
      // Field messages go on their inputs; anything else (no answer, a message for no field) above the form.
      const porCampo = error instanceof HttpError && Object.keys(error.errores).length > 0;
      const resto = porCampo ? formulario.ponerErroresServidor(error.errores) : {};
      if (!porCampo || Object.keys(resto).length > 0) setFallo(error instanceof HttpError ? error.message : MENSAJE_FALLO);
      setEnviando(false);
    }
  };

  return (
    <Paper component="section" aria-labelledby="contrasena-titulo" sx={{ p: 4, maxWidth: 480, mx: 'auto' }}>
      <Stack component="form" spacing={3} noValidate onSubmit={enviar}>
        <div>
          <Typography id="contrasena-titulo" variant="h5" component="h1">
            Cambiar contraseña
          </Typography>
          <Typography color="text.secondary">
            {`Al menos ${LONGITUD_MINIMA_CONTRASENA} caracteres, y que no sea una contraseña común. Al cambiarla se cierran sus sesiones abiertas en otros equipos.`}
          </Typography>
        </div>
        {fallo && (
          <Typography role="alert" color="error">
            {fallo}
          </Typography>
        )}
        <CampoTexto {...formulario.enlace('password_actual')} type="password" autoComplete="current-password" autoFocus disabled={enviando} />
        <CampoTexto {...formulario.enlace('password')} type="password" autoComplete="new-password" disabled={enviando} />
        <Button
          type="submit"
          variant="contained"
          disabled={enviando}
          startIcon={enviando ? <CircularProgress size={20} color="inherit" aria-label="Guardando" /> : undefined}
        >
          Cambiar contraseña
        </Button>
      </Stack>
    </Paper>
  );
}
