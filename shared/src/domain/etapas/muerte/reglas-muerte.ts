import type { Registro } from '../../fields/campo';
import type { ReglaFormulario } from '../../fields/regla-formulario';
import { fechaDe } from '../../fields/lectura-registro';
import type { ContextoEtapa, ExpedientePaciente } from '../contexto-etapa';
import { reglaFechaDesdeDiagnostico } from '../reglas-comunes';
import { fechasClinicas } from './fechas-clinicas';
import {
  MENSAJE_CAUSA_PRINCIPAL_REPETIDA,
  MENSAJE_CAUSA_REQUIERE_TRASPLANTE,
  MENSAJE_EICH_SIN_ALOGENICO,
  MENSAJE_LMA_EN_REMISION,
  MENSAJE_SOS_SIN_TRASPLANTE,
  mensajeMuerteAntesDeEvento,
} from './mensajes-muerte';

/** A transplant on or before the death (any, when the death date is not known yet). */
function trasplantePrevio(registro: Registro, expediente: ExpedientePaciente, soloAlogenico: boolean): boolean {
  const muerte = fechaDe(registro, 'muerte_fecha');
  return expediente.trasplante.some((trasplante) => {
    const fecha = fechaDe(trasplante, 'tph_fecha');
    const tipoValido = !soloAlogenico || trasplante.tph_tipo === 'ALOGENICO';
    return tipoValido && fecha !== null && (muerte === null || fecha <= muerte);
  });
}

/** A cause of death that only a (previous) transplant explains. */
function reglaCausaTrasTrasplante(
  id: string,
  causas: readonly string[],
  severidad: 'E' | 'A',
  mensaje: string,
  soloAlogenico: boolean,
): ReglaFormulario<ContextoEtapa> {
  return {
    id,
    campos: ['muerte_causa_principal'],
    severidad,
    validar: (registro, { expediente }) => {
      const causa = registro.muerte_causa_principal;
      return typeof causa === 'string' && causas.includes(causa) && !trasplantePrevio(registro, expediente, soloAlogenico) ? mensaje : null;
    },
  };
}

/** data-dictionary §3.11 and §6 X21 (G09 applies to the death date; G10 does not: it is the death itself). */
export const REGLAS_MUERTE: readonly ReglaFormulario<ContextoEtapa>[] = [
  reglaFechaDesdeDiagnostico('muerte_fecha'),
  {
    id: 'X21',
    campos: ['muerte_fecha'],
    severidad: 'E',
    validar: (registro, { expediente }) => {
      const muerte = fechaDe(registro, 'muerte_fecha');
      const ultimo = fechasClinicas(expediente).at(-1);
      return muerte !== null && ultimo !== undefined && muerte < ultimo.fecha ? mensajeMuerteAntesDeEvento(ultimo.evento, ultimo.fecha) : null;
    },
  },
  reglaCausaTrasTrasplante('eich_sin_alogenico', ['EICH'], 'E', MENSAJE_EICH_SIN_ALOGENICO, true),
  reglaCausaTrasTrasplante('causa_de_trasplante', ['FALLO_INJERTO', 'MAT'], 'E', MENSAJE_CAUSA_REQUIERE_TRASPLANTE, false),
  reglaCausaTrasTrasplante('sos_sin_trasplante', ['SOS_VOD'], 'A', MENSAJE_SOS_SIN_TRASPLANTE, false),
  {
    id: 'lma_en_remision',
    campos: ['muerte_causa_principal', 'muerte_fase'],
    severidad: 'A',
    validar: (registro) =>
      registro.muerte_causa_principal === 'LMA' && registro.muerte_fase === 'EN_REMISION' ? MENSAJE_LMA_EN_REMISION : null,
  },
  {
    id: 'principal_no_contribuyente',
    campos: ['muerte_causas_contribuyentes', 'muerte_causa_principal'],
    severidad: 'E',
    validar: (registro) => {
      const contribuyentes = registro.muerte_causas_contribuyentes;
      return Array.isArray(contribuyentes) && contribuyentes.includes(registro.muerte_causa_principal) ? MENSAJE_CAUSA_PRINCIPAL_REPETIDA : null;
    },
  },
];
