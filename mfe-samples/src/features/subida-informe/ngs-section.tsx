import { useCallback, useState } from 'react';
import { useLocation } from '@registro-lma/shared/router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tienePermisoMuestra, type Muestra, type MuestraNgs, type UsuarioSesion } from '@registro-lma/shared/domain';
import { claveBorrador, ErrorState, LoadingState, useRemoteData, type CambiosRegistro } from '@registro-lma/shared/ui';
import { FormularioNgs } from './ngs-form';
import { resultadosNgs } from './resultado-ngs.resource';

/** An NGS study's result on the report screen: read from the patient's results, entered by the destination lab. */
export function SeccionNgs({ muestra, usuario }: { readonly muestra: Muestra; readonly usuario: UsuarioSesion | null }) {
  const { pathname } = useLocation();
  const pacienteId = muestra.paciente.paciente_id;
  const cargar = useCallback(() => resultadosNgs(pacienteId), [pacienteId]);
  const resultados = useRemoteData(cargar);
  const [guardado, setGuardado] = useState<MuestraNgs | null>(null);
  const [escritoAntes, setEscritoAntes] = useState<CambiosRegistro | null>(null);
  const editable = usuario !== null && tienePermisoMuestra(usuario.rol, 'editar_ngs');

  let contenido;
  if (resultados.error !== null) contenido = <ErrorState message={resultados.error} status={resultados.status} onRetry={resultados.reload} />;
  else if (resultados.data === null) contenido = <LoadingState />;
  else {
    const resultado = guardado ?? resultados.data.find((fila) => fila.muestra_id === muestra.muestra_id) ?? null;
    contenido = (
      <FormularioNgs
        // A saved result or a reload after a conflict starts the form again from the result as it now is.
        key={`${resultados.loads}:${resultado?.version ?? 'nuevo'}`}
        muestra={muestra}
        resultado={resultado}
        editable={editable}
        claveBorrador={usuario === null ? null : claveBorrador(usuario.usuario_id, `${pathname}#ngs`)}
        escritoAntes={escritoAntes}
        onConflicto={(cambios) => {
          setEscritoAntes(cambios);
          setGuardado(null);
          resultados.reload();
        }}
        onGuardado={setGuardado}
      />
    );
  }
  return (
    <Stack component="section" spacing={2} aria-labelledby="ngs-titulo">
      <Typography id="ngs-titulo" variant="h6" component="h2">
        Estudio NGS
      </Typography>
      {contenido}
    </Stack>
  );
}
