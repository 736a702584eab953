import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import {
  CAMPOS_MOMENTO_RECEPCION,
  catalogosDeMuestra,
  filasVigentes,
  horaActual,
  hoy,
  MENSAJE_CONFLICTO_VERSION,
  tienePermisoMuestra,
  type Muestra,
} from '@registro-lma/shared/domain';
import { crearClavesDeEnvio, HttpError } from '@registro-lma/shared/http';
import { useSession } from '@registro-lma/shared/session';
import { CampoFormulario, ForbiddenState, notify, useCatalogosVigentes, useFormulario } from '@registro-lma/shared/ui';
import { textoLaboratoriosDe } from '../../comun/laboratorios-usuario-format';
import { BandejaRecepcion } from './bandeja-recepcion-table';
import { IncidenciaRecepcionDialog } from './incidencia-recepcion-dialog';
import { recibirEnBloque } from './recepcion-bloque.resource';
import { useBandejaRecepcion } from './use-bandeja-recepcion';

const SIN_CATALOGOS_DE_ENSAYO: readonly unknown[] = [];

export const mensajeBandejaRecibida = (recibidas: number) =>
  recibidas === 1 ? 'Recepción registrada: 1 muestra recibida y aceptada.' : `Recepción registrada: ${recibidas} muestras recibidas y aceptadas.`;
const textoRecibir = (tubos: number) => (tubos === 1 ? 'Recibir 1 muestra' : `Recibir ${tubos} muestras`);

function RecepcionBloque() {
  const usuario = useSession((estado) => estado.usuario);
  const vigentes = useCatalogosVigentes(catalogosDeMuestra(SIN_CATALOGOS_DE_ENSAYO));
  const bandeja = useBandejaRecepcion();
  const momento = useFormulario(CAMPOS_MOMENTO_RECEPCION, { fecha_recepcion: hoy(), hora_recepcion: horaActual() });
  const lector = useRef<HTMLInputElement>(null);
  const [codigo, setCodigo] = useState('');
  const [enviando, setEnviando] = useState(false);
  const [fallo, setFallo] = useState<{ mensaje: string; porTubo: Readonly<Record<string, string>> } | null>(null);
  const [conIncidencia, setConIncidencia] = useState<Muestra | null>(null);
  const [claveDeEnvio] = useState(crearClavesDeEnvio);
  const volverAlLector = () => lector.current?.focus();
  // Stable: the incident's form hands the received tube on from an effect.
  const cerrarIncidencia = useCallback(() => setConIncidencia(null), []);

  const alPulsar = (evento: KeyboardEvent<HTMLInputElement>) => {
    if (evento.key !== 'Enter') return;
    evento.preventDefault();
    setCodigo('');
    void bandeja.escanear(codigo);
  };

  const recibir = async () => {
    const cuando = momento.preparar();
    if (cuando === null || enviando || bandeja.tubos.length === 0) return;
    const cuerpo = { ...cuando, muestras: bandeja.tubos.map(({ muestra_id, version }) => ({ muestra_id, version })) };
    setEnviando(true);
    setFallo(null);
    try {
      const recibidas = await recibirEnBloque(cuerpo, claveDeEnvio(cuerpo));
      notify(mensajeBandejaRecibida(recibidas.length), { variant: 'success' });
      bandeja.vaciar({ texto: mensajeBandejaRecibida(recibidas.length), error: false });
    } catch (error) {
      const porTubo = error instanceof HttpError ? momento.ponerErroresServidor(error.errores) : {};
      const mensaje = error instanceof Error ? error.message : 'No se ha podido registrar la recepción.';
      setFallo({ mensaje: `No se ha recibido ninguna muestra. ${mensaje}`, porTubo });
      notify(mensaje, { variant: 'error' });
    } finally {
      setEnviando(false);
      volverAlLector();
    }
  };

  // Back to the scan box once the incident's form has closed (the tube it was opened from has left the tray).
  useEffect(() => {
    if (conIncidencia === null) lector.current?.focus();
  }, [conIncidencia]);

  return (
    <Stack component="section" spacing={3} aria-labelledby="bloque-titulo">
      <div>
        <Typography id="bloque-titulo" variant="h4" component="h1">
          Recepción en bloque
        </Typography>
        <Typography variant="subtitle1" color="text.secondary">
          {textoLaboratoriosDe(usuario, filasVigentes(vigentes, 'laboratorio'))}
        </Typography>
      </div>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField
          inputRef={lector}
          autoFocus
          label="Código de muestra"
          placeholder="Escanee cada tubo: el código y la tecla Intro lo ponen en la bandeja"
          value={codigo}
          onChange={(evento) => setCodigo(evento.target.value)}
          onKeyDown={alPulsar}
          error={bandeja.linea?.error === true}
          helperText={bandeja.linea?.texto ?? 'Los tubos sin incidencias se reciben juntos; uno con incidencia se saca a su propio formulario.'}
          autoComplete="off"
          size="small"
          sx={{ minWidth: 320, flex: 1 }}
          slotProps={{
            formHelperText: { role: bandeja.linea === null ? undefined : bandeja.linea.error ? 'alert' : 'status' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <QrCodeScannerIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        {/* Right after the scan box: one Tab and Enter receive the tray. */}
        <Button
          variant="contained"
          disabled={bandeja.tubos.length === 0 || enviando || momento.errores.length > 0}
          startIcon={enviando ? <CircularProgress size={18} color="inherit" aria-label="Guardando" /> : undefined}
          onClick={() => void recibir()}
        >
          {textoRecibir(bandeja.tubos.length)}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {CAMPOS_MOMENTO_RECEPCION.map((campo) => (
          <div key={campo.name}>
            <CampoFormulario {...momento.enlace(campo.name)} />
          </div>
        ))}
      </Stack>
      {fallo !== null && <Alert severity="error">{fallo.mensaje}</Alert>}
      <BandejaRecepcion
        tubos={bandeja.tubos}
        errores={fallo?.porTubo ?? {}}
        onIncidencia={(muestra) => {
          bandeja.sacar(muestra.muestra_id);
          setConIncidencia(muestra);
        }}
        onQuitar={(muestra) => {
          bandeja.sacar(muestra.muestra_id);
          volverAlLector();
        }}
      />
      {conIncidencia !== null && (
        <IncidenciaRecepcionDialog
          muestra={conIncidencia}
          onRecibida={cerrarIncidencia}
          onDevolver={() => {
            bandeja.devolver(conIncidencia);
            cerrarIncidencia();
          }}
          onConflicto={() => {
            notify(`${conIncidencia.codigo_muestra}: ${MENSAJE_CONFLICTO_VERSION}`, { variant: 'error' });
            cerrarIncidencia();
          }}
        />
      )}
      <div>
        <Button component={RouterLink} to={RUTAS.listaLaboratorio.href()}>
          Volver a la lista de muestras
        </Button>
      </div>
    </Stack>
  );
}

/**
 * `/laboratorio/recepcion-en-bloque`: a morning's tubes scanned into a tray (the scan box keeps the focus), reviewed,
 * and received together with one date and time (data-dictionary §5.2); a tube with an incident is taken out of the
 * tray to its own form.
 */
export function RecepcionBloqueScreen() {
  const usuario = useSession((estado) => estado.usuario);
  if (usuario !== null && !tienePermisoMuestra(usuario.rol, 'confirmar')) {
    return <ForbiddenState message="La recepción de muestras es de los laboratorios: su perfil no recibe muestras." />;
  }
  return <RecepcionBloque />;
}
