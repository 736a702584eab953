import type { ReactNode } from 'react';
import { Link as RouterLink } from '@registro-lma/shared/router';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { EtiquetaEstadoEtapa } from '../../comun/estado-etapa-label';
import type { EtapaPaciente } from './etapas-paciente-view';

export interface LineaEtapasProps {
  readonly etapas: readonly EtapaPaciente[];
  /** Shown above the list, e.g. the failure to load the stages' statuses. */
  readonly aviso?: ReactNode;
}

/** The patient's clinical stages in order, each with its status, why it cannot start yet, and a way to its screen. */
export function LineaEtapas({ etapas, aviso }: LineaEtapasProps) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="etapas-titulo" sx={{ p: 2 }}>
      <Typography id="etapas-titulo" variant="h6" component="h2">
        Etapas clínicas
      </Typography>
      {aviso}
      <List component="ol" aria-labelledby="etapas-titulo" dense>
        {etapas.map((etapa, indice) => (
          <li key={etapa.clave}>
            <ListItemButton component={RouterLink} to={etapa.ruta}>
              <ListItemText primary={`${indice + 1}. ${etapa.etiqueta}`} secondary={etapa.motivo} />
              {etapa.estado !== null && <EtiquetaEstadoEtapa estado={etapa.estado} />}
            </ListItemButton>
          </li>
        ))}
      </List>
    </Paper>
  );
}
