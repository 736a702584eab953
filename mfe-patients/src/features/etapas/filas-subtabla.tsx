import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import type { Campo, SubtablaEtapa } from '@registro-lma/shared/domain';
import { CampoFormulario, type FilasFormulario, type FilasValidadas } from '@registro-lma/shared/ui';
import { valoresIniciales } from './valores-etapa';

export interface FilasSubtablaProps {
  readonly subtabla: SubtablaEtapa;
  readonly filas: FilasFormulario<readonly Campo[]>;
  readonly validadas: FilasValidadas<readonly Campo[]>;
  readonly soloLectura: boolean;
}

/** The rows of a stage's sub-table (e.g. one per FISH probe), edited in place: one panel per row. */
export function FilasSubtabla({ subtabla, filas, validadas, soloLectura }: FilasSubtablaProps) {
  const nombre = subtabla.titulo;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {filas.claves.length === 0 && <Typography color="text.secondary">{`Sin filas de ${nombre}.`}</Typography>}
      {filas.claves.map((clave, indice) => {
        const titulo = `${nombre} ${indice + 1}`;
        return (
          <Paper key={clave} variant="outlined" role="group" aria-label={titulo} sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle1" component="h3">
                {titulo}
              </Typography>
              {!soloLectura && (
                <IconButton aria-label={`Quitar ${titulo}`} onClick={() => filas.quitar(indice)}>
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
            <Grid container spacing={2}>
              {validadas.visibles(indice).map((campo) => (
                <Grid key={campo.name} size={{ xs: 12, md: 6 }}>
                  <CampoFormulario {...validadas.enlace(indice, campo.name)} disabled={soloLectura} />
                </Grid>
              ))}
            </Grid>
          </Paper>
        );
      })}
      {!soloLectura && (
        <div>
          <Button startIcon={<AddIcon />} disabled={filas.claves.length >= subtabla.maxFilas} onClick={() => filas.agregar(valoresIniciales(subtabla.campos))}>
            {`Añadir ${nombre}`}
          </Button>
        </div>
      )}
    </Stack>
  );
}
