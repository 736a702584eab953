import { DOCUMENTOS_DE_ETAPA, type EtapaId } from '@registro-lma/shared/domain';
import { EnlacesDocumentos } from '@registro-lma/shared/ui';

/** The reference documents a stage screen links (protocols, diagrams), each to its version in force or «aún no disponible». */
export function DocumentosEtapa({ etapa }: { readonly etapa: EtapaId }) {
  return <EnlacesDocumentos claves={DOCUMENTOS_DE_ETAPA[etapa] ?? []} />;
}
