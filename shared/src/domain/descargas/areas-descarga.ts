import type { Rol } from '../catalogues/rol-usuario';
import { ETAPA_CONSOLIDACION } from '../etapas/consolidacion/etapa-consolidacion';
import type { DefinicionEtapa, SeccionEtapa } from '../etapas/definicion-etapa';
import { ETAPA_DIAGNOSTICO } from '../etapas/diagnostico/etapa-diagnostico';
import { ETAPA_INDUCCION } from '../etapas/induccion/etapa-induccion';
import { ETAPA_MUERTE } from '../etapas/muerte/etapa-muerte';
import { ETAPA_POST_CONSOLIDACION } from '../etapas/post-consolidacion/etapa-post-consolidacion';
import { ETAPA_RECAIDA } from '../etapas/recaida/etapa-recaida';
import { ETAPA_REC_RES_1 } from '../etapas/rescate/etapa-rescate';
import { ETAPA_SEGUIMIENTO } from '../etapas/seguimiento/etapa-seguimiento';
import { ETAPA_TRASPLANTE } from '../etapas/trasplante/etapa-trasplante';
import type { Campo, CampoCalculado } from '../fields/campo';
import { campoDe } from '../fields/campo-de';
import { CALCULADOS_MUESTRA, CALCULADOS_NGS, CALCULADOS_RECEPCION, CAMPO_ESTADO_MUESTRA } from '../muestras/calculados-muestra';
import { CAMPOS_BIOBANCO } from '../muestras/campos-biobanco';
import { CAMPOS_CONFIRMACION } from '../muestras/campos-confirmacion';
import { CAMPOS_MUESTRA } from '../muestras/campos-muestra';
import { CAMPOS_MUESTRA_NGS, CAMPOS_NGS_VARIANTE } from '../muestras/campos-muestra-ngs';
import { CALCULADOS_PACIENTE } from '../paciente/calculados-paciente';
import { CAMPOS_ESTADO_PACIENTE } from '../paciente/campos-estado-paciente';
import { CAMPOS_PACIENTE } from '../paciente/campos-paciente';
import { CAMPOS_PACIENTE_ENSAYO } from '../paciente/campos-paciente-ensayo';
import { BIOBANCO_ID, CODIGO_MUESTRA, MUESTRA_DE_ORIGEN, NGS_NUM, ORDEN_FISH, ORDEN_VARIANTE, type ClaveFichero } from './claves-descarga';
import { CAMPOS_RESUMEN_PACIENTE } from './resumen-paciente';

/** The eight downloads of data-dictionary §8, by the name their `recarga` path uses. */
export const AREAS_DESCARGA = ['diagnostico', 'induccion', 'consolidacion', 'postconsolidacion', 'seguimiento', 'bioBanco', 'muestras', 'ensayo'] as const;
export type AreaDescargaId = (typeof AREAS_DESCARGA)[number];

/**
 * Where a file's rows live, for the server's one generic reader: a table with a `paciente_id` (or a sub-table whose
 * parent has it), its logical deletion, the record order after hospital code and UPN, and 1:1 tables joined beside.
 */
export type FuenteFichero = {
  readonly tabla: string;
  /** A sub-table: its rows belong to the parent row `padre.tabla` by the column `padre.id`. */
  readonly padre?: { readonly tabla: string; readonly id: string };
  /** The table (or its parent) has `eliminado`: deleted records are left out. */
  readonly eliminado: boolean;
  /** Columns that order a patient's records (data-dictionary §8: «then record order»). */
  readonly orden: readonly string[];
  /** A 1:1 table joined to each row by `id` (the sample's confirmation). */
  readonly union?: { readonly tabla: string; readonly id: string; readonly campos: readonly Campo[]; readonly prefijo: string };
  /**
   * Rows restricted to the laboratories (`laboratorio`) or biobanks (`biolab`) of a LABORATORIO / BIOBANCO user;
   * `deMuestra`: the laboratory column is that of the row's sample (by the `muestra_id` of the row or its parent).
   */
  readonly ambito?: { readonly laboratorio?: string; readonly deMuestra?: boolean; readonly biolab?: string; readonly biolabDeMuestra?: boolean };
  /** The trial filter of `ensayo` applies to this column. */
  readonly columnaEnsayo?: string;
  /** Only the rows where this boolean column is true (the trial's samples). */
  readonly soloSi?: string;
  /** One row per patient whose values are computed from the whole history (`resumenPaciente`), not read from a table. */
  readonly resumen?: true;
};

/** The values the server computes for each row when it reads a file (its `calculos`, a sub-table row's position): the server's SQL is keyed by them. */
export type NombreCalculoFila = (typeof CALCULADOS_MUESTRA)[number]['name'] | (typeof CALCULADOS_NGS)[number]['name'] | (typeof ORDEN_FISH | typeof ORDEN_VARIANTE)['name'];

/** One CSV of a download: its variables, in the form's order, and the form and sections they come from. */
export type FicheroDescarga = {
  readonly nombre: string;
  readonly formulario: string;
  readonly secciones: readonly SeccionEtapa[];
  /** Identifier columns after `upn` and `hospital_codigo` (data-dictionary §8: record key first). */
  readonly clave: readonly ClaveFichero[];
  readonly campos: readonly Campo[];
  /** Patient variables repeated on each row after the record key (data-dictionary §2.3: what a laboratory sees of the patient). */
  readonly delPaciente?: readonly Campo[];
  /** Values the server computes for each row when it reads it (age at sample, report summary), after the form's variables. */
  readonly calculos?: readonly (CampoCalculado & { readonly name: NombreCalculoFila })[];
  /** Variables the server computes (data-dictionary §7): the codebook gives their definition. */
  readonly derivados: readonly string[];
  /** The record carries `estado_formulario` (clinical forms and the patient). */
  readonly conEstadoFormulario: boolean;
  readonly fuente: FuenteFichero;
};

export type AreaDescarga = {
  readonly id: AreaDescargaId;
  /** The `{area}-resultado` path segment of the specification. */
  readonly resultado: string;
  readonly titulo: string;
  readonly descripcion: string;
  readonly ficheros: readonly FicheroDescarga[];
  /** data-dictionary §2.3 «Exports»: who may download the area (scope and columns are narrowed per role). */
  readonly roles: readonly Rol[];
  /** `ensayo`: one trial must be chosen. */
  readonly requiereEnsayo?: boolean;
};

const TODOS: readonly Rol[] = ['ADMIN', 'COORDINADOR', 'CLINICO', 'LECTURA'];

const nombres = (campos: readonly Campo[]) => campos.map((campo) => campo.name);
const delaFila = (campo: Campo): ClaveFichero => ({ campo, lectura: 'fila' });

/** A stage's file: its fields and computed values, its record key first, from the stage's own definition. */
function ficheroEtapa(etapa: DefinicionEtapa, nombre: string = etapa.tabla): FicheroDescarga {
  const todos = [...etapa.campos, ...etapa.calculados];
  const claveNombre = etapa.numeracion?.campo ?? etapa.claveRegistro;
  const clave = todos.filter((campo) => campo.name === claveNombre).map(delaFila);
  const orden = etapa.ordenRegistros ?? (etapa.numeracion === undefined ? [claveNombre ?? `${etapa.tabla}_id`] : [etapa.numeracion.campo, etapa.numeracion.fecha]);
  return {
    nombre,
    formulario: etapa.titulo,
    secciones: etapa.secciones,
    clave,
    campos: todos.filter((campo) => campo.name !== claveNombre),
    derivados: nombres(etapa.calculados),
    conEstadoFormulario: true,
    fuente: { tabla: etapa.tabla, eliminado: true, orden },
  };
}

const sinSecciones = (titulo: string, campos: readonly Campo[]): readonly SeccionEtapa[] => [{ titulo, campos: nombres(campos) }];

const FICHERO_PACIENTE: FicheroDescarga = {
  nombre: 'paciente',
  formulario: 'Paciente',
  secciones: [...sinSecciones('Registro del paciente', [...CAMPOS_PACIENTE, ...CAMPOS_ESTADO_PACIENTE]), ...sinSecciones('Calculados', CALCULADOS_PACIENTE)],
  clave: [],
  campos: [...CAMPOS_PACIENTE, ...CAMPOS_ESTADO_PACIENTE, ...CALCULADOS_PACIENTE],
  derivados: nombres(CALCULADOS_PACIENTE),
  conEstadoFormulario: true,
  fuente: { tabla: 'paciente', eliminado: false, orden: [] },
};

const FICHERO_PACIENTE_ENSAYO: FicheroDescarga = {
  nombre: 'paciente_ensayo',
  formulario: 'Paciente: ensayos',
  secciones: sinSecciones('Ensayos clínicos', CAMPOS_PACIENTE_ENSAYO),
  clave: CAMPOS_PACIENTE_ENSAYO.filter((campo) => campo.name === 'ensayo').map(delaFila),
  campos: CAMPOS_PACIENTE_ENSAYO.filter((campo) => campo.name !== 'ensayo'),
  derivados: [],
  conEstadoFormulario: false,
  fuente: { tabla: 'paciente_ensayo', eliminado: false, orden: ['ensayo'], columnaEnsayo: 'ensayo' },
};

const FISH = ETAPA_DIAGNOSTICO.subtabla!;

/** data-dictionary §2.3: of a sample's patient a laboratory sees its sex and entity (and the age at the sample). */
const PACIENTE_DE_MUESTRA = [campoDe(CAMPOS_PACIENTE, 'sexo'), campoDe(CAMPOS_PACIENTE, 'entidad')];

const FICHERO_MUESTRA: FicheroDescarga = {
  nombre: 'muestra',
  formulario: 'Muestra',
  secciones: [
    ...sinSecciones('Paciente', PACIENTE_DE_MUESTRA),
    ...sinSecciones('Muestra', [CODIGO_MUESTRA, ...CAMPOS_MUESTRA, CAMPO_ESTADO_MUESTRA]),
    ...sinSecciones('Confirmación de recepción', [...CAMPOS_CONFIRMACION, ...CALCULADOS_RECEPCION]),
    ...sinSecciones('Calculados', CALCULADOS_MUESTRA),
  ],
  clave: [delaFila(CODIGO_MUESTRA)],
  delPaciente: PACIENTE_DE_MUESTRA,
  campos: [...CAMPOS_MUESTRA, CAMPO_ESTADO_MUESTRA],
  calculos: CALCULADOS_MUESTRA,
  derivados: [...nombres(CALCULADOS_RECEPCION), ...nombres(CALCULADOS_MUESTRA)],
  conEstadoFormulario: false,
  fuente: {
    tabla: 'muestra',
    eliminado: true,
    orden: ['codigo_muestra'],
    union: { tabla: 'muestra_confirmacion', id: 'muestra_id', campos: [...CAMPOS_CONFIRMACION, ...CALCULADOS_RECEPCION], prefijo: 'conf_' },
    ambito: { laboratorio: 'laboratorio_destino', biolabDeMuestra: true },
  },
};

/** data-dictionary §5.4: a result's key is its sample's code and its number in the sample. */
const CLAVE_NGS: readonly ClaveFichero[] = [
  { campo: CODIGO_MUESTRA, lectura: { columna: 'muestra_id', tabla: 'muestra', clave: 'codigo_muestra' } },
  { campo: NGS_NUM, lectura: { columna: 'ngs_id', tabla: 'muestra_ngs', clave: 'ngs_num' } },
];

/** The NGS files of a laboratory's samples: what the «Muestras» download of a LABORATORIO user promises. */
const AMBITO_NGS = { laboratorio: 'laboratorio_destino', deMuestra: true } as const;

const FICHERO_MUESTRA_NGS: FicheroDescarga = {
  nombre: 'muestra_ngs',
  formulario: 'Resultado NGS',
  secciones: [...sinSecciones('NGS', [CODIGO_MUESTRA, NGS_NUM, ...CAMPOS_MUESTRA_NGS]), ...sinSecciones('Calculados', CALCULADOS_NGS)],
  clave: CLAVE_NGS,
  campos: CAMPOS_MUESTRA_NGS,
  calculos: CALCULADOS_NGS,
  derivados: [NGS_NUM.name, ...nombres(CALCULADOS_NGS)],
  conEstadoFormulario: false,
  fuente: { tabla: 'muestra_ngs', eliminado: true, orden: ['ngs_id'], ambito: AMBITO_NGS },
};

const FICHERO_NGS_VARIANTE: FicheroDescarga = {
  nombre: 'ngs_variante',
  formulario: 'Resultado NGS: variantes',
  secciones: sinSecciones('Variantes', [CODIGO_MUESTRA, NGS_NUM, ORDEN_VARIANTE, ...CAMPOS_NGS_VARIANTE]),
  // Through the result (`ngs_id`): the variant's result and, with it, its sample.
  clave: [
    { campo: CODIGO_MUESTRA, lectura: { columna: 'ngs_id', tabla: 'muestra_ngs', clave: 'codigo_muestra' } },
    { campo: NGS_NUM, lectura: { columna: 'ngs_id', tabla: 'muestra_ngs', clave: 'ngs_num' } },
    { campo: ORDEN_VARIANTE, lectura: 'posicion' },
  ],
  campos: CAMPOS_NGS_VARIANTE,
  derivados: [ORDEN_VARIANTE.name],
  conEstadoFormulario: false,
  fuente: { tabla: 'ngs_variante', padre: { tabla: 'muestra_ngs', id: 'ngs_id' }, eliminado: true, orden: ['ngs_id', 'orden'], ambito: AMBITO_NGS },
};

const CAMPOS_BIOBANCO_EXPORTADOS = CAMPOS_BIOBANCO.filter((campo) => campo.name !== 'muestra_id');

/** A stage's file in the trial download: only the records of the chosen trial (its `campoEnsayo`). */
function delEnsayo(etapa: DefinicionEtapa): FicheroDescarga {
  if (etapa.campoEnsayo === undefined) throw new Error(`La etapa ${etapa.id} no declara su campo de ensayo.`);
  const fichero = ficheroEtapa(etapa);
  return { ...fichero, fuente: { ...fichero.fuente, columnaEnsayo: etapa.campoEnsayo } };
}

/** Every download of data-dictionary §8, each built from the field definitions of its forms. */
export const DEFINICIONES_AREAS: readonly AreaDescarga[] = [
  {
    id: 'diagnostico',
    resultado: 'diagnostico',
    titulo: 'Diagnóstico',
    descripcion: 'Paciente (con valores calculados), sus ensayos, el diagnóstico y las sondas FISH.',
    roles: TODOS,
    ficheros: [
      FICHERO_PACIENTE,
      FICHERO_PACIENTE_ENSAYO,
      ficheroEtapa(ETAPA_DIAGNOSTICO),
      {
        nombre: FISH.nombre,
        formulario: `${ETAPA_DIAGNOSTICO.titulo}: FISH`,
        secciones: sinSecciones('Sondas FISH', [ORDEN_FISH, ...FISH.campos]),
        clave: [{ campo: ORDEN_FISH, lectura: 'posicion' }],
        campos: FISH.campos,
        derivados: [ORDEN_FISH.name],
        conEstadoFormulario: false,
        fuente: { tabla: FISH.nombre, padre: { tabla: 'diagnostico', id: 'diagnostico_id' }, eliminado: true, orden: ['orden'] },
      },
    ],
  },
  { id: 'induccion', resultado: 'induccion', titulo: 'Inducción', descripcion: 'Una fila por paciente: ciclos 1 y 2 y resumen.', roles: TODOS, ficheros: [ficheroEtapa(ETAPA_INDUCCION)] },
  { id: 'consolidacion', resultado: 'consolidacion', titulo: 'Consolidación', descripcion: 'Una fila por ciclo de consolidación.', roles: TODOS, ficheros: [ficheroEtapa(ETAPA_CONSOLIDACION)] },
  {
    id: 'postconsolidacion',
    resultado: 'post-consolidacion',
    titulo: 'Post-consolidación',
    descripcion: 'Una fila por línea de mantenimiento.',
    roles: TODOS,
    ficheros: [ficheroEtapa(ETAPA_POST_CONSOLIDACION)],
  },
  {
    id: 'seguimiento',
    resultado: 'seguimiento',
    titulo: 'Seguimiento',
    descripcion: 'Contactos de seguimiento, trasplantes, recaídas, líneas de rescate y muerte.',
    roles: TODOS,
    ficheros: [
      {
        nombre: 'resumen_paciente',
        formulario: 'Resumen del paciente',
        secciones: sinSecciones('Valores derivados (data-dictionary §7)', CAMPOS_RESUMEN_PACIENTE),
        clave: [],
        campos: CAMPOS_RESUMEN_PACIENTE,
        derivados: nombres(CAMPOS_RESUMEN_PACIENTE),
        conEstadoFormulario: false,
        fuente: { tabla: 'paciente', eliminado: false, orden: [], resumen: true },
      },
      ficheroEtapa(ETAPA_SEGUIMIENTO),
      ficheroEtapa(ETAPA_TRASPLANTE), ficheroEtapa(ETAPA_RECAIDA), ficheroEtapa(ETAPA_REC_RES_1), ficheroEtapa(ETAPA_MUERTE)],
  },
  {
    id: 'bioBanco',
    resultado: 'bioBanco',
    titulo: 'Biobanco',
    descripcion: 'Una fila por registro de biobanco.',
    roles: [...TODOS, 'BIOBANCO'],
    ficheros: [
      {
        nombre: 'biobanco',
        formulario: 'Biobanco',
        secciones: sinSecciones('Biobanco', [BIOBANCO_ID, CODIGO_MUESTRA, ...CAMPOS_BIOBANCO_EXPORTADOS]),
        clave: [delaFila(BIOBANCO_ID), { campo: MUESTRA_DE_ORIGEN, lectura: { columna: 'muestra_id', tabla: 'muestra', clave: 'codigo_muestra' } }],
        campos: CAMPOS_BIOBANCO_EXPORTADOS,
        derivados: [],
        conEstadoFormulario: false,
        fuente: { tabla: 'biobanco', eliminado: true, orden: ['biobanco_id'], ambito: { biolab: 'biolab' } },
      },
    ],
  },
  {
    id: 'muestras',
    resultado: 'muestras',
    titulo: 'Muestras',
    descripcion: 'Muestras con su recepción, resultados NGS y variantes.',
    roles: [...TODOS, 'LABORATORIO', 'BIOBANCO'],
    ficheros: [
      FICHERO_MUESTRA,
      FICHERO_MUESTRA_NGS,
      FICHERO_NGS_VARIANTE,
    ],
  },
  {
    id: 'ensayo',
    resultado: 'ensayo',
    titulo: 'Ensayo clínico',
    descripcion: 'Inclusiones en el ensayo elegido, sus muestras de ensayo y los tratamientos recibidos en él.',
    roles: [...TODOS, 'LABORATORIO'],
    requiereEnsayo: true,
    ficheros: [
      FICHERO_PACIENTE_ENSAYO,
      { ...FICHERO_MUESTRA, fuente: { ...FICHERO_MUESTRA.fuente, columnaEnsayo: 'ensayo', soloSi: 'es_ensayo' } },
      delEnsayo(ETAPA_INDUCCION),
      delEnsayo(ETAPA_CONSOLIDACION),
      delEnsayo(ETAPA_POST_CONSOLIDACION),
      delEnsayo(ETAPA_TRASPLANTE),
      delEnsayo(ETAPA_REC_RES_1),
    ],
  },
];

export function areaDescarga(id: AreaDescargaId): AreaDescarga {
  const area = DEFINICIONES_AREAS.find((definicion) => definicion.id === id);
  if (area === undefined) throw new Error(`Área de descarga desconocida: ${id}`);
  return area;
}
