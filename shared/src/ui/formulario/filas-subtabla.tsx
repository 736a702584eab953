import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import type { Campo, SubtablaFormulario } from '@registro-lma/shared/domain';
import { CampoFormulario } from './campo-formulario';
import type { FilasFormulario, FilasValidadas } from './use-filas-formulario';
import { valoresIniciales } from './valores-registro';

/** The texts of the sub-table that are not «{titulo} {i + 1}» (a patient's trials say «Añadir ensayo»). */
export interface TextosSubtabla {
  readonly agregar?: string;
  readonly quitar?: (indice: number) => string;
  /** Shown while there is no row; null shows nothing. */
  readonly sinFilas?: string | null;
}

export interface FilasSubtablaProps {
  readonly subtabla: SubtablaFormulario<never>;
  readonly filas: FilasFormulario<readonly Campo[]>;
  readonly validadas: FilasValidadas<readonly Campo[]>;
  readonly soloLectura?: boolean;
  readonly textos?: TextosSubtabla;
}

/** The rows of a record's sub-table (one per FISH probe, one per trial…), edited in place: one panel per row. */
export function FilasSubtabla({ subtabla, filas, validadas, soloLectura = false, textos = {} }: FilasSubtablaProps) {
  const nombre = subtabla.titulo;
  const sinFilas = textos.sinFilas === undefined ? `Sin filas de ${nombre}.` : textos.sinFilas;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {filas.claves.length === 0 && sinFilas !== null && <Typography color="text.secondary">{sinFilas}</Typography>}
      {filas.claves.map((clave, indice) => {
        const titulo = `${nombre} ${indice + 1}`;
        return (
          <Paper key={clave} variant="outlined" role="group" aria-label={titulo} sx={{ p: 2 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle1" component="h3">
                {titulo}
              </Typography>
              {!soloLectura && (
                <IconButton aria-label={textos.quitar?.(indice) ?? `Quitar ${titulo}`} onClick={() => filas.quitar(indice)}>
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
          <Button
            startIcon={<AddIcon />}
            disabled={filas.claves.length >= (subtabla.maxFilas ?? Infinity)}
            onClick={() => filas.agregar(valoresIniciales(subtabla.campos))}
          >
            {textos.agregar ?? `Añadir ${nombre}`}
          </Button>
        </div>
      )}
    </Stack>
  );
}
