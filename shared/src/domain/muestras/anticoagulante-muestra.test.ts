import { expect, test } from '@jest/globals';
import { anticoagulanteDeMaterial, anticoagulanteTrasMaterial } from './anticoagulante-muestra';

test('cada material trae su anticoagulante de la hoja de manejo de muestras; OTRO y los códigos añadidos, ninguno', () => {
  expect(anticoagulanteDeMaterial('SP')).toBe('EDTA');
  expect(anticoagulanteDeMaterial('MO_BIOPSIA')).toBe('SIN_ANTICOAGULANTE');
  expect(anticoagulanteDeMaterial('ADN')).toBe('NO_APLICA');
  expect(anticoagulanteDeMaterial('OTRO')).toBeNull();
  expect(anticoagulanteDeMaterial('MATERIAL_NUEVO')).toBeNull();
  expect(anticoagulanteDeMaterial(null)).toBeNull();
});

test('el anticoagulante sigue al material mientras no se ha elegido otro', () => {
  expect(anticoagulanteTrasMaterial(null, 'MO_ASPIRADO', null)).toBe('EDTA');
  expect(anticoagulanteTrasMaterial('MO_ASPIRADO', 'LCR', 'EDTA')).toBe('SIN_ANTICOAGULANTE');
  expect(anticoagulanteTrasMaterial('LCR', 'ARN', 'SIN_ANTICOAGULANTE')).toBe('NO_APLICA');
});

test('un anticoagulante elegido por el usuario se conserva, y OTRO no cambia nada', () => {
  expect(anticoagulanteTrasMaterial('MO_ASPIRADO', 'SP', 'HEPARINA_SODICA')).toBe('HEPARINA_SODICA');
  expect(anticoagulanteTrasMaterial('MO_ASPIRADO', 'OTRO', 'EDTA')).toBe('EDTA');
  expect(anticoagulanteTrasMaterial('OTRO', 'SP', 'CITRATO')).toBe('CITRATO');
});
