import { ESQUEMA_INDUCCION, type IntensidadEsquema } from '../../catalogues/esquema-induccion';
import { formatearFecha } from '../../fechas/fecha-iso';
import type { Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import { formatMensaje } from '../../messages/mensajes-genericos';
import { diasEntre } from '../../fechas/calculo-fechas';
import { fechaDe } from '../../fields/lectura-registro';
import { reglaDianaEsquema } from '../bloques/regla-diana-esquema';
import { textoDe } from '../bloques/lectura-valores';
import type { ContextoEtapa } from '../contexto-etapa';
import { reglaEnsayoDelPaciente, reglaFechaHastaMuerte, reglasFechaClinica } from '../reglas-comunes';
import {
  MENSAJE_CICLO_LARGO,
  MENSAJE_CICLOS_PROXIMOS,
  MENSAJE_ESQUEMA_NO_CORRESPONDE,
  MENSAJE_EVALUACION_C1_TRAS_C2,
  MENSAJE_INDUCCION_TARDIA,
  MENSAJE_NO_CANDIDATO_INTENSIVO,
  MENSAJE_RECUPERACION_ANTES_DEL_INICIO,
  MENSAJE_SEGUNDO_CICLO_ANTES,
  mensajeInduccionAntesDeDiagnostico,
} from './mensajes-induccion';

const DIAS_MAXIMOS_HASTA_INDUCCION = 60;
const DIAS_MAXIMOS_CICLO = 42;
const DIAS_MINIMOS_ENTRE_CICLOS = 14;

const INTENSIDAD_DE_INTENCION: Readonly<Record<string, IntensidadEsquema>> = { INTENSIVO: 'I', NO_INTENSIVO: 'N' };

/** Days from one date of the record to another, once both are dates. */
function dias(registro: Registro, desde: string, hasta: string): number | null {
  const inicio = fechaDe(registro, desde);
  const fin = fechaDe(registro, hasta);
  return inicio === null || fin === null ? null : diasEntre(inicio, fin);
}

/** The scheme's `int` column must match the intention; «Otro» schemes (I/N) fit both. */
function reglaEsquemaIntencion(campoEsquema: string): ReglaFormulario<ContextoEtapa> {
  return {
    id: `${campoEsquema}_intencion`,
    campos: [campoEsquema, 'intencion_tratamiento'],
    severidad: 'E',
    validar: (registro) => {
      const esperada = INTENSIDAD_DE_INTENCION[textoDe(registro, 'intencion_tratamiento') ?? ''];
      const fila = ESQUEMA_INDUCCION.find((candidata) => candidata.codigo === registro[campoEsquema]);
      return esperada === undefined || fila === undefined || fila.int === 'I/N' || fila.int === esperada ? null : MENSAJE_ESQUEMA_NO_CORRESPONDE;
    },
  };
}

/** G11 and the six-week warning on the end of cycle `ciclo`. */
function reglasDuracionCiclo(ciclo: 1 | 2): ReglaFormulario<ContextoEtapa>[] {
  const inicio = `ind${ciclo}_fecha_inicio`;
  const fin = `ind${ciclo}_fecha_fin`;
  return [
    ...reglasFechaClinica(fin),
    {
      id: `G11_${fin}`,
      campos: [fin, inicio],
      severidad: 'E',
      validar: (registro) => ((dias(registro, inicio, fin) ?? 0) < 0 ? formatMensaje('G11') : null),
    },
    {
      id: `${fin}_seis_semanas`,
      campos: [fin, inicio],
      severidad: 'A',
      validar: (registro) => ((dias(registro, inicio, fin) ?? 0) > DIAS_MAXIMOS_CICLO ? MENSAJE_CICLO_LARGO : null),
    },
  ];
}

function reglaRecuperacion(campo: string): ReglaFormulario<ContextoEtapa> {
  return {
    id: `${campo}_tras_inicio`,
    campos: [campo, 'ind1_fecha_inicio'],
    severidad: 'E',
    validar: (registro) => ((dias(registro, 'ind1_fecha_inicio', campo) ?? 1) <= 0 ? MENSAJE_RECUPERACION_ANTES_DEL_INICIO : null),
  };
}

/** data-dictionary §3.4 and §6 (X04, X07, X08, X12, X33, X35): the line, its two intensive cycles and their dates. */
export const REGLAS_CICLOS_INDUCCION: readonly ReglaFormulario<ContextoEtapa>[] = [
  {
    id: 'intensivo_no_candidato',
    campos: ['intencion_tratamiento'],
    severidad: 'A',
    validar: (registro, { expediente }) =>
      registro.intencion_tratamiento === 'INTENSIVO' && textoDe(expediente.diagnostico, 'candidato_intensivo') === 'NO'
        ? MENSAJE_NO_CANDIDATO_INTENSIVO
        : null,
  },
  reglaEnsayoDelPaciente('ensayo_induccion', 'ind1_fecha_inicio'),
  reglaEsquemaIntencion('ind1_esquema'),
  reglaEsquemaIntencion('ind2_esquema'),
  reglaDianaEsquema('ind1_esquema', ESQUEMA_INDUCCION),
  reglaDianaEsquema('ind2_esquema', ESQUEMA_INDUCCION),
  {
    // X04 is G09 (X12) with its own message.
    id: 'X04',
    campos: ['ind1_fecha_inicio'],
    severidad: 'E',
    validar: (registro, { expediente }) => {
      const inicio = fechaDe(registro, 'ind1_fecha_inicio');
      const diagnostico = expediente.paciente.fecha_diagnostico;
      return inicio !== null && diagnostico !== null && inicio < diagnostico ? mensajeInduccionAntesDeDiagnostico(formatearFecha(diagnostico)) : null;
    },
  },
  {
    id: 'X04_aviso',
    campos: ['ind1_fecha_inicio'],
    severidad: 'A',
    validar: (registro, { expediente }) => {
      const inicio = fechaDe(registro, 'ind1_fecha_inicio');
      const diagnostico = expediente.paciente.fecha_diagnostico;
      return inicio !== null && diagnostico !== null && diasEntre(diagnostico, inicio) > DIAS_MAXIMOS_HASTA_INDUCCION
        ? MENSAJE_INDUCCION_TARDIA
        : null;
    },
  },
  reglaFechaHastaMuerte('ind1_fecha_inicio'),
  ...reglasDuracionCiclo(1),
  ...reglasFechaClinica('ind1_rec_neutrofilos_fecha', 'ind1_rec_plaquetas_fecha'),
  reglaRecuperacion('ind1_rec_neutrofilos_fecha'),
  reglaRecuperacion('ind1_rec_plaquetas_fecha'),
  ...reglasFechaClinica('ind2_fecha_inicio'),
  {
    id: 'X07',
    campos: ['ind2_fecha_inicio', 'ind1_fecha_inicio'],
    severidad: 'E',
    validar: (registro) => ((dias(registro, 'ind1_fecha_inicio', 'ind2_fecha_inicio') ?? 1) <= 0 ? MENSAJE_SEGUNDO_CICLO_ANTES : null),
  },
  {
    id: 'X07_aviso',
    campos: ['ind2_fecha_inicio', 'ind1_fecha_inicio'],
    severidad: 'A',
    validar: (registro) => {
      const entreCiclos = dias(registro, 'ind1_fecha_inicio', 'ind2_fecha_inicio');
      return entreCiclos !== null && entreCiclos > 0 && entreCiclos < DIAS_MINIMOS_ENTRE_CICLOS ? MENSAJE_CICLOS_PROXIMOS : null;
    },
  },
  ...reglasDuracionCiclo(2),
  {
    id: 'X08_aviso',
    campos: ['ind1_eval_fecha', 'ind2_fecha_inicio'],
    severidad: 'A',
    validar: (registro) => ((dias(registro, 'ind2_fecha_inicio', 'ind1_eval_fecha') ?? 0) > 0 ? MENSAJE_EVALUACION_C1_TRAS_C2 : null),
  },
];
