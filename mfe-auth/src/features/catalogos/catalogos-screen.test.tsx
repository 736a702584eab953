import { beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mensajeCodigoEnUso, type CatalogoAdmin, type FilaCatalogoAdmin } from '@registro-lma/shared/domain';
import { claveEnvioDe, notifications, renderScreen, usarDobleHttp } from '@registro-lma/shared/mock';
import { RUTAS_API } from '@registro-lma/shared/http';
import { CatalogosScreen } from './catalogos-screen';

const http = usarDobleHttp();

function fila(codigo: string, etiqueta: string, orden: number, cambios: Partial<FilaCatalogoAdmin> = {}): FilaCatalogoAdmin {
  return { codigo, etiqueta, orden, activo: true, nota: null, datos: {}, version: 1, modificado_en: '2026-11-01T10:00:00.000Z', en_uso: false, ...cambios };
}

const LABORATORIOS: CatalogoAdmin = {
  catalogo: 'laboratorio',
  version: 3,
  filas: [
    fila('LAB_CMF_REF', 'Laboratorio de referencia de citometría', 1, { datos: { tecnicas: ['CMF_DIAGNOSTICO', 'CMF_EMR'], ciudad: 'Salamanca' }, en_uso: true }),
    fila('LAB_NGS_REF', 'Laboratorio de referencia de NGS', 2, { datos: { tecnicas: ['NGS'] }, activo: false, version: 4 }),
  ],
};

const ENSAYOS: CatalogoAdmin = {
  catalogo: 'ensayo',
  version: 1,
  filas: [
    fila('NINGUNO', 'No incluido en ensayo', 1),
    fila('PEVOLAM', 'PEVOLAM', 2, { datos: { nct: 'NCT04090736', fecha_apertura: '2020-01-01', fecha_cierre: '2023-12-31' } }),
    fila('OTRO', 'Otro ensayo (especificar)', 3),
  ],
};

const MOMENTOS_PEVOLAM: CatalogoAdmin = {
  catalogo: 'momento_muestra_pevolam',
  version: 2,
  filas: [fila('CRIBADO', 'Cribado (diagnóstico)', 1, { datos: { momento_general: 'DIAG', ventana: '≤ 28 d' } }), fila('FIN_C2', 'Final del ciclo 2', 2, { datos: { momento_general: 'POST_IND1' } })],
};

beforeEach(() => {
  http.respond('GET', RUTAS_API.catalogo('laboratorio'), LABORATORIOS);
  http.respond('GET', RUTAS_API.catalogo('biolab'), { catalogo: 'biolab', version: 1, filas: [] });
  http.respond('GET', RUTAS_API.catalogo('ensayo'), ENSAYOS);
  http.respond('GET', RUTAS_API.catalogo('momento_muestra_pevolam'), MOMENTOS_PEVOLAM);
});

async function abrir() {
  const rendered = renderScreen(<CatalogosScreen />);
  const tabla = await screen.findByRole('table', { name: 'Laboratorios' });
  return { ...rendered, tabla };
}

/** The row of a code (the code's cell comes before the label's, which may read the same, e.g. PEVOLAM). */
const filaDe = async (codigo: string) => (await screen.findAllByRole('cell', { name: codigo }))[0]?.closest('tr') as HTMLElement;

test('una pestaña por catálogo; la tabla muestra código, etiqueta, datos propios por su nombre y si está activo', async () => {
  await abrir();
  expect(screen.getAllByRole('tab').map((pestana) => pestana.textContent)).toEqual(['Laboratorios', 'Biobancos', 'Financiación', 'Ensayos', 'Riesgo LMA-FLOW']);
  const celdas = within(await filaDe('LAB_CMF_REF'))
    .getAllByRole('cell')
    .map((celda) => celda.textContent);
  expect(celdas.slice(0, 5)).toEqual([
    '1',
    'LAB_CMF_REF',
    'Laboratorio de referencia de citometría',
    'Estudios que realiza: Citometría de flujo – diagnóstico; Citometría de flujo – EMR · Ciudad: Salamanca',
    'Sí',
  ]);
  expect(within(await filaDe('LAB_NGS_REF')).getAllByRole('cell')[4]?.textContent).toBe('No');
});

test('un catálogo vacío lo dice', async () => {
  const { user } = await abrir();
  await user.click(screen.getByRole('tab', { name: 'Biobancos' }));
  expect(await screen.findByText('El catálogo no tiene códigos todavía.')).toBeTruthy();
});

test('alta de un biobanco: el código se escribe en mayúsculas y se envía con clave de envío', async () => {
  http.respond('POST', RUTAS_API.catalogo('biolab'), fila('BIO_N', 'Biobanco N', 1));
  const { user } = await abrir();
  await user.click(screen.getByRole('tab', { name: 'Biobancos' }));
  await user.click(await screen.findByRole('button', { name: 'Nuevo código' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Nuevo código: Biobancos' });
  await user.type(within(dialogo).getByRole('textbox', { name: /^Código/ }), 'bio_n');
  await user.type(within(dialogo).getByRole('textbox', { name: /^Etiqueta/ }), 'Biobanco N');
  await user.type(within(dialogo).getByRole('textbox', { name: /Registro nacional/ }), 'B12');
  await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

  await waitFor(() => expect(http.callsTo('POST', RUTAS_API.catalogo('biolab'))).toHaveLength(1));
  const llamada = http.callsTo('POST', RUTAS_API.catalogo('biolab'))[0];
  expect(llamada?.body).toEqual({ codigo: 'BIO_N', etiqueta: 'Biobanco N', nota: null, hospital_codigo: null, registro_isciii: 'B12' });
  expect(claveEnvioDe(llamada)).toMatch(/^[0-9a-f]{32}$/);
  expect(notifications.at(-1)).toMatchObject({ message: 'Código creado.', variant: 'success' });
});

test('editar no ofrece el código y envía la versión leída', async () => {
  http.respond('PUT', RUTAS_API.filaCatalogo('laboratorio', 'LAB_CMF_REF'), LABORATORIOS.filas[0]);
  const { user } = await abrir();
  await user.click(within(await filaDe('LAB_CMF_REF')).getByRole('button', { name: 'Editar LAB_CMF_REF' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Editar LAB_CMF_REF' });
  expect(within(dialogo).queryByRole('textbox', { name: /^Código/ })).toBeNull();
  await user.type(within(dialogo).getByRole('textbox', { name: /Dirección de envío/ }), 'C/ Sol 5');
  await user.click(within(dialogo).getByRole('button', { name: 'Guardar' }));

  await waitFor(() => expect(http.callsTo('PUT', RUTAS_API.filaCatalogo('laboratorio', 'LAB_CMF_REF'))).toHaveLength(1));
  expect(http.callsTo('PUT', RUTAS_API.filaCatalogo('laboratorio', 'LAB_CMF_REF'))[0]?.body).toMatchObject({
    etiqueta: 'Laboratorio de referencia de citometría',
    tecnicas: ['CMF_DIAGNOSTICO', 'CMF_EMR'],
    ciudad: 'Salamanca',
    direccion: 'C/ Sol 5',
    version: 1,
  });
});

test('desactivar pide confirmación y envía la versión; un código inactivo se reactiva', async () => {
  http.respond('POST', RUTAS_API.desactivarFilaCatalogo('laboratorio', 'LAB_CMF_REF'), { ...LABORATORIOS.filas[0], activo: false });
  http.respond('POST', RUTAS_API.reactivarFilaCatalogo('laboratorio', 'LAB_NGS_REF'), { ...LABORATORIOS.filas[1], activo: true });
  const { user } = await abrir();
  await user.click(within(await filaDe('LAB_CMF_REF')).getByRole('button', { name: 'Desactivar LAB_CMF_REF' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Desactivar código' })).getByRole('button', { name: 'Desactivar' }));
  await waitFor(() => expect(http.callsTo('POST', RUTAS_API.desactivarFilaCatalogo('laboratorio', 'LAB_CMF_REF'))[0]?.body).toEqual({ version: 1 }));

  await user.click(within(await filaDe('LAB_NGS_REF')).getByRole('button', { name: 'Reactivar LAB_NGS_REF' }));
  await waitFor(() => expect(http.callsTo('POST', RUTAS_API.reactivarFilaCatalogo('laboratorio', 'LAB_NGS_REF'))[0]?.body).toEqual({ version: 4 }));
  expect(notifications.at(-1)).toMatchObject({ message: 'Código reactivado.', variant: 'success' });
});

test('eliminar un código en uso muestra la negativa de la API', async () => {
  http.fail('DELETE', RUTAS_API.filaCatalogo('laboratorio', 'LAB_CMF_REF'), { status: 409, message: mensajeCodigoEnUso('LAB_CMF_REF') });
  const { user } = await abrir();
  await user.click(within(await filaDe('LAB_CMF_REF')).getByRole('button', { name: 'Eliminar LAB_CMF_REF' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Eliminar código' })).getByRole('button', { name: 'Eliminar' }));

  await waitFor(() => expect(notifications.at(-1)).toMatchObject({ message: 'El código LAB_CMF_REF está en uso; solo puede desactivarse.', variant: 'error' }));
  expect(http.callsTo('DELETE', RUTAS_API.filaCatalogo('laboratorio', 'LAB_CMF_REF'))[0]?.body).toEqual({ version: 1 });
});

test('los momentos de un ensayo se abren desde su fila y se reordenan con la versión del catálogo', async () => {
  http.respond('PUT', RUTAS_API.ordenCatalogo('momento_muestra_pevolam'), MOMENTOS_PEVOLAM);
  const { user } = await abrir();
  await user.click(screen.getByRole('tab', { name: 'Ensayos' }));
  expect(within(await filaDe('PEVOLAM')).getAllByRole('cell')[3]?.textContent).toBe('NCT (ClinicalTrials.gov): NCT04090736 · Inicio del reclutamiento: 01/01/2020 · Fin del reclutamiento: 31/12/2023');
  expect(within(await filaDe('NINGUNO')).queryByRole('button', { name: 'Momentos de NINGUNO' })).toBeNull();
  expect(within(await filaDe('OTRO')).queryByRole('button', { name: 'Momentos de OTRO' })).toBeNull();

  await user.click(within(await filaDe('PEVOLAM')).getByRole('button', { name: 'Momentos de PEVOLAM' }));
  const dialogo = await screen.findByRole('dialog', { name: 'Momentos de PEVOLAM' });
  const cribado = (await within(dialogo).findByRole('cell', { name: 'CRIBADO' })).closest('tr') as HTMLElement;
  expect(within(cribado).getAllByRole('cell')[3]?.textContent).toBe('Ventana: ≤ 28 d · Momento general equivalente: Diagnóstico');
  expect(within(cribado).getByRole('button', { name: 'Subir CRIBADO' })).toHaveProperty('disabled', true);
  await user.click(within(cribado).getByRole('button', { name: 'Bajar CRIBADO' }));

  await waitFor(() => expect(http.callsTo('PUT', RUTAS_API.ordenCatalogo('momento_muestra_pevolam'))).toHaveLength(1));
  expect(http.callsTo('PUT', RUTAS_API.ordenCatalogo('momento_muestra_pevolam'))[0]?.body).toEqual({ codigos: ['FIN_C2', 'CRIBADO'], version: 2 });
});
