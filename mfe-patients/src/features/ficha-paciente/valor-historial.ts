import {
  autorAuditoria,
  buscarFila,
  CATALOGOS_SEMILLA,
  CAMPOS_ESTADO_PACIENTE,
  CAMPOS_PACIENTE,
  CAMPOS_PACIENTE_ENSAYO,
  conCatalogosVigentes,
  ESTADO_FORMULARIO,
  formatearFecha,
  normalizarFechaIso,
  ROL_USUARIO,
  textoValorAuditoria,
  type Campo,
  type CatalogoFila,
  type CatalogosVigentes,
  type EntradaHistorial,
  type HospitalSelect,
} from '@registro-lma/shared/domain';
import { TIPO_REGISTRO } from '../../comun/tipo-registro';

/** Fields of the audited snapshots that no form edits: computed or kept by the system. */
const OTROS_CAMPOS: Readonly<Record<string, { readonly etiqueta: string; readonly catalogo?: readonly CatalogoFila[] }>> = {
  upn: { etiqueta: 'UPN' },
  edad_diagnostico: { etiqueta: 'Edad al diagnóstico' },
  fecha_registro: { etiqueta: 'Fecha de registro' },
  tipo_registro: { etiqueta: 'Tipo de registro', catalogo: TIPO_REGISTRO },
  estado_formulario: { etiqueta: 'Estado del formulario', catalogo: ESTADO_FORMULARIO },
  avisos: { etiqueta: 'Avisos' },
};

/** Internal keys: identifiers users never see (data-dictionary §0.4). */
const OCULTOS = new Set(['paciente_id', 'paciente_ensayo_id']);

const CAMPOS: ReadonlyMap<string, Campo> = new Map([...CAMPOS_PACIENTE, ...CAMPOS_ESTADO_PACIENTE, ...CAMPOS_PACIENTE_ENSAYO].map((campo) => [campo.name, campo]));

const TABLAS: Readonly<Record<string, string>> = {
  paciente: 'Registro del paciente',
  paciente_ensayo: 'Ensayo del paciente',
};

export function mostrarCambio(campo: string): boolean {
  return !OCULTOS.has(campo);
}

export function etiquetaCampo(campo: string): string {
  return CAMPOS.get(campo)?.label ?? OTROS_CAMPOS[campo]?.etiqueta ?? campo;
}

export function etiquetaTabla(tabla: string): string {
  return TABLAS[tabla] ?? tabla;
}

export function autorDe(entrada: EntradaHistorial): string {
  const rol = entrada.usuario === null || entrada.rol === null ? '' : ` (${buscarFila(ROL_USUARIO, entrada.rol)?.etiqueta ?? entrada.rol})`;
  return `${autorAuditoria(entrada.usuario)}${rol}`;
}

/** The ⚙ catalogues the audited patient fields name (the patient's trials). */
export const CATALOGOS_HISTORIAL = ['ensayo'] as const;

/**
 * A value of the audit trail as users read it: catalogue labels (those in force: a trial the administrator added
 * reads by its name), centre codes, dates DD/MM/AAAA, numbers es-ES.
 */
export function valorHistorial(campo: string, valor: unknown, centros: readonly HospitalSelect[], vigentes: CatalogosVigentes = CATALOGOS_SEMILLA): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  if (campo === 'hospital_id' && !Array.isArray(valor)) return centros.find((centro) => centro.hospital_id === valor)?.codigo ?? `Centro ${String(valor)}`;
  if (campo === 'fecha_registro' && typeof valor === 'string') return formatearFecha(normalizarFechaIso(valor) ?? valor);
  const descriptor = CAMPOS.get(campo);
  return textoValorAuditoria(valor, descriptor && conCatalogosVigentes([descriptor], vigentes)[0], OTROS_CAMPOS[campo]?.catalogo);
}
