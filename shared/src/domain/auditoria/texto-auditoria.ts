import { CAMPOS_HOSPITAL } from '../admin/campos-hospital';
import { CAMPOS_USUARIO } from '../admin/campos-usuario';
import { buscarFila, type CatalogoFila } from '../catalogues/catalogo-fila';
import { ETAPAS } from '../etapas/etapas';
import type { Campo } from '../fields/campo';
import { formatearFecha, normalizarFechaIso } from '../fechas/fecha-iso';
import { formatearNumero } from '../messages/mensajes-genericos';
import { CAMPOS_ESTADO_PACIENTE } from '../paciente/campos-estado-paciente';
import { CAMPOS_PACIENTE } from '../paciente/campos-paciente';
import { CAMPOS_PACIENTE_ENSAYO } from '../paciente/campos-paciente-ensayo';
import { CAMPOS_BIOBANCO } from '../muestras/campos-biobanco';
import { CAMPOS_CONFIRMACION } from '../muestras/campos-confirmacion';
import { CAMPOS_INFORME } from '../muestras/campos-informe';
import { CAMPOS_ENVIO_MUESTRA, CAMPOS_MUESTRA } from '../muestras/campos-muestra';
import { CAMPOS_MUESTRA_NGS, CAMPOS_NGS_VARIANTE } from '../muestras/campos-muestra-ngs';
import { ACCIONES_AUDITORIA } from './acciones-auditoria';
import type { RegistroAuditoria } from './tipos-auditoria';

/** The label of an audit action; an action this client does not know yet shows its code. */
export function etiquetaAccion(accion: string): string {
  return buscarFila(ACCIONES_AUDITORIA, accion)?.etiqueta ?? accion;
}

/** Who made an audit row, as users read it: «Sistema» for the rows the system writes on its own. */
export function autorAuditoria(usuario: Pick<NonNullable<RegistroAuditoria['usuario']>, 'nombre' | 'apellidos'> | null): string {
  return usuario === null ? 'Sistema' : `${usuario.nombre} ${usuario.apellidos}`.trim();
}

/** The field definitions of each audited table, derived from the forms that write them. */
const CAMPOS_POR_TABLA: ReadonlyMap<string, ReadonlyMap<string, Campo>> = new Map(
  [
    ['paciente', [...CAMPOS_PACIENTE, ...CAMPOS_ESTADO_PACIENTE]],
    ['paciente_ensayo', CAMPOS_PACIENTE_ENSAYO],
    ['usuario', CAMPOS_USUARIO],
    ['hospital', CAMPOS_HOSPITAL],
    ['muestra', [...CAMPOS_MUESTRA, ...CAMPOS_ENVIO_MUESTRA]],
    ['muestra_confirmacion', CAMPOS_CONFIRMACION],
    ['informe', CAMPOS_INFORME],
    ['muestra_ngs', CAMPOS_MUESTRA_NGS],
    ['ngs_variante', CAMPOS_NGS_VARIANTE],
    ['biobanco', CAMPOS_BIOBANCO],
    ...ETAPAS.map((etapa) => [etapa.tabla, etapa.campos] as const),
  ].map(([tabla, campos]) => [tabla as string, new Map((campos as readonly Campo[]).map((campo) => [campo.name, campo]))]),
);

/** The form field an audited column of `tabla` was written from, when a form writes it. */
export function campoAuditado(tabla: string, nombre: string): Campo | undefined {
  return CAMPOS_POR_TABLA.get(tabla)?.get(nombre);
}

/** What a listing or a search row records beside its filters (api auditoria-repository.ts, paciente-listado-routes.ts). */
const DATOS_DE_CONSULTA: Readonly<Record<string, string>> = {
  pagina: 'Página',
  tamano: 'Filas por página',
  total: 'Total encontrado',
  devueltos: 'Filas devueltas',
  texto: 'Texto buscado',
};

/** The name users read for an audited column or criterion: its form label, the name of a query datum, or its code. */
export function etiquetaDatoAuditado(tabla: string, nombre: string): string {
  return campoAuditado(tabla, nombre)?.label ?? DATOS_DE_CONSULTA[nombre] ?? nombre;
}

/**
 * A value of an audit snapshot as users read it: «—» when empty, catalogue labels, Sí/No, numbers es-ES and dates
 * DD/MM/AAAA when the field says so; anything else as stored.
 */
export function textoValorAuditoria(valor: unknown, campo?: Campo, catalogo?: readonly CatalogoFila[]): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  if (Array.isArray(valor)) return valor.length === 0 ? '—' : valor.map((elemento) => textoValorAuditoria(elemento, campo, catalogo)).join('; ');
  if (typeof valor === 'boolean') return valor ? 'Sí' : 'No';
  if (typeof valor === 'number') return formatearNumero(valor);
  if (typeof valor !== 'string') return JSON.stringify(valor);
  const filas = catalogo ?? (campo?.kind === 'enum' || campo?.kind === 'multiEnum' ? campo.catalogo : undefined);
  if (filas !== undefined) return buscarFila(filas, valor)?.etiqueta ?? valor;
  return campo?.kind === 'date' ? formatearFecha(normalizarFechaIso(valor) ?? valor) : valor;
}
