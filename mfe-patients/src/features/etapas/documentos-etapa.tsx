import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOCUMENTOS_DE_ETAPA, type EtapaId } from '@registro-lma/shared/domain';
import { EnlaceDocumento } from '@registro-lma/shared/ui';

/** The reference documents a stage screen links (protocols, diagrams), each to its version in force or «aún no disponible». */
export function DocumentosEtapa({ etapa }: { readonly etapa: EtapaId }) {
  const claves = DOCUMENTOS_DE_ETAPA[etapa] ?? [];
  if (claves.length === 0) return null;
  return (
    <Stack component="nav" aria-label="Documentos de referencia" direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'baseline' }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 'medium' }}>
        Documentos de referencia:
      </Typography>
      {claves.map((clave) => (
        <EnlaceDocumento key={clave} clave={clave} />
      ))}
    </Stack>
  );
}
