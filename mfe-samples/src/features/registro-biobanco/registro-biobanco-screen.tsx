import { useCallback, useState } from 'react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  bloqueoDeMuestras,
  ID_NUEVO_BIOBANCO,
  MENSAJE_BIOBANCO_SIN_CONSENTIMIENTO,
  tienePermisoMuestra,
  type PacienteDeBiobanco,
  type RegistroBiobanco as Registro,
  type UsuarioSesion,
} from '@registro-lma/shared/domain';
import { useSession } from '@registro-lma/shared/session';
import { claveBorrador, ErrorState, ForbiddenState, LoadingState, NotFoundState, ScreenLayout, useRemoteData, type CambiosRegistro } from '@registro-lma/shared/ui';
import { FormularioBiobanco } from './biobanco-form';
import { LecturaBiobanco } from './lectura-biobanco-table';
import { obtenerPacienteDeBiobanco, obtenerRegistroBiobanco } from './registro-biobanco.resource';

const ENTERO_POSITIVO = /^[1-9]\d{0,9}$/;

function VolverALaLista({ usuario }: { readonly usuario: UsuarioSesion | null }) {
  const gestiona = usuario !== null && tienePermisoMuestra(usuario.rol, 'editar_biobanco');
  return (
    <Button component={RouterLink} to={gestiona ? RUTAS.listaBiobanco.href() : RUTAS.inicio.href()}>
      {gestiona ? 'Volver al biobanco' : 'Volver al inicio'}
    </Button>
  );
}

/** `?muestra=` when it names a sample id, else null. */
function muestraDe(texto: string | null): number | null {
  return texto !== null && ENTERO_POSITIVO.test(texto) ? Number(texto) : null;
}

/** What a new entry cannot be registered for, as soon as the patient is known (§5.5: consent, G18). */
function bloqueoDeAlta(paciente: PacienteDeBiobanco): string | null {
  return bloqueoDeMuestras(paciente.estado) ?? (paciente.consentimiento_muestras === 'SI' ? null : MENSAJE_BIOBANCO_SIN_CONSENTIMIENTO);
}

type Lectura = { readonly registro: Registro | null; readonly paciente: PacienteDeBiobanco | null };

function RegistroBiobanco({ upn, id, usuario }: { readonly upn: string; readonly id: number | null; readonly usuario: UsuarioSesion | null }) {
  const { pathname } = useLocation();
  const [parametros] = useSearchParams();
  const edita = usuario === null || tienePermisoMuestra(usuario.rol, 'editar_biobanco');
  // Who edits also reads the patient: its samples by code (the source sample) and whether it may give material.
  const cargar = useCallback(async (): Promise<Lectura> => {
    const [registro, paciente] = await Promise.all([id === null ? null : obtenerRegistroBiobanco(upn, id), edita ? obtenerPacienteDeBiobanco(upn) : null]);
    return { registro, paciente };
  }, [upn, id, edita]);
  const lectura = useRemoteData(cargar);
  const [escritoAntes, setEscritoAntes] = useState<CambiosRegistro | null>(null);
  const volver = <VolverALaLista usuario={usuario} />;

  if (lectura.status === 403) return <ForbiddenState message="El registro de biobanco no pertenece a sus biobancos ni a sus centros." action={volver} />;
  if (lectura.status === 404) {
    return <NotFoundState message={id === null ? `No existe ningún paciente con UPN ${upn}.` : `No existe el registro de biobanco ${upn}-B${id}.`} action={volver} />;
  }
  const registro = lectura.data?.registro ?? null;
  const titulo = id === null ? `Nueva entrada en el biobanco · ${upn}` : `Registro de biobanco ${registro?.identificador ?? `${upn}-B${id}`}`;
  if (lectura.error !== null) {
    return (
      <ScreenLayout titulo={titulo}>
        <ErrorState message={lectura.error} status={lectura.status} onRetry={lectura.reload} />
      </ScreenLayout>
    );
  }
  if (lectura.loading || lectura.data === null) {
    return (
      <ScreenLayout titulo={titulo}>
        <LoadingState />
      </ScreenLayout>
    );
  }
  const { paciente } = lectura.data;
  if (!edita || paciente === null) {
    return (
      <ScreenLayout titulo={titulo}>
        <Alert severity="info">Consulta: solo el biobanco del registro puede modificarlo.</Alert>
        {registro !== null && <LecturaBiobanco registro={registro} />}
        <Stack direction="row">{volver}</Stack>
      </ScreenLayout>
    );
  }
  const bloqueo = registro === null ? bloqueoDeAlta(paciente) : null;
  if (bloqueo !== null) {
    return (
      <ScreenLayout titulo={titulo}>
        <Alert severity="warning">{bloqueo}</Alert>
        <Stack direction="row">{volver}</Stack>
      </ScreenLayout>
    );
  }
  return (
    <ScreenLayout titulo={titulo}>
      <FormularioBiobanco
        // A reload after a conflict starts the form again from the fresh record.
        key={lectura.loads}
        paciente={paciente}
        registro={registro}
        muestraInicial={muestraDe(parametros.get('muestra'))}
        usuario={usuario}
        claveBorrador={usuario === null ? null : claveBorrador(usuario.usuario_id, pathname)}
        escritoAntes={escritoAntes}
        onConflicto={(cambios) => {
          setEscritoAntes(cambios);
          lectura.reload();
        }}
      />
    </ScreenLayout>
  );
}

/**
 * `/biobanco/{upn}/{id}`: a biobank record of the patient — `{id}` its number (`{upn}-B{id}`), or `nuevo` for a new
 * entry (optionally `?muestra={muestra_id}`, its source sample). BIOBANCO (its biolabs) and ADMIN register and edit;
 * COORDINADOR, LECTURA and the patient's CLINICO read it.
 */
export function RegistroBiobancoScreen() {
  const usuario = useSession((estado) => estado.usuario);
  const { upn = '', id = '' } = useParams();
  const volver = <VolverALaLista usuario={usuario} />;
  if (usuario !== null && !tienePermisoMuestra(usuario.rol, 'ver_biobanco')) {
    return <ForbiddenState message="Su perfil no da acceso a los registros de biobanco." action={volver} />;
  }
  const nuevo = id === ID_NUEVO_BIOBANCO;
  if (nuevo && usuario !== null && !tienePermisoMuestra(usuario.rol, 'editar_biobanco')) {
    return <ForbiddenState message="Solo el personal del biobanco registra entradas." action={volver} />;
  }
  if (!nuevo && !ENTERO_POSITIVO.test(id)) return <NotFoundState message={`«${id}» no es un registro de biobanco.`} action={volver} />;
  return <RegistroBiobanco upn={upn.trim().toUpperCase()} id={nuevo ? null : Number(id)} usuario={usuario} />;
}
