import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Alert from '@mui/material/Alert';
import {
  bloqueoDeMuestras,
  DOCUMENTOS_DE_MUESTRA,
  DOCUMENTOS_GENERADOS_DE_MUESTRA,
  ESTADOS_MUESTRA_EDITABLE,
  MENSAJE_MUESTRA_NO_EDITABLE,
  tienePermisoMuestra,
  type Muestra,
  type Paciente,
} from '@registro-lma/shared/domain';
import { useSession } from '@registro-lma/shared/session';
import { claveBorrador, EnlacesDocumentos, ErrorState, LoadingState, MotivoDialog, ScreenLayout, useRemoteData, type CambiosRegistro } from '@registro-lma/shared/ui';
import { CabeceraPacienteMuestra } from '../../comun/paciente-muestra-header';
import { eliminarMuestra, obtenerMuestra, obtenerPacienteDeMuestra } from '../../comun/muestras.resource';
import { MuestraInaccesible } from '../../comun/muestra-inaccesible-state';
import { contextoDePaciente } from './registro-muestra-fields';
import { EnvioMuestraDialog } from './envio-muestra-dialog';
import { FormularioMuestra } from './muestra-form';
import { RegistrosMuestra } from './registros-muestra-link';
import { ResumenMuestra } from './muestra-summary';

const MENSAJE_SIN_PERMISO = 'No tiene permisos para registrar ni modificar muestras.';

/** The route names a patient (a new sample) or a sample (its edit). */
type Origen = 'paciente' | 'muestra';

type Registro = { readonly paciente: Paciente; readonly muestra: Muestra | null };

/** The dialog open over the sample, if any. */
type Dialogo = 'envio' | 'eliminacion' | null;

function RegistroMuestra({ origen, ensayo, id }: { readonly origen: Origen; readonly ensayo: boolean; readonly id: number }) {
  const usuario = useSession((estado) => estado.usuario);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const cargar = useCallback(async (): Promise<Registro> => {
    const muestra = origen === 'muestra' ? await obtenerMuestra(id) : null;
    const paciente = await obtenerPacienteDeMuestra(muestra?.paciente.paciente_id ?? id);
    return { paciente, muestra };
  }, [origen, id]);
  const registro = useRemoteData(cargar);
  const [escritoAntes, setEscritoAntes] = useState<CambiosRegistro | null>(null);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const [salida, setSalida] = useState<string | null>(null);

  // Leave once the form (and its guard against leaving with unsaved changes) is gone.
  useEffect(() => {
    if (salida !== null) navigate(salida);
  }, [salida, navigate]);

  const muestra = registro.data?.muestra ?? null;
  const esEnsayo = muestra === null ? ensayo : muestra.datos.es_ensayo === true;
  const nombre = esEnsayo ? 'muestra de ensayo' : 'muestra';
  const titulo = muestra !== null ? `Muestra ${muestra.codigo_muestra}` : origen === 'paciente' ? `Registrar ${nombre}` : 'Editar muestra';

  if (registro.status === 403 || registro.status === 404) return <MuestraInaccesible estado={registro.status} />;
  if (registro.error !== null) {
    return (
      <ScreenLayout titulo={titulo}>
        <ErrorState message={registro.error} onRetry={registro.reload} />
      </ScreenLayout>
    );
  }
  if (registro.data === null || salida !== null) {
    return (
      <ScreenLayout titulo={titulo}>
        <LoadingState message="Cargando la muestra…" />
      </ScreenLayout>
    );
  }

  const { paciente } = registro.data;
  const cabecera = (
    <CabeceraPacienteMuestra paciente={{ paciente_id: paciente.paciente_id, upn: paciente.upn, centro: `${paciente.hospital.codigo} · ${paciente.hospital.nombre}` }} />
  );
  const bloqueo = muestra === null ? bloqueoDeMuestras(paciente.estado) : null;
  const soloLectura = muestra !== null && !ESTADOS_MUESTRA_EDITABLE.includes(muestra.estado);
  const recargar = () => {
    setDialogo(null);
    registro.reload();
  };

  return (
    <ScreenLayout titulo={titulo}>
      {cabecera}
      <EnlacesDocumentos claves={DOCUMENTOS_DE_MUESTRA} generados={DOCUMENTOS_GENERADOS_DE_MUESTRA} />
      {muestra !== null && (
        <ResumenMuestra
          key={`resumen-${registro.loads}`}
          muestra={muestra}
          conAcciones
          onRegistrarEnvio={() => setDialogo('envio')}
          onEliminar={() => setDialogo('eliminacion')}
        />
      )}
      {muestra !== null && <RegistrosMuestra key={`registros-${registro.loads}`} muestra={muestra} />}
      {bloqueo !== null && <Alert severity="warning">{bloqueo}</Alert>}
      {esEnsayo && muestra === null && paciente.paciente_ensayo.length === 0 && (
        <Alert severity="info">El paciente no consta como incluido en ningún ensayo: regístrelo en sus datos antes de registrar una muestra de ensayo.</Alert>
      )}
      {soloLectura && <Alert severity="info">{MENSAJE_MUESTRA_NO_EDITABLE}</Alert>}
      {bloqueo === null && (
        <FormularioMuestra
          // A reload (after a conflict, a save or the shipment) starts the form again from the fresh record.
          key={`formulario-${registro.loads}`}
          paciente={paciente}
          muestra={muestra}
          ensayo={esEnsayo}
          soloLectura={soloLectura}
          claveBorrador={usuario === null ? null : claveBorrador(usuario.usuario_id, pathname)}
          escritoAntes={escritoAntes}
          onConflicto={(cambios) => {
            setEscritoAntes(cambios);
            registro.reload();
          }}
          onGuardada={() => {
            setEscritoAntes(null);
            registro.reload();
          }}
        />
      )}
      {dialogo === 'envio' && muestra !== null && (
        <EnvioMuestraDialog muestra={muestra} contexto={contextoDePaciente(paciente)} onCerrar={() => setDialogo(null)} onEnviada={recargar} onRecargar={recargar} />
      )}
      {dialogo === 'eliminacion' && muestra !== null && (
        <MotivoDialog
          titulo="Eliminar muestra"
          explicacion={`La muestra ${muestra.codigo_muestra} dejará de figurar en el registro del paciente. El motivo queda en el historial de cambios.`}
          textoConfirmar="Eliminar muestra"
          mensajeExito={`Muestra ${muestra.codigo_muestra} eliminada.`}
          accion={(motivo) => eliminarMuestra(muestra.muestra_id, muestra.version, motivo)}
          onCerrar={() => setDialogo(null)}
          onHecho={() => setSalida(RUTAS.paciente.href({ id: paciente.paciente_id }))}
          onRecargar={recargar}
        />
      )}
    </ScreenLayout>
  );
}

/** The role gate and the route's id, before anything is read. */
function RegistroMuestraDeRuta({ origen, ensayo }: { readonly origen: Origen; readonly ensayo: boolean }) {
  const { id } = useParams();
  const usuario = useSession((estado) => estado.usuario);
  const numero = Number(id);
  if (usuario !== null && !tienePermisoMuestra(usuario.rol, 'registrar')) return <MuestraInaccesible estado={403} mensaje={MENSAJE_SIN_PERMISO} />;
  if (!Number.isInteger(numero) || numero <= 0) return <MuestraInaccesible estado={404} />;
  return <RegistroMuestra key={`${origen}-${numero}`} origen={origen} ensayo={ensayo} id={numero} />;
}

/** `/registrar-muestra/paciente/{id}`: a new sample of the patient. */
export function RegistrarMuestraPacienteScreen() {
  return <RegistroMuestraDeRuta origen="paciente" ensayo={false} />;
}

/** `/registrar-muestra/{id}`: a sample, its «Hoja de envío» and its shipment. */
export function RegistrarMuestraScreen() {
  return <RegistroMuestraDeRuta origen="muestra" ensayo={false} />;
}

/** `/registrar-muestra-ensayo/paciente/{id}`: a new trial sample of the patient (trial and protocol moment). */
export function RegistrarMuestraEnsayoPacienteScreen() {
  return <RegistroMuestraDeRuta origen="paciente" ensayo />;
}

/** `/registrar-muestra-ensayo/{id}`: a trial sample, its «Hoja de envío» and its shipment. */
export function RegistrarMuestraEnsayoScreen() {
  return <RegistroMuestraDeRuta origen="muestra" ensayo />;
}
