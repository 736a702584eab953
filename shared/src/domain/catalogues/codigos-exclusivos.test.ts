import { expect, test } from '@jest/globals';
import { CATALOGOS, type CatalogoId } from './catalogos';
import { CODIGOS_EXCLUSIVOS } from './codigos-exclusivos';

test('the exclusive codes are those marked «exclusivo»', () => {
  expect(CODIGOS_EXCLUSIVOS).toEqual({
    ensayo: ['NINGUNO'],
    calificador_oms2022: ['NINGUNO'],
    calificador_icc2022: ['NINGUNO'],
    enfermedad_neoplasica_previa: ['NINGUNA'],
    presentacion_clinica: ['NINGUNO'],
    condicion_recepcion: ['CORRECTA'],
    profilaxis_eich: ['NINGUNA'],
  });
});

test('every exclusive code exists in its catalogue', () => {
  for (const [id, exclusivos] of Object.entries(CODIGOS_EXCLUSIVOS)) {
    const codigos = CATALOGOS[id as CatalogoId].map((fila) => fila.codigo as string);
    for (const codigo of exclusivos) expect(codigos).toContain(codigo);
  }
});
