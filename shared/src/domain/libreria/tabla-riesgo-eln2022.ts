import { ALTERACION_CITOGENETICA } from '../catalogues/cariotipo';
import { buscarFila } from '../catalogues/catalogo-fila';
import { FISH_SONDA } from '../catalogues/fish-sonda';
import { RIESGO_GLOBAL } from '../catalogues/riesgo';
import { REGLA_APL, REGLAS_RIESGO_ELN2022 } from '../eln2022/decision-eln2022';
import { FUENTES_LESION } from '../eln2022/lesiones-eln2022';
import { CAMPOS_CITOGENETICA } from '../etapas/diagnostico/campos-citogenetica';
import { SIN_VALOR } from '../fields/texto-campo';
import type { ContenidoGenerado, TablaGenerada } from './documento-generado';

const etiquetaRiesgo = (codigo: string) => buscarFila(RIESGO_GLOBAL, codigo)?.etiqueta ?? codigo;

const etiquetas = (filas: readonly { codigo: string; etiqueta: string }[], codigos: readonly string[]) =>
  codigos.length === 0 ? SIN_VALOR : codigos.map((codigo) => filas.find((fila) => fila.codigo === codigo)?.etiqueta ?? codigo).join('; ');

function etiquetaCampo(nombre: string | null): string {
  if (nombre === null) return SIN_VALOR;
  return CAMPOS_CITOGENETICA.find((campo) => campo.name === nombre)?.label ?? nombre;
}

function reglas(): TablaGenerada {
  return {
    titulo: 'Clasificación (la primera regla que se cumple decide)',
    columnas: ['Regla', 'Condición', 'Riesgo'],
    filas: [
      [REGLA_APL.regla, REGLA_APL.condicion, etiquetaRiesgo('NO_APLICA')],
      ...REGLAS_RIESGO_ELN2022.map((regla) => [regla.regla, regla.condicion, etiquetaRiesgo(regla.clase)]),
    ],
    notas: [
      'Con datos sin estudiar, el riesgo se calcula si todas las posibilidades dan la misma clase; si no, es «No evaluable» y se indica qué falta.',
    ],
  };
}

function lesiones(): TablaGenerada {
  return {
    titulo: 'Dónde se lee cada alteración',
    columnas: ['Alteración', 'Cariotipo', 'FISH', 'RT-PCR'],
    filas: Object.values(FUENTES_LESION).map((fuente) => [
      fuente.nombre,
      etiquetas(ALTERACION_CITOGENETICA, fuente.cariotipo),
      etiquetas(FISH_SONDA, [...fuente.fish, ...fuente.fishSoloExcluye]),
      etiquetaCampo(fuente.rtpcr),
    ]),
    notas: ['Un hallazgo positivo en cualquiera de las fuentes basta; un cariotipo valorable o un resultado negativo la descarta.'],
  };
}

/**
 * The ELN 2022 genetic risk table (eln2022-risk.md §2–3): the classifier's own decision list and the sources of each
 * lesion it reads, so the table and the calculated risk never disagree.
 */
export function tablaRiesgoEln2022(): ContenidoGenerado {
  return {
    descripcion:
      'Reglas con las que el registro calcula el riesgo genético ELN 2022 al diagnóstico (Döhner et al., Blood 2022). Generada a partir de las reglas del clasificador.',
    tablas: [reglas(), lesiones()],
  };
}
