import type { Registro } from '../fields/campo';
import type { ReglaFormulario } from '../fields/regla-formulario';
import { formatMensaje } from '../messages/mensajes-genericos';
import { sumarDias } from '../fechas/calculo-fechas';
import { estaVacio, fechaDe } from '../fields/lectura-registro';
import type { PeriodoEnsayo } from '../catalogues/ensayo';
import { MENSAJE_INCLUSION_ANTES_DE_DIAGNOSTICO, MENSAJE_INCLUSION_FUERA_DE_RECLUTAMIENTO } from './mensajes-paciente';

/**
 * A trial row is checked against its patient, against the rows above it (one row per trial) and against the
 * trials' recruitment periods (the `ensayo` catalogue).
 */
export type ContextoFilaEnsayo = {
  readonly paciente: Registro;
  readonly anteriores: readonly Registro[];
  readonly ensayos: readonly PeriodoEnsayo[];
};

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
    // Only the ends of the period the administrator has filled in are checked.
    id: 'inclusion_en_reclutamiento',
    campos: ['fecha_inclusion'],
    severidad: 'A',
    validar: (fila, contexto) => {
      const inclusion = fechaDe(fila, 'fecha_inclusion');
      const periodo = contexto.ensayos.find((ensayo) => ensayo.codigo === fila.ensayo);
      if (inclusion === null || periodo === undefined) return null;
      const antes = periodo.fecha_apertura !== null && inclusion < periodo.fecha_apertura;
      const despues = periodo.fecha_cierre !== null && inclusion > periodo.fecha_cierre;
      return antes || despues ? MENSAJE_INCLUSION_FUERA_DE_RECLUTAMIENTO : null;
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
