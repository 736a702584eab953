import type { Registro } from '../fields/campo';
import type { ReglaFormulario } from '../fields/regla-formulario';
import { formatMensaje } from '../messages/mensajes-genericos';
import { edadEnAnios } from './derivados-paciente';
import { estaVacio, fechaDe } from '../fields/lectura-registro';
import {
  MENSAJE_CONSENTIMIENTO_EDAD,
  MENSAJE_DIAGNOSTICO_ANTERIOR_A_1990,
  MENSAJE_DIAGNOSTICO_ANTES_DE_NACER,
  MENSAJE_EDAD_CENTENARIA,
  MENSAJE_REVOCACION_ANTERIOR,
  MENSAJE_SIN_CONSENTIMIENTO,
  MENSAJE_SIN_ENSAYOS,
  mensajeEdadNoPlausible,
  mensajeMenorDeEdad,
} from './mensajes-paciente';

/** What the patient form's rules need besides its own fields: the rows of its trials sub-table. */
export type ContextoPaciente = { readonly paciente_ensayo: readonly Registro[] };

const PRIMER_DIAGNOSTICO = '1990-01-01';
const EDAD_ADULTA = 18;
const EDAD_MAXIMA = 110;
const EDAD_AVISO = 100;

/** Age at diagnosis once both dates are known and in order (X01 reports them otherwise). */
function edadAlDiagnostico(registro: Registro): number | null {
  const nacimiento = fechaDe(registro, 'fecha_nacimiento');
  const diagnostico = fechaDe(registro, 'fecha_diagnostico');
  return nacimiento === null || diagnostico === null || diagnostico <= nacimiento ? null : edadEnAnios(nacimiento, diagnostico);
}

/** data-dictionary §3.1 and §6 (X01–X03): the cross-field rules of the patient record. */
export const REGLAS_PACIENTE: readonly ReglaFormulario<ContextoPaciente>[] = [
  {
    // The centre decides who may see the patient, so even a draft needs it.
    id: 'centro_en_borrador',
    campos: ['hospital_id'],
    severidad: 'E',
    validar: (registro) => (estaVacio(registro, 'hospital_id') ? formatMensaje('G01') : null),
  },
  {
    id: 'diagnostico_desde_1990',
    campos: ['fecha_diagnostico'],
    severidad: 'E',
    validar: (registro) => {
      const diagnostico = fechaDe(registro, 'fecha_diagnostico');
      return diagnostico !== null && diagnostico < PRIMER_DIAGNOSTICO ? MENSAJE_DIAGNOSTICO_ANTERIOR_A_1990 : null;
    },
  },
  {
    id: 'X01',
    campos: ['fecha_diagnostico', 'fecha_nacimiento'],
    severidad: 'E',
    validar: (registro) => {
      const nacimiento = fechaDe(registro, 'fecha_nacimiento');
      const diagnostico = fechaDe(registro, 'fecha_diagnostico');
      return nacimiento !== null && diagnostico !== null && diagnostico <= nacimiento ? MENSAJE_DIAGNOSTICO_ANTES_DE_NACER : null;
    },
  },
  {
    id: 'X02',
    campos: ['fecha_nacimiento', 'fecha_diagnostico'],
    severidad: 'E',
    validar: (registro) => {
      const edad = edadAlDiagnostico(registro);
      return edad !== null && edad < EDAD_ADULTA ? mensajeMenorDeEdad(edad) : null;
    },
  },
  {
    id: 'X03',
    campos: ['fecha_nacimiento', 'fecha_diagnostico'],
    severidad: 'E',
    validar: (registro) => {
      const edad = edadAlDiagnostico(registro);
      return edad !== null && edad > EDAD_MAXIMA ? mensajeEdadNoPlausible(edad) : null;
    },
  },
  {
    id: 'X03_aviso',
    campos: ['fecha_nacimiento', 'fecha_diagnostico'],
    severidad: 'A',
    validar: (registro) => {
      const edad = edadAlDiagnostico(registro);
      return edad !== null && edad > EDAD_AVISO ? MENSAJE_EDAD_CENTENARIA : null;
    },
  },
  {
    id: 'consentimiento_adulto',
    campos: ['fecha_consentimiento', 'fecha_nacimiento'],
    severidad: 'E',
    validar: (registro) => {
      const consentimiento = fechaDe(registro, 'fecha_consentimiento');
      const nacimiento = fechaDe(registro, 'fecha_nacimiento');
      return consentimiento !== null && nacimiento !== null && edadEnAnios(nacimiento, consentimiento) < EDAD_ADULTA
        ? MENSAJE_CONSENTIMIENTO_EDAD
        : null;
    },
  },
  {
    id: 'revocacion_tras_firma',
    campos: ['fecha_revocacion', 'fecha_consentimiento'],
    severidad: 'E',
    validar: (registro) => {
      const revocacion = fechaDe(registro, 'fecha_revocacion');
      const consentimiento = fechaDe(registro, 'fecha_consentimiento');
      return revocacion !== null && consentimiento !== null && revocacion < consentimiento ? MENSAJE_REVOCACION_ANTERIOR : null;
    },
  },
  {
    id: 'consentimiento_para_incluir',
    campos: ['consentimiento'],
    severidad: 'E',
    soloCompleto: true,
    validar: (registro) => (registro.consentimiento === 'NO_FIRMADO' ? MENSAJE_SIN_CONSENTIMIENTO : null),
  },
  {
    id: 'ensayo_con_filas',
    campos: ['participa_ensayo'],
    severidad: 'E',
    soloCompleto: true,
    validar: (registro, contexto) =>
      registro.participa_ensayo === 'SI' && contexto.paciente_ensayo.length === 0 ? MENSAJE_SIN_ENSAYOS : null,
  },
];
