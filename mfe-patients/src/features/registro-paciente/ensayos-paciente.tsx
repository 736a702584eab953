import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import type { CAMPOS_PACIENTE_ENSAYO } from '@registro-lma/shared/domain';
import { CampoFormulario, type FilasFormulario, type FilasValidadas } from '@registro-lma/shared/ui';
import { FILA_ENSAYO_VACIA } from './valores-paciente';

type Campos = typeof CAMPOS_PACIENTE_ENSAYO;

export interface EnsayosPacienteProps {
  readonly filas: FilasFormulario<Campos>;
  readonly ensayos: FilasValidadas<Campos>;
}

/** The trials of the patient (sub-table `paciente_ensayo`), edited in place: one panel per trial. */
export function EnsayosPaciente({ filas, ensayos }: EnsayosPacienteProps) {
  return (
    <Stack spacing={2}>
      {filas.claves.map((clave, indice) => {
        const titulo = `Ensayo ${indice + 1}`;
        return (
          <Paper key={clave} variant="outlined" role="group" aria-label={titulo} sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle1" component="h3">
                {titulo}
              </Typography>
              <IconButton aria-label={`Quitar ensayo ${indice + 1}`} onClick={() => filas.quitar(indice)}>
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
            <Grid container spacing={2}>
              {ensayos.visibles(indice).map((campo) => (
                <Grid key={campo.name} size={{ xs: 12, md: 6 }}>
                  <CampoFormulario {...ensayos.enlace(indice, campo.name)} />
                </Grid>
              ))}
            </Grid>
          </Paper>
        );
      })}
      <div>
        <Button startIcon={<AddIcon />} onClick={() => filas.agregar(FILA_ENSAYO_VACIA)}>
          Añadir ensayo
        </Button>
      </div>
    </Stack>
  );
}
