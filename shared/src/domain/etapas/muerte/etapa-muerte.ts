import { FASE_MUERTE } from '../../catalogues/seguimiento-recaida-muerte';
import { definicionMuertePrecoz } from '../../eln2022/resultados-paciente';
import { defineField } from '../../fields/campo';
import type { DefinicionEtapa } from '../definicion-etapa';
import { CAMPOS_MUERTE } from './campos-muerte';
import { derivarMuerte } from './derivar-muerte';
import { REGLAS_MUERTE } from './reglas-muerte';

/** data-dictionary §3.11 `muerte` — form **muerte**, at most one per patient, terminal. */
export const ETAPA_MUERTE: DefinicionEtapa<'muerte'> = {
  id: 'muerte',
  titulo: 'Muerte',
  pantalla: 'muerte',
  expediente: 'muerte',
  rutaApi: 'muerte',
  tabla: 'muerte',
  cardinalidad: 'uno',
  campos: CAMPOS_MUERTE,
  calculados: [
    defineField({
      kind: 'integer',
      name: 'muerte_dias_desde_diagnostico',
      label: 'Días desde el diagnóstico',
      unidad: 'días',
      min: 0,
      max: 40000,
      required: 'opcional',
      definicion: 'muerte_fecha − fecha_diagnostico, en días.',
    }),
    defineField({
      kind: 'integer',
      name: 'muerte_dias_desde_induccion',
      label: 'Días desde el inicio de la inducción',
      unidad: 'días',
      min: 0,
      max: 40000,
      required: 'opcional',
      definicion: 'muerte_fecha − ind1_fecha_inicio, en días.',
    }),
    defineField({ kind: 'boolean', name: 'muerte_precoz_30d', label: 'Muerte precoz (≤ 30 días)', required: 'opcional', definicion: definicionMuertePrecoz(30) }),
    defineField({ kind: 'boolean', name: 'muerte_precoz_60d', label: 'Muerte precoz (≤ 60 días)', required: 'opcional', definicion: definicionMuertePrecoz(60) }),
    defineField({
      kind: 'boolean',
      name: 'muerte_sin_recaida',
      label: 'Muerte sin recaída',
      required: 'opcional',
      definicion: '1 si la muerte sigue a una remisión compuesta sin ninguna recaída antes.',
    }),
    defineField({
      kind: 'enum',
      name: 'muerte_fase_sugerida',
      label: 'Fase sugerida',
      catalogo: FASE_MUERTE,
      required: 'opcional',
      definicion: 'Fase sugerida (data-dictionary §3.11, primera que se cumple): SIN_TRATAMIENTO_ACTIVO si solo tratamiento de soporte; INDUCCION si la primera línea no se había evaluado; después, según recaídas, rescate y trasplante previos a la muerte.',
    }),
  ],
  prerrellenos: [{ campo: 'muerte_fase', desde: 'muerte_fase_sugerida' }],
  secciones: [
    {
      titulo: 'Fallecimiento',
      campos: ['muerte_fecha', 'muerte_causa_principal', 'muerte_causa_otra', 'muerte_causas_contribuyentes', 'muerte_fase'],
    },
    { titulo: 'Circunstancias', campos: ['muerte_relacionada_tratamiento', 'muerte_autopsia', 'muerte_observaciones'] },
  ],
  reglas: REGLAS_MUERTE,
  derivar: derivarMuerte,
};
