import { ETIQUETA_ROL, type LineaCalidad } from '@registro-lma/shared/domain';
import { RUTAS } from '@registro-lma/shared/routes';
import { campoDeItem, destinoCampo, pantallaDe } from '../../comun/formulario-item-mapper';

/** Where a line is fixed: its form's screen at the field (the stage, the registration form), or the patient's page for a sample. */
export function destinoLinea(linea: LineaCalidad): string {
  return destinoCampo(linea) ?? RUTAS.paciente.href({ id: linea.paciente_id });
}

/** What the line is about: the field's label, else the item (a sample's code), else the form's name. */
export function itemLinea(linea: LineaCalidad): string {
  return campoDeItem(linea.formulario, linea.campo)?.label ?? linea.item ?? pantallaDe(linea.formulario, linea.paciente_id)?.nombre ?? 'Muestra';
}

export function quienCorrige(linea: LineaCalidad): string {
  return linea.corrige.map((rol) => ETIQUETA_ROL[rol]).join(', ');
}
