import type { Registro } from '../fields/campo';
import type { ReglaFormulario } from '../fields/regla-formulario';
import { formatMensaje } from '../messages/mensajes-genericos';
import { sumarDias } from './calculo-fechas';
import { estaVacio, fechaDe } from './lectura-registro';
import { MENSAJE_INCLUSION_ANTES_DE_DIAGNOSTICO } from './mensajes-paciente';

/** A trial row is checked against its patient and against the rows above it (one row per trial). */
export type ContextoFilaEnsayo = { readonly paciente: Registro; readonly anteriores: readonly Registro[] };

/** Inclusion may precede the diagnosis date by this much (screening before the diagnostic marrow is reported). */
const DIAS_INCLUSION_PREVIA = 30;

/** data-dictionary §3.1 sub-table `paciente_ensayo`: the rules of one row. */
export const REGLAS_PACIENTE_ENSAYO: readonly ReglaFormulario<ContextoFilaEnsayo>[] = [
  {
    // The trial identifies the row, so a draft row needs it too.
    id: 'ensayo_en_borrador',
    campos: ['ensayo'],
    severidad: 'E',
    validar: (fila) => (estaVacio(fila, 'ensayo') ? formatMensaje('G01') : null),
  },
  {
    id: 'ensayo_unico',
    campos: ['ensayo'],
    severidad: 'E',
    validar: (fila, contexto) => (contexto.anteriores.some((anterior) => anterior.ensayo === fila.ensayo) ? formatMensaje('G13') : null),
  },
  {
    id: 'inclusion_tras_diagnostico',
    campos: ['fecha_inclusion'],
    severidad: 'E',
    validar: (fila, contexto) => {
      const inclusion = fechaDe(fila, 'fecha_inclusion');
      const diagnostico = fechaDe(contexto.paciente, 'fecha_diagnostico');
      return inclusion !== null && diagnostico !== null && inclusion < sumarDias(diagnostico, -DIAS_INCLUSION_PREVIA)
        ? MENSAJE_INCLUSION_ANTES_DE_DIAGNOSTICO
        : null;
    },
  },
  {
    id: 'salida_tras_inclusion',
    campos: ['fecha_salida', 'fecha_inclusion'],
    severidad: 'E',
    validar: (fila) => {
      const salida = fechaDe(fila, 'fecha_salida');
      const inclusion = fechaDe(fila, 'fecha_inclusion');
      return salida !== null && inclusion !== null && salida < inclusion ? formatMensaje('G11') : null;
    },
  },
];
