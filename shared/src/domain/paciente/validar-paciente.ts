import { conCatalogosVigentes } from '../catalogues/campos-vigentes';
import { CATALOGOS_SEMILLA, periodosDeEnsayos, type CatalogosVigentes } from '../catalogues/catalogos-vigentes';
import type { PeriodoEnsayo } from '../catalogues/ensayo';
import type { Campo, Registro } from '../fields/campo';
import { CLAVE_ERROR_REGISTRO } from '../fields/errores-zod';
import { normalizarRegistro } from '../fields/normalizar-registro';
import { aplicarReglas } from '../fields/regla-formulario';
import type { Modo, RegistroDe } from '../fields/registro-de';
import type { ResultadoValidacion } from '../fields/validar-registro';
import { MENSAJE_DATOS_NO_VALIDOS } from '../messages/mensajes-fijos';
import { CAMPOS_PACIENTE, participaEnEnsayo } from './campos-paciente';
import { CAMPOS_PACIENTE_ENSAYO } from './campos-paciente-ensayo';
import { REGLAS_PACIENTE } from './reglas-paciente';
import { REGLAS_PACIENTE_ENSAYO } from './reglas-paciente-ensayo';

/** The patient's own fields as the form sends them and the API stores them (a draft may leave them empty). */
export type PacienteEntrada = RegistroDe<typeof CAMPOS_PACIENTE, 'borrador'>;

export type PacienteEnsayo = RegistroDe<typeof CAMPOS_PACIENTE_ENSAYO, 'borrador'>;

/** The whole registration form: the patient and its trials. */
export type PacienteFormulario = PacienteEntrada & { paciente_ensayo: PacienteEnsayo[] };

/** Key of the trials sub-table; an error of row `i` is keyed `paciente_ensayo.{i}.{variable}`. */
export const CLAVE_FILAS_ENSAYO = 'paciente_ensayo';

function esObjeto(valor: unknown): valor is Registro {
  return typeof valor === 'object' && valor !== null && !Array.isArray(valor);
}

type Mensajes = Record<string, string>;

function conPrefijo(prefijo: string, mensajes: Mensajes): Mensajes {
  return Object.fromEntries(Object.entries(mensajes).map(([clave, mensaje]) => [`${prefijo}${clave}`, mensaje]));
}

/** The rows of the sub-table, each validated against the patient and the rows above it. */
function validarFilas(campos: readonly Campo[], filas: readonly unknown[], paciente: Registro, modo: Modo, ensayos: readonly PeriodoEnsayo[]) {
  const validadas: Registro[] = [];
  let errores: Mensajes = {};
  let avisos: Mensajes = {};
  filas.forEach((fila, indice) => {
    const prefijo = `${CLAVE_FILAS_ENSAYO}.${indice}`;
    if (!esObjeto(fila)) {
      errores[prefijo] = MENSAJE_DATOS_NO_VALIDOS;
      return;
    }
    const contexto = { paciente, anteriores: [...validadas], ensayos };
    const resultado = normalizarRegistro(campos, fila, modo, { reglas: REGLAS_PACIENTE_ENSAYO, contexto });
    errores = { ...errores, ...conPrefijo(`${prefijo}.`, resultado.errores) };
    avisos = { ...avisos, ...conPrefijo(`${prefijo}.`, resultado.avisos) };
    validadas.push(resultado.datos);
  });
  return { validadas, errores, avisos };
}

/**
 * The registration form as a whole (data-dictionary §3.1), the same in the browser and in the API: the patient's
 * fields, its trial rows (dropped when it takes part in no trial: a hidden sub-table is cleared), the rules of
 * every row and the patient's cross-field rules. The trials (codes and recruitment periods) are the seed's unless the
 * catalogues in force are given (the API's, the form's once loaded).
 */
export function validarPaciente(entrada: unknown, modo: Modo, vigentes: CatalogosVigentes = CATALOGOS_SEMILLA): ResultadoValidacion<PacienteFormulario> {
  if (!esObjeto(entrada)) return { ok: false, errores: { [CLAVE_ERROR_REGISTRO]: MENSAJE_DATOS_NO_VALIDOS } };
  const paciente = normalizarRegistro(CAMPOS_PACIENTE, entrada, modo);
  const brutas = entrada[CLAVE_FILAS_ENSAYO] ?? [];
  if (!Array.isArray(brutas)) {
    return { ok: false, errores: { ...paciente.errores, [CLAVE_FILAS_ENSAYO]: MENSAJE_DATOS_NO_VALIDOS } };
  }
  const campos = conCatalogosVigentes(CAMPOS_PACIENTE_ENSAYO, vigentes);
  const filas = validarFilas(campos, participaEnEnsayo(paciente.datos) ? brutas : [], paciente.datos, modo, periodosDeEnsayos(vigentes));
  const conReglas = aplicarReglas({ reglas: REGLAS_PACIENTE, contexto: { paciente_ensayo: filas.validadas } }, paciente.datos, modo, paciente);
  const errores = { ...conReglas.errores, ...filas.errores };
  if (Object.keys(errores).length > 0) return { ok: false, errores };
  const data = { ...paciente.datos, [CLAVE_FILAS_ENSAYO]: filas.validadas } as unknown as PacienteFormulario;
  return { ok: true, data, avisos: { ...conReglas.avisos, ...filas.avisos } };
}
