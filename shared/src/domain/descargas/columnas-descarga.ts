import type { Campo } from '../fields/campo';
import { CAMPOS_SEUDONIMIZADOS } from '../seudonimizacion/campos-seudonimizados';
import type { FicheroDescarga } from './areas-descarga';
import { clavesDeReferencia, type ClaveFichero, type ReferenciaClave } from './claves-descarga';

/** How an extract is written (data-dictionary §8): «Incluir etiquetas» and the pseudonymised mode. */
export type ModoDescarga = { readonly etiquetas: boolean; readonly seudonimizado: boolean };

/**
 * One column of a file: the header (a dictionary variable name), the field it comes from and how its value is taken:
 * `valor` the stored value, `anio` the year of a date (pseudonymised birth date), `etiqueta` the label of the codes.
 * `tabla` says where the value comes from: the row, the table joined beside it, the row's patient, or a value the
 * server computes for the row, or another record's key read through the row's internal id (`referencia`);
 * identifier and audit columns have no field.
 */
export type ColumnaDescarga =
  | { readonly nombre: string; readonly tipo: 'campo'; readonly campo: Campo; readonly valor: 'valor' | 'anio' | 'etiqueta'; readonly tabla: OrigenColumna }
  | { readonly nombre: string; readonly tipo: 'campo'; readonly campo: Campo; readonly valor: 'valor'; readonly tabla: 'referencia'; readonly referencia: ReferenciaClave }
  | { readonly nombre: 'upn' | 'hospital_codigo' | 'estado_formulario' | 'modificado_en'; readonly tipo: 'sistema' };

type OrigenColumna = 'fila' | 'union' | 'paciente' | 'calculo';

const tieneEtiquetas = (campo: Campo) => (campo.kind === 'enum' || campo.kind === 'multiEnum') && campo.catalogo !== undefined;

function columnasDeCampo(campo: Campo, nombre: string, tabla: OrigenColumna, modo: ModoDescarga): ColumnaDescarga[] {
  const claves = tabla === 'fila' ? clavesDeReferencia(campo) : null;
  if (claves !== null) return claves.map((clave) => ({ nombre: clave.campo.name, tipo: 'campo', campo: clave.campo, valor: 'valor', tabla: 'referencia', referencia: clave.referencia }));
  const seudonimo = modo.seudonimizado ? CAMPOS_SEUDONIMIZADOS.get(campo.name) : undefined;
  if (seudonimo === 'omitido') return [];
  if (seudonimo === 'anio') return [{ nombre: nombre.replace(/^fecha_/, 'anio_'), tipo: 'campo', campo, valor: 'anio', tabla }];
  const columnas: ColumnaDescarga[] = [{ nombre, tipo: 'campo', campo, valor: 'valor', tabla }];
  if (modo.etiquetas && tieneEtiquetas(campo)) columnas.push({ nombre: `${nombre}_etiqueta`, tipo: 'campo', campo, valor: 'etiqueta', tabla });
  return columnas;
}

/** A key column: read from the row, as a position counted from 1 (a value the server computes), or another record's key. */
function columnasDeClave({ campo, lectura }: ClaveFichero, modo: ModoDescarga): ColumnaDescarga[] {
  if (lectura === 'fila') return columnasDeCampo(campo, campo.name, 'fila', modo);
  if (lectura === 'posicion') return columnasDeCampo(campo, campo.name, 'calculo', modo);
  return [{ nombre: campo.name, tipo: 'campo', campo, valor: 'valor', tabla: 'referencia', referencia: lectura }];
}

/**
 * The columns of a file in the dictionary's order (§8): `upn`, `hospital_codigo`, the record key, the patient's
 * variables it repeats, the form's variables (and those of the table joined beside it), the values computed per row,
 * then the audit columns.
 */
export function columnasDeFichero(fichero: FicheroDescarga, modo: ModoDescarga): readonly ColumnaDescarga[] {
  const propios = new Set([...fichero.clave.map((clave) => clave.campo), ...fichero.campos].map((campo) => campo.name));
  const union = fichero.fuente.union;
  return [
    { nombre: 'upn', tipo: 'sistema' },
    { nombre: 'hospital_codigo', tipo: 'sistema' },
    ...fichero.clave.flatMap((clave) => columnasDeClave(clave, modo)),
    ...(fichero.delPaciente ?? []).flatMap((campo) => columnasDeCampo(campo, campo.name, 'paciente', modo)),
    ...fichero.campos.flatMap((campo) => columnasDeCampo(campo, campo.name, 'fila', modo)),
    ...(union?.campos ?? []).flatMap((campo) => columnasDeCampo(campo, propios.has(campo.name) ? `${union!.prefijo}${campo.name}` : campo.name, 'union', modo)),
    ...(fichero.calculos ?? []).flatMap((campo) => columnasDeCampo(campo, campo.name, 'calculo', modo)),
    ...(fichero.conEstadoFormulario ? [{ nombre: 'estado_formulario', tipo: 'sistema' } as const] : []),
    { nombre: 'modificado_en', tipo: 'sistema' },
  ];
}
