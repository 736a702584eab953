import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { autorAuditoria, ETIQUETA_ROL, formatearFechaHora, textosCorreccion, type ConsultaDetalle, type EventoHiloConsulta } from '@registro-lma/shared/domain';
import { ETIQUETA_EVENTO_CONSULTA } from './consulta-messages';

/** The read-only role gets the steps without their texts (§8: free text is not shown to it). */
export const TEXTO_OCULTO = 'Texto no visible con su perfil.';

/** Who took a step: «Nombre Apellidos (Rol)»; the read-only role reads the role alone (§2.3: no user's name). */
function autorPaso(evento: EventoHiloConsulta): string {
  const rol = ETIQUETA_ROL[evento.rol];
  return evento.usuario === null ? rol : `${autorAuditoria(evento.usuario)} (${rol})`;
}

/** A query's steps, oldest first: what was asked, answered (and the value it corrected), closed or reopened, by whom and when. */
export function HiloConsulta({ consulta }: { readonly consulta: Pick<ConsultaDetalle, 'formulario' | 'campo' | 'hilo'> }) {
  return (
    <List aria-label="Hilo de la consulta" dense>
      {consulta.hilo.map((evento) => (
        <ListItem key={evento.consulta_evento_id} divider alignItems="flex-start">
          <ListItemText
            primary={`${ETIQUETA_EVENTO_CONSULTA[evento.tipo]} · ${autorPaso(evento)} · ${formatearFechaHora(evento.creado_en)}`}
            secondary={
              <>
                <span>{evento.texto_consulta ?? TEXTO_OCULTO}</span>
                {textosCorreccion(consulta.formulario, consulta.campo, evento.correccion).map((texto) => (
                  <Typography key={texto} component="span" variant="body2" sx={{ display: 'block', fontWeight: 500 }}>
                    {texto}
                  </Typography>
                ))}
              </>
            }
            slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
