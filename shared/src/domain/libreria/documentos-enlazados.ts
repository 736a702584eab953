import type { EtapaId } from '../etapas/definicion-etapa';
import type { ClaveDocumentoGenerado } from './documentos-generados';
import type { ClaveDocumentoReferencia } from './documentos-referencia';

/**
 * Where the stage screens link the reference documents (seed-spec §1). The diagnosis is where the work-up is done and
 * the risk calculated: the rapid AML protocol, the risk and flow-cytometry protocols and diagrams, and the
 * mixed-lineage protocol and diagram (the immunophenotype profile and the entity «linaje ambiguo» are decided there,
 * data-dictionary §3.3 `cmf_perfil`).
 */
export const DOCUMENTOS_DE_ETAPA: Readonly<Partial<Record<EtapaId, readonly ClaveDocumentoReferencia[]>>> = {
  diagnostico: [
    'protocolo-rapido-lma',
    'protocolo-riesgo',
    'diagrama-riesgo',
    'protocolo-citometria',
    'diagrama-citometria',
    'protocolo-leucemia-mixta',
    'diagrama-leucemia-mixta',
  ],
};

/** What the sample screens (forms «muestra» and «muestra de ensayo», data-dictionary §5.1) link: handling and timing. */
export const DOCUMENTOS_DE_MUESTRA: readonly ClaveDocumentoReferencia[] = ['manual-manejo-muestras', 'manual-tiempos-muestras', 'tabla-tiempos-muestras'];

/** The generated documents the sample screens link beside them: the timing table and the handling sheet, always current. */
export const DOCUMENTOS_GENERADOS_DE_MUESTRA: readonly ClaveDocumentoGenerado[] = ['tiempos-muestras', 'manejo-muestras'];
