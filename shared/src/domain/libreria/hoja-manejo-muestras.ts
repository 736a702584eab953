import { ANTICOAGULANTE } from '../catalogues/anticoagulante';
import { buscarFila } from '../catalogues/catalogo-fila';
import { CONDICION_RECEPCION } from '../catalogues/condicion-recepcion';
import { MATERIAL_MUESTRA } from '../catalogues/material-muestra';
import { TEMPERATURA_TRANSPORTE } from '../catalogues/temperatura-transporte';
import { formatearNumero } from '../messages/mensajes-genericos';
import { CAMPOS_MUESTRA, MATERIALES_CON_VOLUMEN } from '../muestras/campos-muestra';
import {
  MENSAJE_CITOGENETICA_EDTA,
  MENSAJE_ENVIO_ANTES_DE_EXTRACCION,
  MENSAJE_ENVIO_TARDIO_CMF,
  MENSAJE_PCR_HEPARINA,
} from '../muestras/mensajes-muestra';
import { REGLAS_MUESTRA, VOLUMEN_HABITUAL } from '../muestras/reglas-muestra';
import { SIN_VALOR } from '../fields/texto-campo';
import type { ContenidoGenerado, TablaGenerada } from './documento-generado';

const SEVERIDAD = { E: 'Error (impide guardar)', A: 'Aviso' } as const;

/** The §5.1 rules the sheet prints, by rule id, with the message that rule gives. */
export const REGLAS_EN_HOJA_MANEJO = {
  anticoagulante: [
    ['anticoagulante_citogenetica', MENSAJE_CITOGENETICA_EDTA],
    ['anticoagulante_molecular', MENSAJE_PCR_HEPARINA],
  ],
  envio: [
    ['envio_tras_extraccion', MENSAJE_ENVIO_ANTES_DE_EXTRACCION],
    ['envio_tardio_cmf', MENSAJE_ENVIO_TARDIO_CMF],
  ],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;

function severidadDe(id: string): string {
  const regla = REGLAS_MUESTRA.find((candidata) => candidata.id === id);
  if (regla === undefined) throw new Error(`La regla de muestra ${id} no existe.`);
  return regla.severidad === 'E' ? SEVERIDAD.E : SEVERIDAD.A;
}

function campoNumerico(nombre: 'n_tubos' | 'volumen_ml'): { min: number; max: number; unidad: string } {
  const campo = CAMPOS_MUESTRA.find((candidato) => candidato.name === nombre);
  if (campo === undefined || (campo.kind !== 'integer' && campo.kind !== 'decimal')) throw new Error(`El campo ${nombre} no es numérico.`);
  return { min: campo.min, max: campo.max, unidad: campo.kind === 'decimal' ? (campo.unidad ?? '') : '' };
}

function volumenDe(material: string): string {
  if (!MATERIALES_CON_VOLUMEN.includes(material)) return 'No se registra';
  const { min, max, unidad } = campoNumerico('volumen_ml');
  const habitual = VOLUMEN_HABITUAL[material];
  const rango = `Obligatorio, ${formatearNumero(min)}–${formatearNumero(max)} ${unidad}`;
  return habitual === undefined ? rango : `${rango}; aviso si supera ${formatearNumero(habitual)} ${unidad}`;
}

function materiales(): TablaGenerada {
  const tubos = campoNumerico('n_tubos');
  return {
    titulo: 'Materiales',
    columnas: ['Material', 'Anticoagulante / conservante por defecto', 'Volumen total'],
    filas: MATERIAL_MUESTRA.map((material) => [
      material.nota === undefined ? material.etiqueta : `${material.etiqueta} (${material.nota})`,
      material.anticoagulante_defecto === null ? SIN_VALOR : (buscarFila(ANTICOAGULANTE, material.anticoagulante_defecto)?.etiqueta ?? SIN_VALOR),
      volumenDe(material.codigo),
    ]),
    notas: [`Número de tubos por muestra: de ${tubos.min} a ${tubos.max}.`],
  };
}

function reglas(titulo: string, filas: readonly (readonly [string, string])[], notas: readonly string[] = []): TablaGenerada {
  return { titulo, columnas: ['Regla', 'Tipo'], filas: filas.map(([id, mensaje]) => [mensaje, severidadDe(id)]), notas };
}

function lista(titulo: string, columna: string, filas: readonly { etiqueta: string }[]): TablaGenerada {
  return { titulo, columnas: [columna], filas: filas.map((fila) => [fila.etiqueta]), notas: [] };
}

/**
 * The sample-handling sheet (data-dictionary §5.1): each material with its default anticoagulant and volume, the
 * anticoagulant and shipment rules the registry checks, the transport temperatures and the reception incidents the
 * laboratory records. Read from the catalogues, the field definitions and the sample rules, never copied.
 */
export function hojaManejoMuestras(): ContenidoGenerado {
  return {
    descripcion:
      'Materiales, anticoagulantes, volúmenes y normas de envío que el registro aplica al registrar una muestra. Generada a partir de las definiciones del registro.',
    tablas: [
      materiales(),
      lista('Anticoagulantes y conservantes', 'Anticoagulante / conservante', ANTICOAGULANTE),
      reglas('Anticoagulante según el estudio', REGLAS_EN_HOJA_MANEJO.anticoagulante),
      reglas('Envío', REGLAS_EN_HOJA_MANEJO.envio, ['La hoja de envío de muestra, generada desde la ficha de la muestra, acompaña a los tubos.']),
      lista('Temperatura de transporte', 'Temperatura', TEMPERATURA_TRANSPORTE),
      lista('Condiciones que el laboratorio registra a la recepción', 'Condición', CONDICION_RECEPCION),
    ],
  };
}
