import type { HospitalSelect } from '../admin/campos-hospital';
import type { EstadoFormulario } from '../catalogues/estado-formulario';
import type { EstadoPaciente } from '../catalogues/estado-paciente';
import type { Rol } from '../catalogues/rol-usuario';
import type { CodigoCatalogo } from '../catalogues/catalogos';
import type { RegistroDe } from '../fields/registro-de';
import type { CALCULADOS_PACIENTE } from './calculados-paciente';
import type { TipoRegistro } from './derivados-paciente';
import type { PacienteEnsayo, PacienteEntrada } from './validar-paciente';

type CalculadosPaciente = RegistroDe<typeof CALCULADOS_PACIENTE, 'borrador'>;

/** A patient as the API returns it (`GET /leucemia/api/pacientes/{id}`). Dates `YYYY-MM-DD`, instants ISO 8601. */
export type Paciente = Omit<PacienteEntrada, 'hospital_id'> &
  Omit<CalculadosPaciente, 'de_completitud_pct' | 'fecha_registro' | 'tipo_registro'> & {
  paciente_id: number;
  upn: string;
  hospital_id: number;
  hospital: HospitalSelect;
  /** Set when the UPN is assigned: never null once the patient exists. */
  fecha_registro: NonNullable<CalculadosPaciente['fecha_registro']>;
  /** Free text in the field list (the extract's column); the server writes one of its two codes. */
  tipo_registro: TipoRegistro | null;
  estado: EstadoPaciente;
  estado_motivo: string | null;
  estado_formulario: EstadoFormulario;
  paciente_ensayo: PacienteEnsayo[];
  /** Warnings (severity A) kept with the record, e.g. a possible duplicate. */
  avisos: string[];
  version: number;
  creado_por: number | null;
  creado_en: string;
  modificado_por: number | null;
  modificado_en: string;
};

/** A row of the patient lists. `de_completitud_pct` is null until the patient is first saved after it was introduced. */
export type PacienteResumen = {
  paciente_id: number;
  upn: string;
  hospital: HospitalSelect;
  sexo: CodigoCatalogo<'sexo'> | null;
  edad_diagnostico: CalculadosPaciente['edad_diagnostico'];
  entidad: CodigoCatalogo<'entidad'> | null;
  estado: EstadoPaciente;
  estado_formulario: EstadoFormulario;
  de_completitud_pct: CalculadosPaciente['de_completitud_pct'];
  modificado_en: string;
  version: number;
};

/** A hit of the UPN search (`GET /leucemia/api/pacientes/select/busqueda/{texto}`). */
export type PacienteBusqueda = { paciente_id: number; upn: string; hospital_codigo: string; estado: EstadoPaciente };

/** What «Solicitar nuevo UPN» creates: a draft patient holding the UPN. */
export type NuevoUpn = { paciente_id: number; upn: string };

export type CambioCampo = { campo: string; antes: unknown; despues: unknown };

/** One change of the patient's audit trail, newest first (`GET /leucemia/api/pacientes/{id}/historial`). */
export type EntradaHistorial = {
  auditoria_id: number;
  fecha: string;
  usuario: { usuario_id: number; nombre: string; apellidos: string } | null;
  rol: Rol | null;
  accion: string;
  tabla: string;
  registro_id: string;
  cambios: CambioCampo[];
  motivo: string | null;
};
