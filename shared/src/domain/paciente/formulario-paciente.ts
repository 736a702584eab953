import { conCatalogosVigentes } from '../catalogues/campos-vigentes';
import type { CatalogosVigentes } from '../catalogues/catalogos-vigentes';
import type { DefinicionFormulario } from '../fields/definicion-formulario';
import { CAMPOS_PACIENTE, participaEnEnsayo } from './campos-paciente';
import { CAMPOS_PACIENTE_ENSAYO } from './campos-paciente-ensayo';
import { REGLAS_PACIENTE, type ContextoPaciente } from './reglas-paciente';
import { REGLAS_PACIENTE_ENSAYO, type ContextoFilaEnsayo } from './reglas-paciente-ensayo';
import { CLAVE_FILAS_ENSAYO } from './validar-paciente';

/** The registration form of data-dictionary §3.1 as a record form: the patient's fields and rules, and its trials. */
export const FORMULARIO_PACIENTE: DefinicionFormulario<ContextoPaciente, ContextoFilaEnsayo> = {
  titulo: 'Paciente',
  campos: CAMPOS_PACIENTE,
  reglas: REGLAS_PACIENTE,
  subtabla: {
    nombre: CLAVE_FILAS_ENSAYO,
    titulo: 'Ensayo',
    campos: CAMPOS_PACIENTE_ENSAYO,
    reglas: REGLAS_PACIENTE_ENSAYO,
    visibleIf: participaEnEnsayo,
  },
};

/** The registration form with the trials a row may name as the catalogue in force holds them. */
export function formularioPacienteVigente(vigentes: CatalogosVigentes): DefinicionFormulario<ContextoPaciente, ContextoFilaEnsayo> {
  const subtabla = FORMULARIO_PACIENTE.subtabla;
  return subtabla === undefined ? FORMULARIO_PACIENTE : { ...FORMULARIO_PACIENTE, subtabla: { ...subtabla, campos: conCatalogosVigentes(subtabla.campos, vigentes) } };
}
