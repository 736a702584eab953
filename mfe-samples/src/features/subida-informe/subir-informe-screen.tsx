import { useCallback, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from '@registro-lma/shared/router';
import { inicioDe, RUTAS } from '@registro-lma/shared/routes';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ambitoDeRol,
  buscarFila,
  CAMPO_MOTIVO_ELIMINACION,
  ESTADO_MUESTRA,
  ESTADOS_MUESTRA_RECIBIDA,
  MENSAJE_MUESTRA_NO_RECIBIDA,
  tienePermisoMuestra,
  type Informe,
  type Muestra,
  type PermisoMuestra,
  type UsuarioSesion,
} from '@registro-lma/shared/domain';
import { useSession } from '@registro-lma/shared/session';
import { ErrorState, ForbiddenState, LoadingState, MotivoDialog, NotFoundState, ScreenLayout, useDescarga, useRemoteData } from '@registro-lma/shared/ui';
import { RUTAS_API } from '@registro-lma/shared/http';
import { FormularioInforme } from './informe-form';
import { idDeRuta } from '../../comun/id-ruta-parser';
import { obtenerMuestra } from '../../comun/muestras.resource';
import { eliminarInforme, listarInformes } from './informes.resource';
import { ListaInformes } from './informes-table';
import { SeccionNgs } from './ngs-section';

/** Back where the user came from: the laboratory to its worklist, whoever reads results to the patient (or home). */
function VolverALista({ muestra }: { readonly muestra?: Muestra }) {
  const usuario = useSession((estado) => estado.usuario);
  if (usuario === null || tienePermisoMuestra(usuario.rol, 'confirmar')) {
    return (
      <Button component={RouterLink} to={RUTAS.listaLaboratorio.href()}>
        Volver a la lista de muestras
      </Button>
    );
  }
  return muestra === undefined ? (
    <Button component={RouterLink} to={inicioDe(usuario.rol)}>
      Volver al inicio
    </Button>
  ) : (
    <Button component={RouterLink} to={RUTAS.paciente.href({ id: muestra.paciente.paciente_id })}>
      Volver al paciente
    </Button>
  );
}

/** The sample the reports belong to: code, patient, centre and state. */
const subtituloDe = (muestra: Muestra) =>
  `${muestra.codigo_muestra} · UPN ${muestra.paciente.upn} · ${muestra.paciente.hospital_codigo} · ${buscarFila(ESTADO_MUESTRA, muestra.estado)?.etiqueta ?? muestra.estado}`;

function Pantalla({ muestra, children }: { readonly muestra?: Muestra; readonly children: ReactNode }) {
  return (
    <ScreenLayout titulo="Informes de la muestra" subtitulo={muestra && subtituloDe(muestra)}>
      {children}
    </ScreenLayout>
  );
}

const pideNgs = (muestra: Muestra): boolean => Array.isArray(muestra.datos.estudios_solicitados) && muestra.datos.estudios_solicitados.includes('NGS');

function Informes({ muestra, usuario, onCambiado }: { readonly muestra: Muestra; readonly usuario: UsuarioSesion | null; readonly onCambiado: () => void }) {
  const cargar = useCallback(() => listarInformes(muestra.muestra_id), [muestra.muestra_id]);
  const informes = useRemoteData(cargar);
  const descarga = useDescarga('No se ha podido descargar el informe.');
  const [sustituido, setSustituido] = useState<Informe | null>(null);
  const [eliminando, setEliminando] = useState<Informe | null>(null);
  const [subidas, setSubidas] = useState(0);
  const recibida = ESTADOS_MUESTRA_RECIBIDA.includes(muestra.estado);
  const puedeSubir = usuario !== null && tienePermisoMuestra(usuario.rol, 'confirmar') && recibida;

  const cambiado = () => {
    setSustituido(null);
    setEliminando(null);
    setSubidas((cuenta) => cuenta + 1);
    informes.reload();
    onCambiado();
  };

  return (
    <>
      {!recibida && <Alert severity="info">{MENSAJE_MUESTRA_NO_RECIBIDA}</Alert>}
      {puedeSubir && (
        <FormularioInforme
          // A new upload, or the choice of another report to replace, starts the form again.
          key={`${subidas}:${sustituido?.informe_id ?? 'nuevo'}`}
          muestraId={muestra.muestra_id}
          sustituido={sustituido}
          onCancelarSustitucion={() => setSustituido(null)}
          onSubido={cambiado}
        />
      )}
      <Stack spacing={2} component="section" aria-labelledby="informes-lista-titulo">
        <Typography id="informes-lista-titulo" variant="h6" component="h2">
          Informes adjuntos
        </Typography>
        {informes.error !== null ? (
          <ErrorState message={informes.error} status={informes.status} onRetry={informes.reload} />
        ) : informes.data === null ? (
          <LoadingState />
        ) : (
          <ListaInformes
            informes={informes.data}
            usuario={usuario}
            puedeSubir={puedeSubir}
            descargando={descarga.descargando}
            onDescargar={(informe) => void descarga.descargar(RUTAS_API.ficheroInforme(informe.informe_id), informe.nombre_archivo)}
            onSustituir={setSustituido}
            onEliminar={setEliminando}
          />
        )}
      </Stack>
      {eliminando && (
        // The logical deletion of a report, with its reason (§5.3): the row stays, out of force.
        <MotivoDialog
          titulo="Eliminar informe"
          explicacion={`El informe «${eliminando.nombre_archivo}» (versión ${eliminando.version}) dejará de estar vigente. Indique el motivo.`}
          textoConfirmar="Eliminar"
          mensajeExito={`Informe «${eliminando.nombre_archivo}» eliminado.`}
          campo={CAMPO_MOTIVO_ELIMINACION}
          accion={(motivo) => eliminarInforme(eliminando.informe_id, motivo)}
          onCerrar={() => setEliminando(null)}
          onHecho={cambiado}
        />
      )}
    </>
  );
}

/**
 * `/subir-informe/{id}`: the destination laboratory attaches the sample's report PDFs (new versions, replacements,
 * withdrawals within 24 h) and, for an NGS study, enters its result with the variants.
 */
export function SubirInformeScreen() {
  const { id } = useParams();
  const muestraId = idDeRuta(id);
  const usuario = useSession((estado) => estado.usuario);
  const cargar = useCallback(() => (muestraId === null ? Promise.resolve(null) : obtenerMuestra(muestraId)), [muestraId]);
  const muestra = useRemoteData(cargar);

  if (muestraId === null || muestra.status === 404) {
    return <NotFoundState message="La muestra no existe o ha sido eliminada." action={<VolverALista />} />;
  }
  if (muestra.status === 403) {
    const mensaje = usuario !== null && ambitoDeRol(usuario.rol) === 'laboratorios' ? 'La muestra no está dirigida a ninguno de sus laboratorios.' : 'La muestra no pertenece a su ámbito.';
    return <ForbiddenState message={mensaje} action={<VolverALista />} />;
  }
  if (muestra.error !== null) {
    return (
      <Pantalla>
        <ErrorState message={muestra.error} onRetry={muestra.reload} />
      </Pantalla>
    );
  }
  if (muestra.data === null) {
    return (
      <Pantalla>
        <LoadingState />
      </Pantalla>
    );
  }
  const datos = muestra.data;
  // Who reads results without working the sample (LECTURA reads the NGS result, not the reports: §2.3).
  const puede = (permiso: PermisoMuestra) => usuario === null || tienePermisoMuestra(usuario.rol, permiso);
  return (
    <Pantalla muestra={datos}>
      {puede('descargar_informe') && <Informes muestra={datos} usuario={usuario} onCambiado={muestra.reload} />}
      {pideNgs(datos) && ESTADOS_MUESTRA_RECIBIDA.includes(datos.estado) && puede('ver_ngs') && <SeccionNgs muestra={datos} usuario={usuario} />}
      <Stack direction="row" spacing={2}>
        {puede('confirmar') && (
          <Button component={RouterLink} to={RUTAS.confirmarMuestra.href({ id: datos.muestra_id })}>
            Ver la recepción
          </Button>
        )}
        <VolverALista muestra={datos} />
      </Stack>
    </Pantalla>
  );
}
