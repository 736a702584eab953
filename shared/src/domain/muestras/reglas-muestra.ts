import { buscarFila } from '../catalogues/catalogo-fila';
import { CATALOGOS_SEMILLA, filasVigentes, type CatalogosVigentes } from '../catalogues/catalogos-vigentes';
import { MOMENTO_MUESTRA } from '../catalogues/momento-muestra';
import type { Registro } from '../fields/campo';
import type { ReglaFormulario } from '../fields/regla-formulario';
import { formatearFecha } from '../fechas/fecha-iso';
import { formatMensaje } from '../messages/mensajes-genericos';
import { diasEntre, sumarDias } from '../fechas/calculo-fechas';
import { fechaDe } from '../fields/lectura-registro';
import {
  MENSAJE_CITOGENETICA_EDTA,
  MENSAJE_ENSAYO_NO_INCLUIDO,
  MENSAJE_ENVIO_ANTES_DE_EXTRACCION,
  MENSAJE_ENVIO_TARDIO_CMF,
  MENSAJE_EXTRACCION_NO_VALIDA,
  MENSAJE_EXTRACCION_PREVIA_DIAGNOSTICO,
  MENSAJE_FINANCIACION_ENSAYO,
  MENSAJE_LABORATORIO_SIN_ESTUDIOS,
  MENSAJE_PCR_HEPARINA,
  MENSAJE_SIN_CONSENTIMIENTO_MUESTRAS,
  mensajeMomentoIncoherente,
} from './mensajes-muestra';
import { momentoGeneralDeEnsayo, momentosDeEnsayo } from './momentos-ensayo';

/** What a sample's rules read of its patient: dates, consent, trials (codes of `paciente_ensayo`), death. */
export type ContextoMuestra = {
  readonly paciente: {
    readonly fecha_nacimiento: string | null;
    readonly fecha_diagnostico: string | null;
    readonly consentimiento_muestras: string | null;
  };
  readonly ensayos: readonly string[];
  readonly muerte_fecha: string | null;
  /** The ⚙ catalogues in force (the database's on the server); the seed when absent. */
  readonly catalogos?: CatalogosVigentes;
  /** What X33 checks a sample's moment against: first induction start, relapse dates, transplant dates. */
  readonly clinica: {
    readonly ind1_fecha_inicio: string | null;
    readonly recaidas: readonly string[];
    readonly trasplantes: readonly string[];
  };
};

/** Days a diagnostic or germline sample may precede the diagnosis date (data-dictionary §5.1). */
const DIAS_PREVIOS_DIAGNOSTICO = 30;
/** Beyond this many days after extraction, flow cytometry viability is at risk (§5.1, §5.2). */
export const DIAS_VIABILIDAD_CMF = 2;

function estudios(registro: Registro): readonly string[] {
  return Array.isArray(registro.estudios_solicitados) ? (registro.estudios_solicitados as string[]) : [];
}

export function pideCitometria(registro: Registro): boolean {
  return estudios(registro).some((estudio) => estudio.startsWith('CMF_'));
}

/** The sample's moment as a general one (§1.1): its own, or the trial moment's `momento_general`. */
function momentoGeneral(registro: Registro, catalogos?: CatalogosVigentes): unknown {
  return registro.es_ensayo === true ? momentoGeneralDeEnsayo(registro.ensayo, registro.momento_ensayo, catalogos) : registro.momento;
}

/** DIAG samples and germline material may precede the diagnosis. */
function puedePrecederDiagnostico(registro: Registro, catalogos?: CatalogosVigentes): boolean {
  return momentoGeneral(registro, catalogos) === 'DIAG' || registro.material === 'LINEA_GERMINAL';
}

/** A relapse sample is expected within this many days of a recorded relapse (X33). */
const DIAS_MUESTRA_RECAIDA = 30;

/** X33 (sample moments): whether the moment contradicts the clinical records at the extraction date. */
function momentoIncoherente(momento: unknown, extraccion: string, clinica: ContextoMuestra['clinica']): boolean {
  if (momento === 'DIAG') return clinica.ind1_fecha_inicio !== null && extraccion > clinica.ind1_fecha_inicio;
  if (momento === 'RECAIDA') return !clinica.recaidas.some((fecha) => Math.abs(diasEntre(fecha, extraccion)) <= DIAS_MUESTRA_RECAIDA);
  if (typeof momento === 'string' && momento.startsWith('POST_TPH_')) return !clinica.trasplantes.some((fecha) => fecha < extraccion);
  return false;
}

/** Volumes above these (mL) are warned of (§5.1, §6.1). */
export const VOLUMEN_HABITUAL: Readonly<Record<string, number>> = { MO_ASPIRADO: 10, SP: 40, LCR: 10 };

/** data-dictionary §5.1 and §6 (X36, X37 is the API's, X38): the rules of a sample record. */
export const REGLAS_MUESTRA: readonly ReglaFormulario<ContextoMuestra>[] = [
  {
    id: 'ensayo_del_paciente',
    campos: ['ensayo'],
    severidad: 'E',
    validar: (registro, contexto) =>
      registro.es_ensayo === true && typeof registro.ensayo === 'string' && !contexto.ensayos.includes(registro.ensayo) ? MENSAJE_ENSAYO_NO_INCLUIDO : null,
  },
  {
    id: 'momento_de_ensayo',
    campos: ['momento_ensayo'],
    severidad: 'E',
    validar: (registro, contexto) =>
      registro.es_ensayo === true &&
      typeof registro.momento_ensayo === 'string' &&
      !momentosDeEnsayo(registro.ensayo, contexto.catalogos).some((fila) => fila.codigo === registro.momento_ensayo)
        ? formatMensaje('G07')
        : null,
  },
  {
    id: 'extraccion_y_nacimiento',
    campos: ['fecha_extraccion'],
    severidad: 'E',
    validar: (registro, contexto) => {
      const extraccion = fechaDe(registro, 'fecha_extraccion');
      const nacimiento = contexto.paciente.fecha_nacimiento;
      return extraccion !== null && nacimiento !== null && extraccion < nacimiento ? MENSAJE_EXTRACCION_NO_VALIDA : null;
    },
  },
  {
    id: 'extraccion_y_muerte',
    campos: ['fecha_extraccion'],
    severidad: 'E',
    validar: (registro, contexto) => {
      const extraccion = fechaDe(registro, 'fecha_extraccion');
      const muerte = contexto.muerte_fecha;
      return extraccion !== null && muerte !== null && extraccion > muerte ? formatMensaje('G10', { fecha_muerte: formatearFecha(muerte) }) : null;
    },
  },
  {
    id: 'extraccion_y_diagnostico',
    campos: ['fecha_extraccion'],
    severidad: 'E',
    validar: (registro, contexto) => {
      const extraccion = fechaDe(registro, 'fecha_extraccion');
      const diagnostico = contexto.paciente.fecha_diagnostico;
      if (extraccion === null || diagnostico === null || extraccion >= diagnostico) return null;
      if (!puedePrecederDiagnostico(registro, contexto.catalogos)) return formatMensaje('G09', { fecha_diagnostico: formatearFecha(diagnostico) });
      return extraccion < sumarDias(diagnostico, -DIAS_PREVIOS_DIAGNOSTICO) ? MENSAJE_EXTRACCION_PREVIA_DIAGNOSTICO : null;
    },
  },
  {
    id: 'momento_coherente',
    campos: ['fecha_extraccion'],
    severidad: 'A',
    validar: (registro, contexto) => {
      const extraccion = fechaDe(registro, 'fecha_extraccion');
      const momento = momentoGeneral(registro, contexto.catalogos);
      if (extraccion === null || !momentoIncoherente(momento, extraccion, contexto.clinica)) return null;
      return mensajeMomentoIncoherente(buscarFila(MOMENTO_MUESTRA, String(momento))?.etiqueta ?? String(momento));
    },
  },
  {
    id: 'volumen_habitual',
    campos: ['volumen_ml'],
    severidad: 'A',
    validar: (registro) => {
      const limite = typeof registro.material === 'string' ? VOLUMEN_HABITUAL[registro.material] : undefined;
      const volumen = registro.volumen_ml;
      return limite !== undefined && typeof volumen === 'number' && volumen > limite ? formatMensaje('G15', { valor: volumen, unidad: 'mL' }) : null;
    },
  },
  {
    id: 'consentimiento_biobanco',
    campos: ['estudios_solicitados'],
    severidad: 'E',
    validar: (registro, contexto) =>
      estudios(registro).includes('BIOBANCO') && contexto.paciente.consentimiento_muestras !== 'SI' ? MENSAJE_SIN_CONSENTIMIENTO_MUESTRAS : null,
  },
  {
    id: 'laboratorio_realiza_estudios',
    campos: ['laboratorio_destino'],
    severidad: 'E',
    validar: (registro, contexto) => {
      const laboratorio = filasVigentes(contexto.catalogos ?? CATALOGOS_SEMILLA, 'laboratorio').find((fila) => fila.codigo === registro.laboratorio_destino);
      const pedidos = estudios(registro);
      if (laboratorio === undefined || pedidos.length === 0) return null;
      return pedidos.some((estudio) => ((laboratorio.tecnicas ?? []) as readonly string[]).includes(estudio)) ? null : MENSAJE_LABORATORIO_SIN_ESTUDIOS;
    },
  },
  {
    id: 'financiacion_ensayo',
    campos: ['laboratorio_economico'],
    severidad: 'A',
    validar: (registro) =>
      registro.es_ensayo === true && typeof registro.laboratorio_economico === 'string' && registro.laboratorio_economico !== 'PROMOTOR_ENSAYO'
        ? MENSAJE_FINANCIACION_ENSAYO
        : null,
  },
  {
    id: 'envio_tras_extraccion',
    campos: ['fecha_envio', 'fecha_extraccion'],
    severidad: 'E',
    validar: (registro) => {
      const envio = fechaDe(registro, 'fecha_envio');
      const extraccion = fechaDe(registro, 'fecha_extraccion');
      return envio !== null && extraccion !== null && envio < extraccion ? MENSAJE_ENVIO_ANTES_DE_EXTRACCION : null;
    },
  },
  {
    id: 'envio_tardio_cmf',
    campos: ['fecha_envio', 'fecha_extraccion'],
    severidad: 'A',
    validar: (registro) => {
      const envio = fechaDe(registro, 'fecha_envio');
      const extraccion = fechaDe(registro, 'fecha_extraccion');
      return envio !== null && extraccion !== null && pideCitometria(registro) && diasEntre(extraccion, envio) > DIAS_VIABILIDAD_CMF
        ? MENSAJE_ENVIO_TARDIO_CMF
        : null;
    },
  },
  {
    id: 'anticoagulante_citogenetica',
    campos: ['anticoagulante'],
    severidad: 'A',
    validar: (registro) => (estudios(registro).includes('CITOGENETICA') && registro.anticoagulante === 'EDTA' ? MENSAJE_CITOGENETICA_EDTA : null),
  },
  {
    id: 'anticoagulante_molecular',
    campos: ['anticoagulante'],
    severidad: 'A',
    validar: (registro) => {
      const molecular = estudios(registro).some((estudio) => estudio.startsWith('PCR_') || estudio === 'NGS');
      return molecular && typeof registro.anticoagulante === 'string' && registro.anticoagulante.startsWith('HEPARINA_') ? MENSAJE_PCR_HEPARINA : null;
    },
  },
];
