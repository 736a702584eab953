import { ESQUEMA_INDUCCION } from '../../catalogues/esquema-induccion';
import { crearCatalogo } from '../../catalogues/catalogo-fila';
import { SI_NO } from '../../catalogues/si-no';
import { defineField, type Campo, type Condicion } from '../../fields/campo';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { camposEmr } from '../bloques/bloque-emr';
import { camposEval } from '../bloques/bloque-eval';
import { ciclo1Evaluado, conEsquemaOtro, conSegundoCiclo, conTratamiento, emrTrasCiclo1, intensivo } from './condiciones-induccion';

/** data-dictionary §3.4 `ind2_motivo` (inline list). */
export const MOTIVO_SEGUNDO_CICLO = crearCatalogo([
  ['SIN_RESPUESTA_C1', 'Sin respuesta tras el ciclo 1'],
  ['RP_C1', 'Remisión parcial tras el ciclo 1'],
  ['PROGRAMADO', 'Doble inducción programada por protocolo'],
  ['OTRO', 'Otro'],
]);

/** Scheme, «Otro» and dates of induction cycle `ciclo`, shown when `visible` holds. */
function camposCiclo(ciclo: 1 | 2, visible: Condicion): Campo[] {
  const n = (campo: string): string => `ind${ciclo}_${campo}`;
  const otro = conEsquemaOtro(n('esquema'));
  const conOtro: Condicion = (registro) => visible(registro) && otro(registro);
  return [
    defineField({
      kind: 'enum',
      name: n('esquema'),
      label: `Esquema (ciclo ${ciclo})`,
      catalogo: ESQUEMA_INDUCCION,
      required: 'siempre',
      visibleIf: visible,
    }),
    defineField({
      kind: 'text',
      name: n('esquema_otro'),
      label: 'Otro esquema',
      max: 200,
      required: 'siempre',
      visibleIf: conOtro,
      mensajeObligatorio: formatMensaje('G12'),
    }),
    defineField({ kind: 'date', name: n('fecha_inicio'), label: `Fecha de inicio (ciclo ${ciclo})`, required: 'siempre', visibleIf: visible }),
    defineField({
      kind: 'date',
      name: n('fecha_fin'),
      label: `Último día de administración (ciclo ${ciclo})`,
      required: 'opcional',
      visibleIf: visible,
    }),
  ];
}

/** Cycle 1 of every treated patient: scheme, dates, assessment, MRD and (intensive) count recovery. */
export const CAMPOS_CICLO_1: readonly Campo[] = [
  ...camposCiclo(1, conTratamiento),
  ...camposEval('ind1_', conTratamiento),
  ...camposEmr('ind1_', emrTrasCiclo1),
  defineField({
    kind: 'date',
    name: 'ind1_rec_neutrofilos_fecha',
    label: 'Fecha de recuperación de neutrófilos (≥ 0,5 ×10⁹/L)',
    required: 'opcional',
    visibleIf: intensivo,
  }),
  defineField({
    kind: 'date',
    name: 'ind1_rec_plaquetas_fecha',
    label: 'Fecha de recuperación de plaquetas (≥ 50 ×10⁹/L sin transfusión)',
    required: 'opcional',
    visibleIf: intensivo,
  }),
];

/** The second intensive induction course, when given. */
export const CAMPOS_CICLO_2: readonly Campo[] = [
  defineField({
    kind: 'enum',
    name: 'ind2_realizada',
    label: '¿Segundo ciclo de inducción?',
    catalogo: SI_NO,
    required: ciclo1Evaluado,
    visibleIf: intensivo,
  }),
  defineField({
    kind: 'enum',
    name: 'ind2_motivo',
    label: 'Motivo del segundo ciclo',
    catalogo: MOTIVO_SEGUNDO_CICLO,
    required: 'siempre',
    visibleIf: conSegundoCiclo,
  }),
  ...camposCiclo(2, conSegundoCiclo),
  ...camposEval('ind2_', conSegundoCiclo),
  ...camposEmr('ind2_', conSegundoCiclo),
];
