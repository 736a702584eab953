import { useCallback, useState } from 'react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/rutas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ID_NUEVO_BIOBANCO, tienePermisoMuestra, type UsuarioSesion } from '@registro-lma/shared/domain';
import { useSession } from '@registro-lma/shared/session';
import { claveBorrador, ErrorState, ForbiddenState, LoadingState, NotFoundState, ScreenLayout, useRemoteData, type CambiosRegistro } from '@registro-lma/shared/ui';
import { FormularioBiobanco } from './formulario-biobanco';
import { LecturaBiobanco } from './lectura-biobanco';
import { obtenerRegistroBiobanco } from './registro-biobanco.resource';

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

function RegistroBiobanco({ upn, id, usuario }: { readonly upn: string; readonly id: number | null; readonly usuario: UsuarioSesion | null }) {
  const { pathname } = useLocation();
  const [parametros] = useSearchParams();
  const cargar = useCallback(() => (id === null ? Promise.resolve(null) : obtenerRegistroBiobanco(upn, id)), [upn, id]);
  const registro = useRemoteData(cargar);
  const [escritoAntes, setEscritoAntes] = useState<CambiosRegistro | null>(null);
  const edita = usuario === null || tienePermisoMuestra(usuario.rol, 'editar_biobanco');
  const volver = <VolverALaLista usuario={usuario} />;

  if (registro.status === 403) return <ForbiddenState message="El registro de biobanco no pertenece a sus biobancos ni a sus centros." action={volver} />;
  if (registro.status === 404) return <NotFoundState message={`No existe el registro de biobanco ${upn}-B${String(id)}.`} action={volver} />;
  const titulo = id === null ? `Nueva entrada en el biobanco · ${upn}` : `Registro de biobanco ${registro.data?.identificador ?? `${upn}-B${id}`}`;
  if (registro.error !== null) {
    return (
      <ScreenLayout titulo={titulo}>
        <ErrorState message={registro.error} onRetry={registro.reload} />
      </ScreenLayout>
    );
  }
  if (registro.loading || (id !== null && registro.data === null)) {
    return (
      <ScreenLayout titulo={titulo}>
        <LoadingState />
      </ScreenLayout>
    );
  }
  if (!edita && registro.data !== null) {
    return (
      <ScreenLayout titulo={titulo}>
        <Alert severity="info">Consulta: solo el biobanco del registro puede modificarlo.</Alert>
        <LecturaBiobanco registro={registro.data} />
        <Stack direction="row">{volver}</Stack>
      </ScreenLayout>
    );
  }
  return (
    <ScreenLayout titulo={titulo}>
      <FormularioBiobanco
        // A reload after a conflict starts the form again from the fresh record.
        key={registro.loads}
        upn={upn}
        registro={registro.data}
        muestraInicial={muestraDe(parametros.get('muestra'))}
        usuario={usuario}
        claveBorrador={usuario === null ? null : claveBorrador(usuario.usuario_id, pathname)}
        escritoAntes={escritoAntes}
        onConflicto={(cambios) => {
          setEscritoAntes(cambios);
          registro.reload();
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
