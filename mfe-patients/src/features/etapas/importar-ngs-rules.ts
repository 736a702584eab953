import { ngsAdmitidoEnCampo, type MuestraNgs, type PropuestaNgs, type Registro } from '@registro-lma/shared/domain';

/** The results a reference field may link: the patient's, of the moment the field asks for. */
export function resultadosAdmitidos(campo: string, resultados: readonly MuestraNgs[]): MuestraNgs[] {
  return resultados.filter((resultado) => ngsAdmitidoEnCampo(campo, resultado.momento));
}

/** A proposal changes a value the user already gave (not empty and different): applied only if confirmed. */
export function sobrescribe(propuesta: PropuestaNgs, valores: Registro): boolean {
  const actual = valores[propuesta.campo];
  return actual !== null && actual !== undefined && actual !== '' && actual !== propuesta.valor;
}
