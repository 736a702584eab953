import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsultaDetalle } from '@registro-lma/shared/domain';
import { EmptyState, ErrorState, LoadingState, useRemoteData } from '@registro-lma/shared/ui';
import { ConsultaDialog } from '../../comun/consultas/consulta-dialog';
import { leerConsulta, listarConsultasPaciente } from '../../comun/consultas/consultas.resource';
import { EstadoConsultaChip } from '../../comun/consultas/estado-consulta-chip';
import { TEXTO_OCULTO } from '../../comun/consultas/hilo-consulta-list';
import { asuntoConsulta, ETIQUETA_EVENTO_CONSULTA } from '../../comun/consultas/consulta-messages';

/** The patient's queries, each with its thread (the last message is shown in the list). */
async function consultasConHilo(pacienteId: number): Promise<readonly ConsultaDetalle[]> {
  const consultas = await listarConsultasPaciente(pacienteId);
  return Promise.all(consultas.map((consulta) => leerConsulta(consulta.consulta_id)));
}

function ultimoMensaje(consulta: ConsultaDetalle): string {
  const ultimo = consulta.hilo.at(-1);
  if (ultimo === undefined) return '';
  return `${ETIQUETA_EVENTO_CONSULTA[ultimo.tipo]}: ${ultimo.texto_consulta ?? TEXTO_OCULTO}`;
}

/** «Consultas» of the patient page: the monitor's questions on its records, their state and last message. */
export function ConsultasPaciente({ pacienteId }: { readonly pacienteId: number }) {
  const consultas = useRemoteData(useCallback(() => consultasConHilo(pacienteId), [pacienteId]));
  const [abierta, setAbierta] = useState<number | null>(null);

  let contenido;
  if (consultas.error !== null) contenido = <ErrorState message={consultas.error} onRetry={consultas.reload} />;
  else if (consultas.data === null) contenido = <LoadingState message="Cargando las consultas…" />;
  else if (consultas.data.length === 0) contenido = <EmptyState message="Sin consultas sobre este paciente." />;
  else {
    contenido = (
      <List aria-label="Consultas del paciente">
        {consultas.data.map((consulta) => (
          <ListItem
            key={consulta.consulta_id}
            divider
            secondaryAction={
              <Button size="small" onClick={() => setAbierta(consulta.consulta_id)} aria-label={`Ver la consulta sobre ${asuntoConsulta(consulta)}`}>
                Ver
              </Button>
            }
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
                  <EstadoConsultaChip estado={consulta.estado} />
                  <span>{asuntoConsulta(consulta)}</span>
                </Stack>
              }
              secondary={ultimoMensaje(consulta)}
              sx={{ pr: 8 }}
            />
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Paper component="section" variant="outlined" aria-labelledby="consultas-titulo" sx={{ p: 2 }}>
      <Typography id="consultas-titulo" variant="h6" component="h2" sx={{ mb: 1 }}>
        Consultas
      </Typography>
      {contenido}
      {abierta !== null && <ConsultaDialog consultaId={abierta} onCerrar={() => setAbierta(null)} onCambiada={consultas.reload} />}
    </Paper>
  );
}
