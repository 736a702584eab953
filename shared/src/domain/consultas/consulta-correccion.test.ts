import { describe, expect, test } from '@jest/globals';
import { tablaDeFormulario, textosCorreccion } from './consulta-correccion';

describe('la corrección enlazada a una respuesta', () => {
  test('el formulario del paciente y cada etapa escriben su tabla', () => {
    expect(tablaDeFormulario('paciente')).toBe('paciente');
    expect(tablaDeFormulario('muerte')).toBe('muerte');
  });

  test('el campo de la consulta: antes → después con etiquetas y fechas DD/MM/AAAA', () => {
    expect(textosCorreccion('muerte', 'muerte_fecha', [{ campo: 'muerte_fecha', antes: '2024-05-01', despues: '2024-05-02' }])).toEqual(['Valor corregido: 01/05/2024 → 02/05/2024']);
    expect(textosCorreccion('muerte', 'muerte_autopsia', [{ campo: 'muerte_autopsia', antes: null, despues: 'SI' }])).toEqual(['Valor corregido: — → Sí']);
  });

  test('una consulta sobre el registro entero nombra cada campo cambiado', () => {
    expect(textosCorreccion('muerte', null, [{ campo: 'muerte_autopsia', antes: 'NO', despues: 'SI' }])).toEqual(['Valor corregido (Autopsia): No → Sí']);
  });
});
