import {
  autorAuditoria,
  buscarFila,
  campoAuditado,
  CATALOGOS_SEMILLA,
  conCatalogosVigentes,
  ESTADO_FORMULARIO,
  ESTADO_MUESTRA,
  ETAPAS,
  formatearFecha,
  formatearFechaHora,
  LABORATORIO,
  MOMENTO_MUESTRA,
  normalizarFechaIso,
  ROL_USUARIO,
  textoValorAuditoria,
  type CatalogoFila,
  type CatalogosVigentes,
  type EntradaHistorial,
  type HospitalSelect,
} from '@registro-lma/shared/domain';
import { TIPO_REGISTRO } from '../../comun/tipo-registro-constants';

type OtroCampo = { readonly etiqueta: string; readonly catalogo?: readonly CatalogoFila[]; readonly instante?: boolean };

/** Fields of the audited snapshots that no form edits: computed or kept by the system, by table. */
const OTROS_CAMPOS: Readonly<Record<string, Readonly<Record<string, OtroCampo>>>> = {
  paciente: {
    upn: { etiqueta: 'UPN' },
    edad_diagnostico: { etiqueta: 'Edad al diagnóstico' },
    fecha_registro: { etiqueta: 'Fecha de registro' },
    tipo_registro: { etiqueta: 'Tipo de registro', catalogo: TIPO_REGISTRO },
  },
  muestra: {
    codigo_muestra: { etiqueta: 'Código de muestra' },
    estado: { etiqueta: 'Estado de la muestra', catalogo: ESTADO_MUESTRA },
    codigo_paciente_ensayo: { etiqueta: 'Código del paciente en el ensayo' },
    pdf_generado_en: { etiqueta: 'Hoja de envío impresa', instante: true },
  },
  muestra_confirmacion: { laboratorio_receptor: { etiqueta: 'Laboratorio receptor', catalogo: LABORATORIO } },
  informe: {
    nombre_archivo: { etiqueta: 'Nombre del archivo' },
    tamano_bytes: { etiqueta: 'Tamaño (bytes)' },
    subido_en: { etiqueta: 'Fecha de subida', instante: true },
    activo: { etiqueta: 'Vigente' },
    motivo_eliminacion: { etiqueta: 'Motivo de la eliminación' },
    eliminado_en: { etiqueta: 'Fecha de eliminación', instante: true },
  },
  muestra_ngs: { codigo_muestra: { etiqueta: 'Muestra' }, momento: { etiqueta: 'Momento', catalogo: MOMENTO_MUESTRA } },
  biobanco: { identificador: { etiqueta: 'Identificador de biobanco' }, codigo_muestra: { etiqueta: 'Muestra de origen' } },
};

/** In every table: the form's state and the warnings the record was saved with. */
const COMUNES: Readonly<Record<string, OtroCampo>> = {
  estado_formulario: { etiqueta: 'Estado del formulario', catalogo: ESTADO_FORMULARIO },
  avisos: { etiqueta: 'Avisos' },
};

const otroCampo = (tabla: string, campo: string): OtroCampo | undefined => OTROS_CAMPOS[tabla]?.[campo] ?? COMUNES[campo];

/**
 * What the history never shows (data-dictionary §0.4): internal keys (`*_id`, users who did it are the entry's
 * author), where a file is stored, its hash and type, the patient summary a sample carries, the record's
 * version. The centre (`hospital_id`) is shown by its code.
 */
const OCULTOS = new Set(['clave_fichero', 'sha256', 'tipo_mime', 'paciente', 'version', 'sustituye_a', 'subido_por', 'eliminado_por', 'recibido_por']);

export function mostrarCambio(campo: string): boolean {
  return campo === 'hospital_id' || !(campo.endsWith('_id') || OCULTOS.has(campo));
}

export function etiquetaCampo(campo: string, tabla = 'paciente'): string {
  return campoAuditado(tabla, campo)?.label ?? otroCampo(tabla, campo)?.etiqueta ?? campo;
}

const TABLAS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(ETAPAS.map((etapa) => [etapa.tabla, etapa.titulo])),
  rec_res: 'Rescate',
  paciente: 'Registro del paciente',
  paciente_ensayo: 'Ensayo del paciente',
  muestra: 'Muestra',
  muestra_confirmacion: 'Recepción de la muestra',
  informe: 'Informe de la muestra',
  muestra_ngs: 'Resultado NGS',
  biobanco: 'Biobanco',
};

export function etiquetaTabla(tabla: string): string {
  return TABLAS[tabla] ?? tabla;
}

export function autorDe(entrada: EntradaHistorial): string {
  const rol = entrada.usuario === null || entrada.rol === null ? '' : ` (${buscarFila(ROL_USUARIO, entrada.rol)?.etiqueta ?? entrada.rol})`;
  return `${autorAuditoria(entrada.usuario)}${rol}`;
}

/** The ⚙ catalogues the audited fields name (the patient's trials, the samples' laboratories). */
export const CATALOGOS_HISTORIAL = ['ensayo', 'laboratorio'] as const;

const INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * A value of the audit trail as users read it: catalogue labels (those in force: a trial the administrator added
 * reads by its name), centre codes, dates DD/MM/AAAA, instants in Madrid time, numbers es-ES, warnings as their text.
 */
export function valorHistorial(
  campo: string,
  valor: unknown,
  centros: readonly HospitalSelect[],
  vigentes: CatalogosVigentes = CATALOGOS_SEMILLA,
  tabla = 'paciente',
): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  if (campo === 'hospital_id' && !Array.isArray(valor)) return centros.find((centro) => centro.hospital_id === valor)?.codigo ?? `Centro ${String(valor)}`;
  if (campo === 'fecha_registro' && typeof valor === 'string') return formatearFecha(normalizarFechaIso(valor) ?? valor);
  if (typeof valor === 'string' && (otroCampo(tabla, campo)?.instante === true || INSTANTE.test(valor))) return formatearFechaHora(valor);
  if (typeof valor === 'object' && !Array.isArray(valor)) {
    const textos = Object.values(valor as Record<string, unknown>).filter((texto): texto is string => typeof texto === 'string');
    return textos.length === 0 ? '—' : textos.join(' ');
  }
  const descriptor = campoAuditado(tabla, campo);
  return textoValorAuditoria(valor, descriptor && conCatalogosVigentes([descriptor], vigentes)[0], otroCampo(tabla, campo)?.catalogo);
}
