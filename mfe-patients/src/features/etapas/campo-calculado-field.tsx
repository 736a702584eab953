import { memo } from 'react';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { textoCampo, type Campo, type Registro } from '@registro-lma/shared/domain';

/** A value the server computes: shown, never typed. Renders again only when its text changes. */
const CampoCalculado = memo(function CampoCalculado({ etiqueta, texto }: { readonly etiqueta: string; readonly texto: string }) {
  return <TextField label={etiqueta} value={texto} disabled fullWidth sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }} />;
});

export interface CamposCalculadosProps {
  readonly campos: readonly Campo[];
  readonly valores: Registro;
  /** The stage's own text for a value (null: the value as stored). */
  readonly textoPropio?: (campo: Campo) => string | null;
}

/** The computed values of a panel, recomputed as the form changes. */
export function CamposCalculados({ campos, valores, textoPropio }: CamposCalculadosProps) {
  return campos.map((campo) => (
    <Grid key={campo.name} size={{ xs: 12, md: campo.kind === 'text' ? 12 : 6 }}>
      <CampoCalculado etiqueta={campo.label} texto={textoPropio?.(campo) ?? textoCampo(campo, valores[campo.name])} />
    </Grid>
  ));
}
