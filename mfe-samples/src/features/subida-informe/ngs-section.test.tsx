import { beforeEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { MENSAJE_HGVS_C, MENSAJE_NGS_SIN_VARIANTES, MENSAJE_SOSPECHA_GERMINAL, type MuestraNgs } from '@registro-lma/shared/domain';
import { crearUsuarioSesion, notifications, renderScreen, usarDobleHttp } from '@registro-lma/shared/mock';
import { RUTAS_API } from '@registro-lma/shared/http';
import { muestraDePrueba } from '../../comun/muestra-enviada.fixture';
import { SeccionNgs } from './ngs-section';

const LABORATORIO = crearUsuarioSesion({ usuario_id: 7, rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB_NGS_REF'] });
const http = usarDobleHttp({ sesion: () => LABORATORIO });

const NGS = RUTAS_API.muestraNgsPaciente(12);
const MUESTRA = muestraDePrueba({ estado: 'RECIBIDA' });

function resultado(datos: Record<string, unknown>, cambios: Partial<MuestraNgs> = {}): MuestraNgs {
  return {
    ngs_id: 1,
    muestra_id: 40,
    codigo_muestra: 'LMA-000123-M001',
    paciente_id: 12,
    momento: 'DIAG',
    datos,
    avisos: {},
    version: 1,
    creado_en: '2025-03-06T10:00:00Z',
    modificado_en: '2025-03-06T10:00:00Z',
    ...cambios,
  };
}

type Usuario = ReturnType<typeof renderScreen>['user'];

async function elegir(user: Usuario, ambito: HTMLElement, campo: RegExp, opcion: string) {
  await user.click(within(ambito).getByRole('combobox', { name: campo }));
  await user.click(await screen.findByRole('option', { name: opcion }));
}

async function escribir(user: Usuario, campo: HTMLElement, texto: string) {
  await user.click(campo);
  await user.paste(texto);
}

beforeEach(() => {
  http.respond('GET', NGS, []);
});

describe('resultado NGS', () => {
  test('registra un resultado nuevo con sus variantes', async () => {
    http.respond('PUT', NGS, ({ body }) => resultado((body as { datos: Record<string, unknown> }).datos));
    const { user } = renderScreen(<SeccionNgs muestra={MUESTRA} usuario={LABORATORIO} />);
    const seccion = await screen.findByRole('region', { name: 'Estudio NGS' });

    const fecha = await within(seccion).findByRole('group', { name: /Fecha del resultado/ });
    await user.click(within(fecha).getByRole('spinbutton', { name: 'Día' }));
    await user.keyboard('06032025');
    await escribir(user, within(seccion).getByRole('textbox', { name: /^Panel/ }), 'Mieloide 49 genes');
    await user.click(within(seccion).getByRole('combobox', { name: /^Genes incluidos en el panel/ }));
    await user.click(await screen.findByRole('option', { name: 'NPM1' }));
    await user.keyboard('{Escape}');
    await elegir(user, seccion, /^Resultado global/, 'Con variantes');

    await user.click(within(seccion).getByRole('button', { name: 'Añadir variante' }));
    const variante = within(seccion).getByRole('group', { name: 'Variante 1' });
    await elegir(user, variante, /^Gen/, 'NPM1');
    await escribir(user, within(variante).getByRole('textbox', { name: /^Cambio en ADNc/ }), 'c.863_864insTCTG');
    await elegir(user, variante, /^Tipo de variante/, 'Desplazamiento de lectura');
    await escribir(user, within(variante).getByRole('textbox', { name: /^VAF/ }), '38,5');
    await elegir(user, variante, /^Clasificación/, 'Patogénica');
    await user.click(within(seccion).getByRole('button', { name: 'Guardar resultado NGS' }));

    await waitFor(() => expect(http.callsTo('PUT', NGS)).toHaveLength(1));
    expect(http.callsTo('PUT', NGS)[0]?.body).toMatchObject({
      muestra_id: 40,
      version: null,
      datos: {
        fecha_informe: '2025-03-06',
        panel_nombre: 'Mieloide 49 genes',
        genes_estudiados: ['NPM1'],
        estado_ngs: 'CON_VARIANTES',
        ngs_variante: [{ gen: 'NPM1', hgvs_c: 'c.863_864insTCTG', tipo_variante: 'FRAMESHIFT', vaf_pct: 38.5, clasificacion: 'PATOGENICA' }],
      },
    });
    await waitFor(() => expect(notifications.at(-1)?.message).toBe('Resultado NGS guardado.'));
  }, 60_000);

  test('un resultado registrado se corrige con su versión, con las reglas del diccionario en cada fila', async () => {
    const variante = { gen: 'FLT3', hgvs_c: 'c.1775_1776ins30', tipo_variante: 'ITD', vaf_pct: 25, clasificacion: 'PATOGENICA' };
    http.respond('GET', NGS, [
      resultado(
        { fecha_informe: '2025-03-06', panel_nombre: 'Mieloide', genes_estudiados: ['FLT3'], estado_ngs: 'CON_VARIANTES', ngs_variante: [variante] },
        { version: 4, avisos: { 'ngs_variante.0.vaf_pct': 'La VAF de FLT3-ITD por NGS no equivale al ratio alélico y puede infraestimar duplicaciones largas.' } },
      ),
    ]);
    http.respond('PUT', NGS, ({ body }) => resultado((body as { datos: Record<string, unknown> }).datos, { version: 5 }));
    const { user } = renderScreen(<SeccionNgs muestra={MUESTRA} usuario={LABORATORIO} />);

    const fila = await screen.findByRole('group', { name: 'Variante 1' });
    const hgvs = within(fila).getByRole('textbox', { name: /^Cambio en ADNc/ }) as HTMLInputElement;
    expect(hgvs.value).toBe('c.1775_1776ins30');
    expect(screen.getAllByText('La VAF de FLT3-ITD por NGS no equivale al ratio alélico y puede infraestimar duplicaciones largas.').length).toBeGreaterThan(0);
    const guardar = screen.getByRole('button', { name: 'Guardar resultado NGS' });

    await user.clear(hgvs);
    await escribir(user, hgvs, '1775_1776ins30');
    expect(within(fila).getAllByText(MENSAJE_HGVS_C).length).toBeGreaterThan(0);
    expect(guardar.hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Quitar variante 1' }));
    await user.click(guardar);
    expect(screen.getAllByText(MENSAJE_NGS_SIN_VARIANTES).length).toBeGreaterThan(0);
    expect(http.callsTo('PUT', NGS)).toHaveLength(0);
    await elegir(user, screen.getByRole('region', { name: 'Estudio NGS' }), /^Resultado global/, 'Sin variantes detectadas');
    await user.click(guardar);

    await waitFor(() => expect(http.callsTo('PUT', NGS)).toHaveLength(1));
    expect(http.callsTo('PUT', NGS)[0]?.body).toMatchObject({ version: 4, datos: { estado_ngs: 'SIN_VARIANTES', ngs_variante: [] } });
  }, 40_000);

  test('una VAF próxima al 50 % en un gen de predisposición avisa al escribirla, antes de guardar', async () => {
    const { user } = renderScreen(<SeccionNgs muestra={MUESTRA} usuario={LABORATORIO} />);
    const seccion = await screen.findByRole('region', { name: 'Estudio NGS' });
    await within(seccion).findByRole('combobox', { name: /^Resultado global/ });
    await elegir(user, seccion, /^Resultado global/, 'Con variantes');
    await user.click(within(seccion).getByRole('button', { name: 'Añadir variante' }));
    const variante = within(seccion).getByRole('group', { name: 'Variante 1' });
    await elegir(user, variante, /^Gen/, 'RUNX1');
    await escribir(user, within(variante).getByRole('textbox', { name: /^VAF/ }), '48');
    expect(within(variante).getAllByText(MENSAJE_SOSPECHA_GERMINAL).length).toBeGreaterThan(0);
    await elegir(user, variante, /^Sospecha de origen germinal/, 'Sí');
    expect(within(variante).queryByText(MENSAJE_SOSPECHA_GERMINAL)).toBeNull();
  }, 40_000);

  test('quien solo puede leer ve el resultado sin poder guardarlo', async () => {
    http.respond('GET', NGS, [resultado({ fecha_informe: '2025-03-06', panel_nombre: 'Mieloide', genes_estudiados: ['FLT3'], estado_ngs: 'SIN_VARIANTES', ngs_variante: [] })]);
    renderScreen(<SeccionNgs muestra={MUESTRA} usuario={crearUsuarioSesion()} />);

    expect(await screen.findByDisplayValue('Mieloide')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar resultado NGS' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Añadir variante' })).toBeNull();
  });
});
