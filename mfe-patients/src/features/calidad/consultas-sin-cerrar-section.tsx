import { useCallback } from 'react';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatearNumero, rolTieneFacultad, type Consulta, type EstadoConsulta, type Rol, type UsuarioSesion } from '@registro-lma/shared/domain';
import { Link as RouterLink } from '@registro-lma/shared/router';
import { RUTAS } from '@registro-lma/shared/routes';
import { ErrorState, LoadingState, useRemoteData } from '@registro-lma/shared/ui';
import { listarConsultasEnEstado } from '../../comun/consultas/consultas.resource';
import { EstadoConsultaChip } from '../../comun/consultas/estado-consulta-chip';
import { asuntoConsulta } from '../../comun/consultas/consulta-messages';
import { destinoCampo } from '../../comun/formulario-item-mapper';

const TAMANO = 50;

/** The queries a user acts on: the clinician answers the open ones, the monitor closes the answered ones. */
function estadosQueAtiende(rol: Rol): EstadoConsulta[] {
  return [...(rolTieneFacultad(rol, 'responder_consultas') ? (['ABIERTA'] as const) : []), ...(rolTieneFacultad(rol, 'gestionar_consultas') ? (['RESPONDIDA'] as const) : [])];
}

async function leerPendientes(estados: readonly EstadoConsulta[]): Promise<{ items: Consulta[]; total: number }> {
  const paginas = await Promise.all(estados.map((estado) => listarConsultasEnEstado(estado, TAMANO)));
  return { items: paginas.flatMap((pagina) => pagina.items), total: paginas.reduce((suma, pagina) => suma + pagina.total, 0) };
}

/** Each query opens its form at the field it is about (the form shows its badge and thread there). */
function EnlaceConsulta({ consulta }: { readonly consulta: Consulta }) {
  const destino = destinoCampo(consulta) ?? RUTAS.paciente.href({ id: consulta.paciente_id });
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <EstadoConsultaChip estado={consulta.estado} />
      <Link component={RouterLink} to={destino}>{`${consulta.upn} · ${asuntoConsulta(consulta)}`}</Link>
    </Stack>
  );
}

/** «Consultas pendientes» of the worklist: the queries waiting for this user, the latest changed first. */
export function ConsultasSinCerrar({ usuario }: { readonly usuario: UsuarioSesion }) {
  const { rol } = usuario;
  const pendientes = useRemoteData(useCallback(() => leerPendientes(estadosQueAtiende(rol)), [rol]));
  if (estadosQueAtiende(rol).length === 0) return null;
  let contenido;
  if (pendientes.error !== null) contenido = <ErrorState message={pendientes.error} onRetry={pendientes.reload} />;
  else if (pendientes.data === null) contenido = <LoadingState message="Cargando las consultas…" />;
  else if (pendientes.data.total === 0) contenido = <Typography color="text.secondary">Ninguna consulta le espera.</Typography>;
  else {
    const { items, total } = pendientes.data;
    contenido = (
      <>
        <List dense aria-label="Consultas pendientes">
          {items.map((consulta) => (
            <ListItem key={consulta.consulta_id} disableGutters>
              <EnlaceConsulta consulta={consulta} />
            </ListItem>
          ))}
        </List>
        {total > items.length && <Typography color="text.secondary">{`Se muestran las ${formatearNumero(items.length)} últimas de ${formatearNumero(total)}.`}</Typography>}
      </>
    );
  }
  return (
    <Paper component="section" variant="outlined" aria-labelledby="consultas-pendientes-titulo" sx={{ p: 2 }}>
      <Typography id="consultas-pendientes-titulo" variant="h6" component="h2">
        Consultas pendientes
      </Typography>
      {contenido}
    </Paper>
  );
}
