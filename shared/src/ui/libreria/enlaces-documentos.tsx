import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClaveDocumentoGenerado, ClaveDocumentoReferencia } from '@registro-lma/shared/domain';
import { EnlaceDocumento } from './enlace-documento';
import { EnlaceDocumentoGenerado } from './enlace-documento-generado';

export interface EnlacesDocumentosProps {
  /** Uploaded documents: each links its version in force, or says it is not available yet. */
  readonly claves: readonly ClaveDocumentoReferencia[];
  /** Documents the registry generates itself (always current). */
  readonly generados?: readonly ClaveDocumentoGenerado[];
}

/** The reference documents a screen links (spec §1), in one line under its header; nothing when it links none. */
export function EnlacesDocumentos({ claves, generados = [] }: EnlacesDocumentosProps) {
  if (claves.length === 0 && generados.length === 0) return null;
  return (
    <Stack component="nav" aria-label="Documentos de referencia" direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'baseline' }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 'medium' }}>
        Documentos de referencia:
      </Typography>
      {claves.map((clave) => (
        <EnlaceDocumento key={clave} clave={clave} />
      ))}
      {generados.map((clave) => (
        <EnlaceDocumentoGenerado key={clave} clave={clave} />
      ))}
    </Stack>
  );
}
