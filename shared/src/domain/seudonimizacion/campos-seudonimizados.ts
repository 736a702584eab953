import type { Rol } from '../catalogues/rol-usuario';
import { CAMPO_MOTIVO } from '../etapas/campo-motivo';
import { CAMPO_TEXTO_CONSULTA } from '../consultas/consulta-definicion';
import { ETAPAS } from '../etapas/etapas';
import type { Campo, Seudonimo } from '../fields/campo';
import { CAMPOS_ESTADO_PACIENTE } from '../paciente/campos-estado-paciente';
import { CAMPOS_PACIENTE } from '../paciente/campos-paciente';
import { CAMPOS_PACIENTE_ENSAYO } from '../paciente/campos-paciente-ensayo';
import { CAMPOS_BIOBANCO } from '../muestras/campos-biobanco';
import { CAMPOS_CONFIRMACION } from '../muestras/campos-confirmacion';
import { CAMPOS_MUESTRA } from '../muestras/campos-muestra';
import { CAMPOS_MUESTRA_NGS, CAMPOS_NGS_VARIANTE } from '../muestras/campos-muestra-ngs';

/**
 * Roles that read the registry pseudonymised and may neither change it nor send, print or export it identifiable
 * (data-dictionary §2.3: LECTURA, «Consulta / estadística (solo lectura)»).
 */
const ROLES_SOLO_LECTURA: readonly Rol[] = ['LECTURA'];

export function esSoloLectura(rol: Rol): boolean {
  return ROLES_SOLO_LECTURA.includes(rol);
}

/**
 * What the pseudonymised view keeps of a field's value; null when it shows the value as stored. data-dictionary §8
 * removes the free-text columns (`observaciones`, `*_otro`, `*_motivo`, `*_justificacion`, `medico_responsable`,
 * `comentario`) and §2.3 shows LECTURA no names: so every text field is taken for free text (a location, a project,
 * a courier's note may name someone) unless its definition says it is kept (`conservado`: ISCN formulas, HGVS names,
 * codes, times). A text field added later is covered without anyone remembering it.
 */
function seudonimoDe(campo: Campo): Seudonimo | null {
  if (campo.seudonimo === 'conservado') return null;
  if (campo.seudonimo !== undefined) return campo.seudonimo;
  return campo.kind === 'text' ? 'omitido' : null;
}

/** Every field definition of the registry: the patient, its trials and state, the reasons asked, the queries' texts, each stage and sub-table, the samples. */
const DEFINICIONES: readonly (readonly Campo[])[] = [
  CAMPOS_PACIENTE,
  CAMPOS_PACIENTE_ENSAYO,
  CAMPOS_ESTADO_PACIENTE,
  [CAMPO_MOTIVO],
  [CAMPO_TEXTO_CONSULTA],
  ...ETAPAS.flatMap((etapa) => [etapa.campos, etapa.calculados, etapa.subtabla?.campos ?? []]),
  CAMPOS_MUESTRA,
  CAMPOS_CONFIRMACION,
  CAMPOS_MUESTRA_NGS,
  CAMPOS_NGS_VARIANTE,
  CAMPOS_BIOBANCO,
];

/** The identifying variables by name, with what the pseudonymised view keeps of each; any other variable is shown. */
export const CAMPOS_SEUDONIMIZADOS: ReadonlyMap<string, Seudonimo> = new Map(
  DEFINICIONES.flat().flatMap((campo): [string, Seudonimo][] => {
    const seudonimo = seudonimoDe(campo);
    return seudonimo === null ? [] : [[campo.name, seudonimo]];
  }),
);

/** A value as the pseudonymised view shows it: `1958-07-20` → `1958`; free text → null. */
export function valorSeudonimizado(seudonimo: Seudonimo, valor: unknown): unknown {
  if (seudonimo === 'anio') return typeof valor === 'string' ? valor.slice(0, 4) : null;
  return null;
}

/** A variable's value as the pseudonymised view shows it, by the variable's name (as stored if it identifies nobody). */
export function seudonimizarCampo(nombre: string, valor: unknown): unknown {
  const seudonimo = CAMPOS_SEUDONIMIZADOS.get(nombre);
  return seudonimo === undefined ? valor : valorSeudonimizado(seudonimo, valor);
}
