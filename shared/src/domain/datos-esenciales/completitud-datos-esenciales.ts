import type { AplicaSi } from '../catalogues/datos-esenciales';
import { DATOS_ESENCIALES } from '../catalogues/datos-esenciales';
import type { Registro } from '../fields/campo';
import { diasEntre } from '../fechas/calculo-fechas';
import type { ExpedientePaciente } from '../etapas/contexto-etapa';
import { fechasClinicas } from '../etapas/muerte/fechas-clinicas';

/** What the minimum data set reads from the patient itself. */
export type PacienteDatosEsenciales = Registro & { readonly estado: string };

export type CodigoDatoEsencial = (typeof DATOS_ESENCIALES)[number]['codigo'];

/** One item of the minimum data set: its value in its home record, whether it applies and whether it is complete. */
export type ItemDatoEsencial = {
  readonly codigo: CodigoDatoEsencial;
  readonly etiqueta: string;
  readonly formulario: (typeof DATOS_ESENCIALES)[number]['formulario'];
  readonly variable: string | null;
  readonly valor: unknown;
  readonly aplica: boolean;
  readonly completo: boolean;
};

export type CompletitudDatosEsenciales = {
  readonly items: readonly ItemDatoEsencial[];
  readonly de_items_aplicables: number;
  readonly de_items_completos: number;
  readonly de_completitud_pct: number;
  readonly de_completo: boolean;
};

/** data-dictionary §3.2: for DE08–DE10 these answers do not complete the item. */
const SIN_RESULTADO = new Set(['NO_REALIZADO', 'PENDIENTE', 'DESCONOCIDO']);
const ITEMS_CON_RESULTADO = new Set<CodigoDatoEsencial>(['DE08', 'DE09', 'DE10']);

function registrosDe(formulario: ItemDatoEsencial['formulario'], paciente: PacienteDatosEsenciales, expediente: ExpedientePaciente): readonly Registro[] {
  switch (formulario) {
    case 'paciente':
      return [paciente];
    case 'diagnostico':
    case 'induccion':
    case 'muerte':
      return expediente[formulario] === null ? [] : [expediente[formulario] as Registro];
    case 'trasplante':
    case 'recaida':
      return expediente[formulario];
  }
}

function leer(referencia: string, paciente: PacienteDatosEsenciales, expediente: ExpedientePaciente): unknown {
  const [formulario, variable] = referencia.split('.') as [ItemDatoEsencial['formulario'], string];
  return registrosDe(formulario, paciente, expediente)[0]?.[variable] ?? null;
}

function aplica(condicion: AplicaSi | null, paciente: PacienteDatosEsenciales, expediente: ExpedientePaciente): boolean {
  if (condicion === null) return true;
  const valor = leer(condicion.variable, paciente, expediente);
  if ('en' in condicion) return typeof valor === 'string' && condicion.en.includes(valor);
  return typeof valor === 'string' && !condicion.noEn.includes(valor);
}

/** The derived items (DE18–DE20) computed from the whole history. */
function valorDerivado(codigo: CodigoDatoEsencial, paciente: PacienteDatosEsenciales, expediente: ExpedientePaciente): unknown {
  switch (codigo) {
    case 'DE18':
      return expediente.trasplante.some((fila) => fila.tph_tipo === 'ALOGENICO' && fila.tph_estado_pre === 'RC1');
    case 'DE19': {
      const primera = expediente.recaida[0];
      return primera === undefined ? 'NO' : primera.rec_fecha ?? null;
    }
    default: {
      const muerte = expediente.muerte?.muerte_fecha;
      const fechas = [...fechasClinicas(expediente).map((evento) => evento.fecha), ...(typeof muerte === 'string' ? [muerte] : [])].sort();
      const ultimo = fechas.at(-1) ?? paciente.fecha_diagnostico ?? null;
      return ultimo === null ? null : `${expediente.muerte === null ? 'VIVO' : 'FALLECIDO'} ${String(ultimo)}`;
    }
  }
}

function estaCompleto(codigo: CodigoDatoEsencial, valor: unknown): boolean {
  if (valor === null || valor === undefined || valor === '') return false;
  return !(ITEMS_CON_RESULTADO.has(codigo) && typeof valor === 'string' && SIN_RESULTADO.has(valor));
}

/** data-dictionary §3.2: every item with its value, and the completeness of the minimum data set. */
export function completitudDatosEsenciales(paciente: PacienteDatosEsenciales, expediente: ExpedientePaciente): CompletitudDatosEsenciales {
  const items = DATOS_ESENCIALES.map((fila): ItemDatoEsencial => {
    const valor = fila.derivado
      ? valorDerivado(fila.codigo, paciente, expediente)
      : (registrosDe(fila.formulario, paciente, expediente)[0]?.[fila.variable ?? ''] ?? null);
    const aplicable = aplica(fila.aplica_si, paciente, expediente);
    return {
      codigo: fila.codigo,
      etiqueta: fila.etiqueta,
      formulario: fila.formulario,
      variable: fila.variable,
      valor,
      aplica: aplicable,
      completo: aplicable && estaCompleto(fila.codigo, valor),
    };
  });
  const aplicables = items.filter((item) => item.aplica).length;
  const completos = items.filter((item) => item.completo).length;
  const pct = aplicables === 0 ? 100 : Math.round((100 * completos) / aplicables);
  return { items, de_items_aplicables: aplicables, de_items_completos: completos, de_completitud_pct: pct, de_completo: pct === 100 };
}

/** «Faltan datos esenciales: {lista}.» once 90 days have passed since diagnosis with the data set incomplete; else null. */
export function avisoDatosEsenciales(completitud: CompletitudDatosEsenciales, fechaDiagnostico: string | null, hoy: string): string | null {
  if (completitud.de_completo || fechaDiagnostico === null || diasEntre(fechaDiagnostico, hoy) <= 90) return null;
  const faltan = completitud.items.filter((item) => item.aplica && !item.completo).map((item) => item.etiqueta);
  return `Faltan datos esenciales: ${faltan.join(', ')}.`;
}

/** An applicable item still missing, where it lives: what the data-quality worklist lists for the patient. */
export type DatoEsencialPendiente = Pick<ItemDatoEsencial, 'codigo' | 'formulario' | 'variable'>;

export function datosEsencialesPendientes(completitud: CompletitudDatosEsenciales): DatoEsencialPendiente[] {
  return completitud.items.filter((item) => item.aplica && !item.completo).map(({ codigo, formulario, variable }) => ({ codigo, formulario, variable }));
}
