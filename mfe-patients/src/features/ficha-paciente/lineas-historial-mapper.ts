import { CLAVE_VARIANTES, type CambioCampo, type CatalogosVigentes, type EntradaHistorial, type HospitalSelect } from '@registro-lma/shared/domain';
import { etiquetaCampo, mostrarCambio, valorHistorial } from './valor-historial-format';

/** One changed field as a chart's history reads it: its form label, the value before and after as the form shows it. */
export type LineaHistorial = { readonly campo: string; readonly etiqueta: string; readonly antes: string; readonly despues: string };

/** The lines of one record of the entry: the record itself (no title) or one nested in it (the reception, a variant). */
export type BloqueHistorial = { readonly titulo: string | null; readonly lineas: readonly LineaHistorial[] };

type Contexto = { readonly centros: readonly HospitalSelect[]; readonly vigentes: CatalogosVigentes };

const objeto = (valor: unknown): Record<string, unknown> | null =>
  typeof valor === 'object' && valor !== null && !Array.isArray(valor) ? (valor as Record<string, unknown>) : null;

/** Records nested in a snapshot, each read with its own table's fields: a sample's reception, the patient's trials, NGS variants. */
const ANIDADOS: Readonly<Record<string, { readonly tabla: string; readonly titulo: (indice: number) => string }>> = {
  confirmacion: { tabla: 'muestra_confirmacion', titulo: () => 'Recepción de la muestra' },
  paciente_ensayo: { tabla: 'paciente_ensayo', titulo: (indice) => `Ensayo ${indice + 1}` },
  [CLAVE_VARIANTES]: { tabla: 'ngs_variante', titulo: (indice) => `Variante ${indice + 1}` },
};

/** Field by field, `datos` opened (its fields are the form's), nested records left for their own blocks. */
function lineas(tabla: string, antes: unknown, despues: unknown, contexto: Contexto, anidados: { clave: string; antes: unknown; despues: unknown }[]): LineaHistorial[] {
  const previo = objeto(antes) ?? {};
  const nuevo = objeto(despues) ?? {};
  const resultado: LineaHistorial[] = [];
  for (const campo of new Set([...Object.keys(previo), ...Object.keys(nuevo)])) {
    const [a, d] = [previo[campo] ?? null, nuevo[campo] ?? null];
    if (campo in ANIDADOS) anidados.push({ clave: campo, antes: a, despues: d });
    else if (campo === 'datos') resultado.push(...lineas(tabla, a, d, contexto, anidados));
    else if (mostrarCambio(campo)) {
      const texto = (valor: unknown) => valorHistorial(campo, valor, contexto.centros, contexto.vigentes, tabla);
      const linea = { campo, etiqueta: etiquetaCampo(campo, tabla), antes: texto(a), despues: texto(d) };
      if (linea.antes !== linea.despues) resultado.push(linea);
    }
  }
  return resultado;
}

/** A nested record (or a list of them: by position) as blocks of its own, only those that changed. */
function bloquesAnidados(clave: string, antes: unknown, despues: unknown, contexto: Contexto): BloqueHistorial[] {
  const { tabla, titulo } = ANIDADOS[clave] ?? { tabla: clave, titulo: () => clave };
  const previos = Array.isArray(antes) ? antes : [antes];
  const nuevos = Array.isArray(despues) ? despues : [despues];
  const bloques: BloqueHistorial[] = [];
  for (let indice = 0; indice < Math.max(previos.length, nuevos.length); indice++) {
    const propias = lineas(tabla, previos[indice] ?? null, nuevos[indice] ?? null, contexto, []);
    if (propias.length > 0) bloques.push({ titulo: titulo(indice), lineas: propias });
  }
  return bloques;
}

/**
 * An audit entry as a clinician reads a chart's history (data-dictionary §0.4): one line per changed field with the
 * form's label and values as the form shows them, nested records as their own blocks, no internal field.
 */
export function bloquesHistorial(entrada: Pick<EntradaHistorial, 'tabla' | 'cambios'>, centros: readonly HospitalSelect[], vigentes: CatalogosVigentes): BloqueHistorial[] {
  const contexto = { centros, vigentes };
  const antes = Object.fromEntries(entrada.cambios.map((cambio: CambioCampo) => [cambio.campo, cambio.antes]));
  const despues = Object.fromEntries(entrada.cambios.map((cambio: CambioCampo) => [cambio.campo, cambio.despues]));
  const anidados: { clave: string; antes: unknown; despues: unknown }[] = [];
  const propias = lineas(entrada.tabla, antes, despues, contexto, anidados);
  return [
    ...(propias.length > 0 ? [{ titulo: null, lineas: propias }] : []),
    ...anidados.flatMap(({ clave, antes: a, despues: d }) => bloquesAnidados(clave, a, d, contexto)),
  ];
}
