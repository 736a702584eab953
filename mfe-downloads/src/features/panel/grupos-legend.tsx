import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { colorDeGrupo } from './panel-constants';

export interface LeyendaGruposProps {
  readonly grupos: readonly { grupo: string; etiqueta: string }[];
  /** Filters the panel by a group, when its split has that filter. */
  readonly onFiltrar?: ((grupo: string) => void) | undefined;
  readonly filtrable: (grupo: string) => boolean;
}

const Muestra = ({ indice }: { indice: number }) => (
  <Box component="span" aria-hidden sx={{ width: 18, height: 4, borderRadius: 1, bgcolor: colorDeGrupo(indice), display: 'inline-block', mr: 1 }} />
);

/** The chart's legend: a group's colour and label; a click filters the panel by it where the API has that filter. */
export function LeyendaGrupos({ grupos, onFiltrar, filtrable }: LeyendaGruposProps) {
  return (
    <Box component="ul" aria-label="Leyenda" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {grupos.map((grupo, indice) => (
        <li key={grupo.grupo}>
          {onFiltrar !== undefined && filtrable(grupo.grupo) ? (
            <Button size="small" color="inherit" onClick={() => onFiltrar(grupo.grupo)} title={`Filtrar el panel por «${grupo.etiqueta}»`}>
              <Muestra indice={indice} />
              {grupo.etiqueta}
            </Button>
          ) : (
            <Typography component="span" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', px: 1, py: 0.75 }}>
              <Muestra indice={indice} />
              {grupo.etiqueta}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}
