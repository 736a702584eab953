import { expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { RespuestaAcumulacion } from '@registro-lma/shared/domain';
import { ENDPOINTS } from '@registro-lma/shared/http';
import { crearUsuarioSesion, renderScreen, usarDobleHttp } from '@registro-lma/shared/mock';
import { AcumulacionCard } from './acumulacion-card';
import { SIN_FILTROS } from './panel.resource';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion({ rol: 'LECTURA', hospitales: [] }) });

const ACUMULACION: RespuestaAcumulacion = {
  series: [
    {
      serie: 'PACIENTES_MES',
      etiqueta: 'Pacientes registrados por mes y centro',
      puntos: [
        { x: '2026-10', grupo: '7', etiqueta: 'Virgen del Rocío', n: 12 },
        { x: '2026-11', grupo: '7', etiqueta: 'Virgen del Rocío', n: '<5' },
      ],
    },
    { serie: 'DIAGNOSTICOS_ANIO', etiqueta: 'Diagnósticos por año', puntos: [{ x: '2025', grupo: 'TODOS', etiqueta: 'Todos los pacientes', n: 30 }] },
    { serie: 'ESTADOS', etiqueta: 'Pacientes por estado', puntos: [{ x: 'PERDIDO_SEGUIMIENTO', grupo: 'TODOS', etiqueta: 'Todos los pacientes', n: 6 }] },
    { serie: 'MUESTRAS_MES', etiqueta: 'Muestras por mes de extracción y laboratorio', puntos: [] },
  ],
  calculado_en: '2026-11-24T09:05:00.000Z',
};

test('la acumulación dibuja cada serie, dice qué cuenta y cuándo, y su tabla lleva los números del CSV («<5» incluido)', async () => {
  http.respond('GET', ENDPOINTS.panelAcumulacion, ACUMULACION);
  const { user } = renderScreen(<AcumulacionCard filtros={{ ...SIN_FILTROS, riesgo_eln: 'ADVERSO' }} />);

  expect(await screen.findByRole('heading', { level: 2, name: 'Acumulación' })).toBeTruthy();
  await screen.findByRole('figure', { name: 'Diagnósticos por año' });
  for (const nombre of ['Pacientes registrados por mes y centro', 'Diagnósticos por año', 'Pacientes por estado']) {
    expect(screen.getByRole('figure', { name: nombre }).querySelector('svg')).toBeTruthy();
  }
  expect(screen.getByText('Sin datos con estos filtros.')).toBeTruthy();
  expect(screen.getByText(/sin borradores ni excluidos/).textContent).toMatch(/calculado el \d{2}\/\d{2}\/2026 \d{2}:\d{2}/);
  expect(screen.getByRole('button', { name: 'Descargar CSV de diagnósticos por año' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Descargar PNG de pacientes por estado' })).toBeTruthy();
  expect((http.callsTo('GET', ENDPOINTS.panelAcumulacion).at(-1)!.config?.params ?? {}) as Record<string, string>).toEqual({ riesgo_eln: 'ADVERSO' });

  await user.click(screen.getByRole('button', { name: 'Ver tabla' }));
  const filas = within(screen.getByRole('table', { name: 'Datos de la acumulación' })).getAllByRole('row');
  expect(filas.map((fila) => within(fila).queryAllByRole('cell').map((celda) => celda.textContent))).toEqual([
    [],
    ['PACIENTES_MES', '2026-10', '2026-10', '7', 'Virgen del Rocío', '12'],
    ['PACIENTES_MES', '2026-11', '2026-11', '7', 'Virgen del Rocío', '<5'],
    ['DIAGNOSTICOS_ANIO', '2025', '2025', 'TODOS', 'Todos los pacientes', '30'],
    ['ESTADOS', 'PERDIDO_SEGUIMIENTO', 'Perdido para el seguimiento', 'TODOS', 'Todos los pacientes', '6'],
  ]);
});
