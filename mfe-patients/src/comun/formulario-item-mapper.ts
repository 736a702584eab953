import { CAMPOS_PACIENTE, ETAPAS, type Campo } from '@registro-lma/shared/domain';
import { RUTAS, RUTAS_ETAPAS } from '@registro-lma/shared/routes';
import { urlWithQuery } from '@registro-lma/shared/ui';
import { PARAMETROS_CAMPO } from './use-campo-de-ruta';

/** The patient's registration form: the home record of the items that are not a stage's. */
const FORMULARIO_PACIENTE = 'paciente';

/** The fields of an item's home record: the registration form or a stage's form. */
function camposDe(formulario: string): readonly Campo[] {
  if (formulario === FORMULARIO_PACIENTE) return CAMPOS_PACIENTE;
  return ETAPAS.find((etapa) => etapa.id === formulario)?.campos ?? [];
}

/** The screen of an item's home record, where read-only items link to. */
export function pantallaDe(formulario: string, pacienteId: number): { readonly ruta: string; readonly nombre: string } | null {
  if (formulario === FORMULARIO_PACIENTE) return { ruta: RUTAS.editarPaciente.href({ id: pacienteId }), nombre: 'Registro del paciente' };
  const etapa = ETAPAS.find((definicion) => definicion.id === formulario);
  return etapa === undefined ? null : { ruta: RUTAS_ETAPAS[etapa.pantalla].href({ id: pacienteId }), nombre: etapa.titulo };
}

/** The home record's descriptor of a variable: the same field, labels and validation as in its own form. */
export function campoDeItem(formulario: string, variable: string | null): Campo | null {
  if (variable === null) return null;
  return camposDe(formulario).find((campo) => campo.name === variable) ?? null;
}

/** Where a record's field is fixed: its form's screen, pointing at the record and the field so the form focuses it. */
export function destinoCampo(destino: { readonly formulario: string; readonly paciente_id: number; readonly registro_id: number | null; readonly campo: string | null }): string | null {
  const ruta = pantallaDe(destino.formulario, destino.paciente_id)?.ruta;
  if (ruta === undefined) return null;
  if (destino.campo === null) return ruta;
  return urlWithQuery(ruta, { [PARAMETROS_CAMPO.formulario]: destino.formulario, [PARAMETROS_CAMPO.registro]: destino.registro_id ?? '', [PARAMETROS_CAMPO.campo]: destino.campo });
}
