import { POSNEG_A } from '../catalogues/posneg';
import { SI_NO } from '../catalogues/si-no';
import { defineField, type Registro } from '../fields/campo';
import type { DefinicionEtapa } from './definicion-etapa';
import { reglasFechaClinica } from './reglas-comunes';

const filasPositivas = (registro: Registro): boolean =>
  Array.isArray(registro.ejemplo_fish) && registro.ejemplo_fish.some((fila: Registro) => fila.fish_resultado === 'POSITIVO');

/** A small stage exercising what the real ones use: branching, a sub-table read by a condition, rules with context. */
export const ETAPA_EJEMPLO: DefinicionEtapa = {
  id: 'muerte',
  titulo: 'Ejemplo',
  pantalla: 'muerte',
  expediente: 'muerte',
  rutaApi: 'ejemplo',
  tabla: 'ejemplo',
  cardinalidad: 'uno',
  campos: [
    defineField({ kind: 'date', name: 'ej_fecha', label: 'Fecha', required: 'siempre' }),
    defineField({ kind: 'enum', name: 'ej_realizado', label: '¿Realizado?', catalogo: SI_NO, required: 'siempre' }),
    defineField({
      kind: 'integer',
      name: 'ej_valor',
      label: 'Valor',
      min: 0,
      max: 10,
      required: (registro) => registro.ej_realizado === 'SI',
      visibleIf: (registro) => registro.ej_realizado === 'SI',
    }),
    defineField({ kind: 'text', name: 'ej_detalle_fish', label: 'Detalle FISH', max: 20, required: 'opcional', visibleIf: filasPositivas }),
  ],
  calculados: [defineField({ kind: 'integer', name: 'ej_doble', label: 'Doble', min: 0, max: 20, required: 'opcional', definicion: 'El doble de ej_valor.' })],
  secciones: [{ titulo: 'Ejemplo', campos: ['ej_fecha', 'ej_realizado', 'ej_valor', 'ej_detalle_fish'] }],
  reglas: [
    ...reglasFechaClinica('ej_fecha'),
    {
      id: 'fish_con_valor',
      campos: ['ej_valor'],
      severidad: 'A',
      validar: (registro) => (filasPositivas(registro) && registro.ej_valor === 0 ? 'FISH positivo con valor 0.' : null),
    },
  ],
  derivar: (registro) => ({ ej_doble: typeof registro.ej_valor === 'number' ? registro.ej_valor * 2 : null }),
  subtabla: {
    nombre: 'ejemplo_fish',
    titulo: 'FISH',
    campos: [
      defineField({ kind: 'enum', name: 'fish_resultado', label: 'Resultado', catalogo: POSNEG_A, required: 'siempre' }),
    ],
    reglas: [],
    maxFilas: 2,
  },
};
