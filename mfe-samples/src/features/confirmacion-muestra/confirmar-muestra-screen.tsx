import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  rolTieneFacultad,
  buscarFila,
  ESTADO_MUESTRA,
  ESTADOS_MUESTRA_RECIBIDA,
  MENSAJE_CONFIRMACION_CERRADA,
  MENSAJE_MUESTRA_NO_CONFIRMABLE,
  tienePermisoMuestra,
  type Muestra,
  type UsuarioSesion,
} from '@registro-lma/shared/domain';
import { useSession } from '@registro-lma/shared/session';
import { claveBorrador, ErrorState, ForbiddenState, LoadingState, NotFoundState, ScreenLayout, useRemoteData, type CambiosRegistro } from '@registro-lma/shared/ui';
import { idDeRuta } from '../../comun/id-ruta-parser';
import { obtenerMuestra } from '../../comun/muestras.resource';
import { DatosMuestra } from './datos-muestra-section';
import { FormularioConfirmacion } from './confirmacion-form';

/** The receiving laboratory may correct a reception for this long; afterwards only an ADMIN (§5.2). */
const DIAS_EDICION_CONFIRMACION = 7;
const MILISEGUNDOS_DIA = 86_400_000;

function VolverALista() {
  return (
    <Button component={RouterLink} to={RUTAS.listaLaboratorio.href()}>
      Volver a la lista de muestras
    </Button>
  );
}

function Pantalla({ codigo, children }: { readonly codigo?: string; readonly children: ReactNode }) {
  return (
    <ScreenLayout titulo="Confirmar recepción" subtitulo={codigo && `Muestra ${codigo}`}>
      {children}
    </ScreenLayout>
  );
}

/** Why the reception cannot be edited here, or null when it can. */
function bloqueoDe(muestra: Muestra, usuario: UsuarioSesion | null): string | null {
  if (usuario === null || !tienePermisoMuestra(usuario.rol, 'confirmar')) return 'Solo el laboratorio de destino registra la recepción de la muestra.';
  const { confirmacion } = muestra;
  if (confirmacion === null) return muestra.estado === 'REGISTRADA' || muestra.estado === 'ENVIADA' ? null : MENSAJE_MUESTRA_NO_CONFIRMABLE;
  const caducada = Date.now() - Date.parse(confirmacion.creado_en) > DIAS_EDICION_CONFIRMACION * MILISEGUNDOS_DIA;
  return !rolTieneFacultad(usuario.rol, 'corregir_recepcion_sin_plazo') && caducada ? MENSAJE_CONFIRMACION_CERRADA : null;
}

/** After a reception: the sample's new state, the warnings it was saved with and the next step, its report. */
function ResultadoRecepcion({ muestra }: { readonly muestra: Muestra }) {
  const recibida = ESTADOS_MUESTRA_RECIBIDA.includes(muestra.estado);
  const avisos = Object.values(muestra.confirmacion?.avisos ?? {});
  return (
    <Stack spacing={1}>
      <Alert
        severity={recibida ? 'success' : 'info'}
        action={
          recibida && (
            <Button component={RouterLink} to={RUTAS.subirInforme.href({ id: muestra.muestra_id })} color="inherit" startIcon={<UploadFileIcon />}>
              Subir informe
            </Button>
          )
        }
      >
        {`Recepción registrada: ${buscarFila(ESTADO_MUESTRA, muestra.estado)?.etiqueta ?? muestra.estado}.`}
      </Alert>
      {avisos.map((aviso) => (
        <Alert key={aviso} severity="warning">
          {aviso}
        </Alert>
      ))}
    </Stack>
  );
}

/**
 * `/confirmar-muestra/{id}`: the destination laboratory records (or, for 7 days, corrects) the reception of a
 * sample, seeing of it only what data-dictionary §2.3 allows; then it scans the next tube, or goes on to the
 * sample's report.
 */
export function ConfirmarMuestraScreen() {
  const { id } = useParams();
  const muestraId = idDeRuta(id);
  const { pathname } = useLocation();
  const usuario = useSession((estado) => estado.usuario);
  const cargar = useCallback(() => (muestraId === null ? Promise.resolve(null) : obtenerMuestra(muestraId)), [muestraId]);
  const remota = useRemoteData(cargar);
  const [guardada, setGuardada] = useState<Muestra | null>(null);
  const [escritoAntes, setEscritoAntes] = useState<CambiosRegistro | null>(null);
  const navigate = useNavigate();
  // The worklist opens with the focus in its scan box: the next tube.
  const escanearSiguiente = useCallback(() => navigate(RUTAS.listaLaboratorio.href()), [navigate]);

  if (muestraId === null || remota.status === 404) {
    return <NotFoundState message="La muestra no existe o ha sido eliminada." action={<VolverALista />} />;
  }
  if (remota.status === 403) return <ForbiddenState message="La muestra no está dirigida a ninguno de sus laboratorios." action={<VolverALista />} />;
  if (remota.error !== null) {
    return (
      <Pantalla>
        <ErrorState message={remota.error} onRetry={remota.reload} />
      </Pantalla>
    );
  }
  const muestra = guardada ?? remota.data;
  if (muestra === null) {
    return (
      <Pantalla>
        <LoadingState />
      </Pantalla>
    );
  }

  const bloqueo = bloqueoDe(muestra, usuario);
  const sinRecepcion = muestra.confirmacion === null && bloqueo !== null;
  return (
    <Pantalla codigo={muestra.codigo_muestra}>
      {muestra.confirmacion !== null && <ResultadoRecepcion muestra={muestra} />}
      <DatosMuestra muestra={muestra} />
      {bloqueo !== null && <Alert severity="info">{bloqueo}</Alert>}
      {!sinRecepcion && (
        <FormularioConfirmacion
          // A saved reception or a reload after a conflict starts the form again from the record as it now is.
          key={`${remota.loads}:${muestra.confirmacion?.version ?? 'nueva'}`}
          muestra={muestra}
          editable={bloqueo === null}
          claveBorrador={usuario === null ? null : claveBorrador(usuario.usuario_id, pathname)}
          escritoAntes={escritoAntes}
          onConflicto={(cambios) => {
            setEscritoAntes(cambios);
            setGuardada(null);
            remota.reload();
          }}
          onConfirmada={setGuardada}
          onSiguiente={escanearSiguiente}
        />
      )}
      <div>
        <VolverALista />
      </div>
    </Pantalla>
  );
}
