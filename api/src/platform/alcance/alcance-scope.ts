import { and, eq, exists, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ALCANCE_POR_ROL, ambitoDeRol, rolTieneFacultad, ROLES_POR_FACULTAD, type Ambito, type Facultad, type Rol } from '@registro-lma/shared/domain';
import { biobanco, muestra } from '../../db/schema';
import { forbidden } from '../api-errors';
import { usuarioActual } from '../authentication-plugin';
import { denegarAcceso } from '../require-rol-policy';

/** Who asks, as the scope reads them: a signed-in user, or the snapshot of one an extract stored. */
export type Quien = {
  readonly rol: Rol;
  readonly usuario_id: number;
  readonly hospitales: readonly { readonly hospital_id: number }[];
  readonly laboratorios: readonly string[];
  readonly biolabs: readonly string[];
};

/** What the reach reads of who asks, without who they are (the rules on centres and units). */
export type Unidades = Omit<Quien, 'usuario_id'>;

export const ambitoDe = (quien: Pick<Quien, 'rol'>): Ambito => ambitoDeRol(quien.rol);

export const veBorradoresAjenos = (quien: Pick<Quien, 'rol'>): boolean => ALCANCE_POR_ROL[quien.rol].borradoresAjenos;

export const tieneFacultad = (quien: Pick<Quien, 'rol'>, facultad: Facultad): boolean => rolTieneFacultad(quien.rol, facultad);

/** The roles that hold a faculty, for a query over users (the registry keeps at least one active administrator). */
export const rolesConFacultad = (facultad: Facultad): readonly Rol[] => ROLES_POR_FACULTAD[facultad];

/** onRequest hook after `authenticate`: 403 (G17, logged) unless the user's role has the faculty. */
export function requireFacultad(facultad: Facultad) {
  return async function checkFacultad(request: FastifyRequest): Promise<void> {
    if (!tieneFacultad(usuarioActual(request), facultad)) denegarAcceso(request, 'rol sin permiso');
  };
}

/** The role sees every centre's patients (COORDINADOR, LECTURA, ADMIN). */
export const veTodosLosCentros = (quien: Pick<Quien, 'rol'>): boolean => ambitoDe(quien) === 'todos';

/** A catalogue's deactivated rows too (ADMIN, who manages them). */
export const puedeVerInactivos = (quien: Pick<Quien, 'rol'>): boolean => tieneFacultad(quien, 'ver_inactivos');

export const centrosDe = (quien: Unidades): number[] => quien.hospitales.map((centro) => centro.hospital_id);

/**
 * The centres whose patients the user reaches whole, one by one: null for every centre, its own for `centros`, none
 * for a laboratory or a biobank (they reach patients only through their rows, `pacienteDeSuUnidad`).
 */
export function centrosDelAlcance(quien: Unidades): number[] | null {
  const ambito = ambitoDe(quien);
  return ambito === 'todos' ? null : ambito === 'centros' ? centrosDe(quien) : [];
}

/** `columna in (valores)`, or false for none (a user with no centre, laboratory or biolab sees nothing by it). */
export const enLista = (columna: SQLWrapper, valores: readonly (string | number)[]): SQL => (valores.length === 0 ? sql`false` : inArray(columna, [...valores]));

/**
 * The centre part of every subject's rule: the user's centres for `centros`, nothing to narrow for the others (those
 * by unit reach every centre's rows of their unit). Undefined: no condition.
 */
export function deSusCentros(quien: Unidades, hospitalId: SQLWrapper): SQL | undefined {
  return ambitoDe(quien) === 'centros' ? enLista(hospitalId, centrosDe(quien)) : undefined;
}

/** The columns a sample's rule is written on: a table's (`muestra`) or an alias's in raw SQL (`t.laboratorio_destino`). */
export interface ColumnasUnidadMuestra {
  muestra_id: SQLWrapper;
  laboratorio_destino: SQLWrapper;
}

/**
 * The unit part of a sample's rule: a laboratory's samples are those addressed to it; a biobank's, those linked to a
 * live record of its biolabs. Undefined for the roles by centre.
 */
export function muestraDeSuUnidad(quien: Unidades, columnas: ColumnasUnidadMuestra): SQL | undefined {
  switch (ambitoDe(quien)) {
    case 'laboratorios':
      return enLista(columnas.laboratorio_destino, quien.laboratorios);
    case 'biolabs':
      return quien.biolabs.length === 0
        ? sql`false`
        : exists(sql`(select 1 from ${biobanco} where ${biobanco.muestra_id} = ${columnas.muestra_id} and not ${biobanco.eliminado} and ${inArray(biobanco.biolab, [...quien.biolabs])})`);
    default:
      return undefined;
  }
}

/** The unit part of a biobank record's rule: a biobank's records are its biolabs'; a laboratory has none. */
export function biobancoDeSuUnidad(quien: Unidades, biolab: SQLWrapper): SQL | undefined {
  switch (ambitoDe(quien)) {
    case 'biolabs':
      return enLista(biolab, quien.biolabs);
    case 'laboratorios':
      return sql`false`;
    default:
      return undefined;
  }
}

/**
 * The patients a role by unit reaches, only through its rows: those with a live sample addressed to one of its
 * laboratories, or a live record of one of its biolabs (what a laboratory may see of them is the sample's summary,
 * data-dictionary §2.3; the patient routes stay closed to it by permission). Undefined for the roles by centre.
 */
export function pacienteDeSuUnidad(quien: Unidades, pacienteId: SQLWrapper): SQL | undefined {
  switch (ambitoDe(quien)) {
    case 'laboratorios':
      return quien.laboratorios.length === 0
        ? sql`false`
        : exists(sql`(select 1 from ${muestra} where ${and(eq(muestra.paciente_id, pacienteId), sql`not ${muestra.eliminado}`, muestraDeSuUnidad(quien, muestra))})`);
    case 'biolabs':
      return quien.biolabs.length === 0
        ? sql`false`
        : exists(sql`(select 1 from ${biobanco} where ${and(eq(biobanco.paciente_id, pacienteId), sql`not ${biobanco.eliminado}`, biobancoDeSuUnidad(quien, biobanco.biolab))})`);
    default:
      return undefined;
  }
}

/** A centre the user reaches: any for `todos`, its own for `centros`, none for a laboratory or biobank. */
export function centroEnAlcance(quien: Unidades, hospitalId: number): boolean {
  const ambito = ambitoDe(quien);
  return ambito === 'todos' || (ambito === 'centros' && centrosDe(quien).includes(hospitalId));
}

/**
 * A centre a filter may narrow to: any but another centre's for a user by centre (a laboratory narrows its samples
 * to one centre's patients, within its rows).
 */
export function centroFiltrable(quien: Unidades, hospitalId: number): boolean {
  return ambitoDe(quien) !== 'centros' || centrosDe(quien).includes(hospitalId);
}

/** The unit a filter or a record names is one of the user's (a laboratory for `laboratorios`, a biolab for `biolabs`). */
export function unidadPropia(quien: Unidades, unidad: 'laboratorios' | 'biolabs', codigo: string): boolean {
  return ambitoDe(quien) === unidad && quien[unidad].includes(codigo);
}

/** The subject a refusal is about, as the log names it and the field its id goes in. */
const CAMPO_REGISTRO = { paciente: 'paciente_id', muestra: 'registro_id' } as const;

/**
 * 403 with G17, logged with who asked for which route and why: every refusal of scope or permission goes through here
 * (a sample's, a report's or a biobank record's are logged as a sample's, as they always were).
 */
export function denegar(request: FastifyRequest, sujeto: keyof typeof CAMPO_REGISTRO, motivo: string, registroId?: number): never {
  const usuario = usuarioActual(request);
  request.log.warn(
    { usuario_id: usuario.usuario_id, rol: usuario.rol, [CAMPO_REGISTRO[sujeto]]: registroId, method: request.method, url: request.url },
    `Acceso denegado a ${sujeto}: ${motivo}`,
  );
  throw forbidden();
}
