import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { documentoReferencia, type ClaveDocumentoGenerado, type ClaveDocumentoReferencia } from '@registro-lma/shared/domain';
import { useRemoteData } from '../remote-data/use-remote-data';
import { documentosReferencia } from './documentos-referencia';
import { EnlaceDocumento } from './enlace-documento';
import { EnlaceDocumentoGenerado } from './enlace-documento-generado';

export interface EnlacesDocumentosProps {
  /** Uploaded documents: each links its version in force; those not uploaded yet are named once, together. */
  readonly claves: readonly ClaveDocumentoReferencia[];
  /** Documents the registry generates itself (always current). */
  readonly generados?: readonly ClaveDocumentoGenerado[];
}

/** The documents of `claves` the library has no version of yet (none while it is read or cannot be). */
function pendientesDe(claves: readonly ClaveDocumentoReferencia[], publicados: readonly { clave: string; vigente: unknown }[] | null): ClaveDocumentoReferencia[] {
  if (publicados === null) return [];
  return claves.filter((clave) => (publicados.find((documento) => documento.clave === clave)?.vigente ?? null) === null);
}

/**
 * The reference documents a screen links (spec §1), in one line under its header; nothing when it links none. The
 * ones not published yet are not repeated one by one: one line names them and who publishes them.
 */
export function EnlacesDocumentos({ claves, generados = [] }: EnlacesDocumentosProps) {
  if (claves.length === 0 && generados.length === 0) return null;
  return <Enlaces claves={claves} generados={generados} />;
}

function Enlaces({ claves, generados }: Required<EnlacesDocumentosProps>) {
  const lista = useRemoteData(documentosReferencia);
  const pendientes = pendientesDe(claves, lista.data);
  const titulos = pendientes.map((clave) => documentoReferencia(clave)?.titulo ?? clave);
  return (
    <Stack component="nav" aria-label="Documentos de referencia" spacing={0.5}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'baseline' }}>
        <Typography variant="body2" component="span" sx={{ fontWeight: 'medium' }}>
          Documentos de referencia:
        </Typography>
        {claves
          .filter((clave) => !pendientes.includes(clave))
          .map((clave) => (
            <EnlaceDocumento key={clave} clave={clave} />
          ))}
        {generados.map((clave) => (
          <EnlaceDocumentoGenerado key={clave} clave={clave} />
        ))}
      </Stack>
      {titulos.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {`Aún sin publicar (el administrador los sube en la Librería): ${titulos.join(', ')}.`}
        </Typography>
      )}
    </Stack>
  );
}
