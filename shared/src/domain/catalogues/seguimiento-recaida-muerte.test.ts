import { expect, test } from '@jest/globals';
import { CAUSA_MUERTE, FASE_MUERTE, MOTIVO_FIN_TRATAMIENTO, TIPO_RECAIDA } from './seguimiento-recaida-muerte';

test('causa_muerte has 18 causes from AML to unknown', () => {
  expect(CAUSA_MUERTE).toHaveLength(18);
  expect(CAUSA_MUERTE[0]).toEqual({ codigo: 'LMA', etiqueta: 'Progresión / recaída de la LMA', orden: 1, activo: true });
  expect(CAUSA_MUERTE[11]).toEqual({
    codigo: 'SOS_VOD',
    etiqueta: 'Síndrome de obstrucción sinusoidal / enfermedad venooclusiva',
    orden: 12,
    activo: true,
  });
  expect(CAUSA_MUERTE.at(-1)).toEqual({ codigo: 'DESCONOCIDA', etiqueta: 'Desconocida', orden: 18, activo: true });
});

test('motivo_fin_tratamiento keeps EN_CURSO last with its usage note', () => {
  expect(MOTIVO_FIN_TRATAMIENTO).toHaveLength(9);
  expect(MOTIVO_FIN_TRATAMIENTO.at(-1)).toEqual({
    codigo: 'EN_CURSO',
    etiqueta: 'En curso',
    orden: 9,
    activo: true,
    nota: 'only where `en_curso` is not a separate field',
  });
});

test('relapse types and death phases', () => {
  expect(TIPO_RECAIDA.map((fila) => fila.codigo)).toEqual(['HEMATOLOGICA', 'HEMATOLOGICA_EXTRAMEDULAR', 'EXTRAMEDULAR', 'MOLECULAR']);
  expect(FASE_MUERTE).toHaveLength(7);
  expect(FASE_MUERTE[3]?.etiqueta).toBe('Tras TPH, sin recaída (mortalidad sin recaída)');
});
