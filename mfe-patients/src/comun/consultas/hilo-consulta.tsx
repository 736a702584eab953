import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatearFechaHora, type EventoHiloConsulta } from '@registro-lma/shared/domain';
import { ETIQUETA_EVENTO_CONSULTA } from './textos-consulta';

/** The read-only role gets the steps without their texts (§8: free text is not shown to it). */
export const TEXTO_OCULTO = 'Texto no visible con su perfil.';

/** A query's steps, oldest first: what was asked, answered, closed or reopened, and when. */
export function HiloConsulta({ hilo }: { readonly hilo: readonly EventoHiloConsulta[] }) {
  return (
    <List aria-label="Hilo de la consulta" dense>
      {hilo.map((evento) => (
        <ListItem key={evento.consulta_evento_id} divider alignItems="flex-start">
          <ListItemText
            primary={`${ETIQUETA_EVENTO_CONSULTA[evento.tipo]} · ${formatearFechaHora(evento.creado_en)}`}
            secondary={evento.texto_consulta ?? TEXTO_OCULTO}
            slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
