import { ETAPAS } from '@registro-lma/shared/domain';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a stage route does, which decides who may call it (modules/etapas/etapa-routes.test.ts). */
export type AccionEtapa = 'leer' | 'escribir' | 'validar';

export type RutaEtapa = { readonly method: Method; readonly url: string; readonly accion: AccionEtapa };

const BASE = '/leucemia/api/pacientes/{id}';

/** Every route of the clinical stages as OpenAPI lists it: one set per stage, by cardinality, plus the summaries. */
export const RUTAS_ETAPAS: readonly RutaEtapa[] = [
  { method: 'GET', url: `${BASE}/etapas`, accion: 'leer' },
  { method: 'GET', url: `${BASE}/datos-iniciales`, accion: 'leer' },
  { method: 'PUT', url: `${BASE}/datos-iniciales`, accion: 'escribir' },
  ...ETAPAS.flatMap((etapa): RutaEtapa[] => {
    const base = `${BASE}/${etapa.rutaApi}`;
    const registro = etapa.cardinalidad === 'filas' ? `${base}/{filaId}` : base;
    return [
      { method: 'GET', url: base, accion: 'leer' },
      ...(etapa.cardinalidad === 'filas' ? [{ method: 'POST' as const, url: base, accion: 'escribir' as const }] : []),
      { method: 'PUT', url: registro, accion: 'escribir' },
      { method: 'DELETE', url: registro, accion: 'escribir' },
      { method: 'POST', url: `${registro}/validar`, accion: 'validar' },
      { method: 'POST', url: `${registro}/desbloquear`, accion: 'validar' },
    ];
  }),
];
