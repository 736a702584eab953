import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ETIQUETA_ESTADO_ETAPA, type EstadoEtapa, type EtapaPaciente } from './etapas-paciente';

const COLOR_ESTADO: Readonly<Record<EstadoEtapa, 'default' | 'warning' | 'success' | 'info'>> = {
  NO_INICIADA: 'default',
  BORRADOR: 'warning',
  COMPLETO: 'success',
  VALIDADO: 'info',
};

/** The patient's clinical stages in order, each with its status and a way to its screen. */
export function LineaEtapas({ etapas }: { readonly etapas: readonly EtapaPaciente[] }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="etapas-titulo" sx={{ p: 2 }}>
      <Typography id="etapas-titulo" variant="h6" component="h2">
        Etapas clínicas
      </Typography>
      <List component="ol" aria-labelledby="etapas-titulo" dense>
        {etapas.map((etapa, indice) => (
          <li key={etapa.clave}>
            <ListItemButton component={RouterLink} to={etapa.ruta}>
              <ListItemText primary={`${indice + 1}. ${etapa.etiqueta}`} />
              <Chip size="small" variant="outlined" color={COLOR_ESTADO[etapa.estado]} label={ETIQUETA_ESTADO_ETAPA[etapa.estado]} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Paper>
  );
}
