import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import {
  fijarReloj,
  formatearFechaHora,
  formatMensaje,
  MENSAJE_ARCHIVO_DEMASIADO_GRANDE,
  MENSAJE_MUESTRA_NO_RECIBIDA,
  restaurarReloj,
  type Informe,
  type InformeConAutor,
} from '@registro-lma/shared/domain';
import type { HttpRequestConfig } from '@registro-lma/shared/http';
import { crearUsuarioSesion, notifications, renderScreen, signInAs, usarDobleHttp } from '@registro-lma/shared/mock';
import { ENDPOINTS, RUTAS_API } from '@registro-lma/shared/http';
import { muestraDePrueba } from '../../comun/muestra-enviada.fixture';
import { SubirInformeScreen } from './subir-informe-screen';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion({ usuario_id: 7, rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB_NGS_REF'] }) });

const MUESTRA = RUTAS_API.muestra(40);
const INFORMES = RUTAS_API.informesMuestra(40);
const SUBIDA = ENDPOINTS.informes;
const NGS = RUTAS_API.muestraNgsPaciente(12);
const AHORA = new Date('2025-03-06T10:00:00Z');
/** An hour ago (the withdrawal window is measured against the real clock). */
const SUBIDO_EN = new Date(Date.now() - 60 * 60 * 1000).toISOString();
const MENSAJE_JAVASCRIPT = 'El PDF contiene JavaScript y no se admite por seguridad. Genere el PDF de nuevo sin ese contenido.';

function informe(cambios: Partial<InformeConAutor> = {}): InformeConAutor {
  return {
    informe_id: 3,
    muestra_id: 40,
    tipo_informe: 'NGS',
    fecha_informe: '2025-03-06',
    version: 1,
    sustituye_a: null,
    nombre_archivo: 'informe-ngs.pdf',
    tamano_bytes: 1_258_291,
    tipo_mime: 'application/pdf',
    sha256: 'a3f5c9e1b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6',
    comentario: null,
    subido_por: 7,
    subido_por_nombre: 'Lucía Martín Sanz',
    subido_en: SUBIDO_EN,
    activo: true,
    motivo_eliminacion: null,
    eliminado_por: null,
    eliminado_en: null,
    ...cambios,
  };
}

const pdf = (nombre = 'informe.pdf') => new File(['%PDF-1.7 contenido'], nombre, { type: 'application/pdf' });

beforeEach(() => {
  fijarReloj(() => AHORA);
  http.respond('GET', MUESTRA, muestraDePrueba({ estado: 'RECIBIDA', datos: { ...muestraDePrueba().datos, estudios_solicitados: ['CMF_DIAGNOSTICO'] } }));
  http.respond('GET', INFORMES, [informe()]);
});

afterEach(restaurarReloj);

async function renderSubir() {
  const rendered = renderScreen(<SubirInformeScreen />, { path: '/subir-informe/40', route: '/subir-informe/:id' });
  await screen.findByRole('table', { name: 'Informes de la muestra' });
  return rendered;
}

async function prepararSubida(user: ReturnType<typeof renderScreen>['user'], archivo: File) {
  await user.click(screen.getByRole('combobox', { name: /^Tipo de informe/ }));
  await user.click(await screen.findByRole('option', { name: 'Citometría de flujo' }));
  await user.upload(screen.getByLabelText('Archivo PDF del informe'), archivo);
}

describe('informes adjuntos', () => {
  test('lista cada informe con su versión, quién (por su nombre) y cuándo lo subió, tamaño y huella corta', async () => {
    await renderSubir();

    const fila = screen.getByRole('cell', { name: 'informe-ngs.pdf' }).closest('tr') as HTMLElement;
    expect(within(fila).getAllByRole('cell').map((celda) => celda.textContent).slice(0, 8)).toEqual([
      'NGS',
      '1',
      '06/03/2025',
      'informe-ngs.pdf',
      `Subido por Lucía Martín Sanz el ${formatearFechaHora(SUBIDO_EN)}`,
      '1,2 MB',
      'a3f5c9e1b2d4…',
      'Vigente',
    ]);
    expect(screen.getByText('LMA-000123-M001 · UPN LMA-000123 · HUVR · Recibida y aceptada')).toBeTruthy();
  });

  test('eliminar pide el motivo y envía la eliminación lógica', async () => {
    http.respond('DELETE', RUTAS_API.informe(3), informe({ activo: false, motivo_eliminacion: 'Subido a la muestra equivocada.' }));
    const { user } = await renderSubir();

    await user.click(screen.getByRole('button', { name: 'Eliminar informe-ngs.pdf' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Eliminar informe' });
    await user.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));
    expect(within(dialogo).getAllByText(formatMensaje('G01')).length).toBeGreaterThan(0);
    expect(http.callsTo('DELETE', /informes/)).toHaveLength(0);

    http.respond('GET', INFORMES, [informe({ activo: false, motivo_eliminacion: 'Subido a la muestra equivocada.' })]);
    await user.click(within(dialogo).getByRole('textbox', { name: /^Motivo de la eliminación/ }));
    await user.paste('Subido a la muestra equivocada.');
    await user.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Subido a la muestra equivocada.')).toBeTruthy();
    expect(http.callsTo('DELETE', RUTAS_API.informe(3))[0]?.body).toEqual({ motivo: 'Subido a la muestra equivocada.' });
    expect(screen.queryByRole('button', { name: 'Eliminar informe-ngs.pdf' })).toBeNull();
  }, 30_000);

  test('no se ofrece eliminar el informe de otro usuario ni uno subido hace más de 24 horas', async () => {
    http.respond('GET', INFORMES, [
      informe({ informe_id: 4, nombre_archivo: 'ajeno.pdf', subido_por: 9, subido_por_nombre: 'Pablo Ruiz Gil' }),
      informe({ informe_id: 5, nombre_archivo: 'antiguo.pdf', subido_en: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() }),
    ]);
    await renderSubir();

    expect(screen.getByRole('cell', { name: /^Subido por Pablo Ruiz Gil el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sustituir ajeno.pdf' })).toBeTruthy();
  });

  test('sin informes lo dice', async () => {
    http.respond('GET', INFORMES, []);
    renderScreen(<SubirInformeScreen />, { path: '/subir-informe/40', route: '/subir-informe/:id' });

    expect(await screen.findByText('La muestra no tiene informes todavía.')).toBeTruthy();
  });
});

describe('subida', () => {
  test('envía los campos y después el archivo, con una barra de progreso real, y vuelve a leer la lista', async () => {
    let terminar: (valor: Informe) => void = () => undefined;
    http.respond('POST', SUBIDA, ({ config }) => {
      (config as HttpRequestConfig).onUploadProgress?.({ loaded: 45, total: 100, bytes: 45, lengthComputable: true });
      return new Promise<Informe>((resolve) => {
        terminar = resolve;
      });
    });
    const { user } = await renderSubir();

    await prepararSubida(user, pdf());
    expect(screen.getByText(/^informe\.pdf · /)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Subir informe' }));

    const barra = await screen.findByRole('progressbar', { name: 'Progreso de la subida' });
    expect(barra.getAttribute('aria-valuenow')).toBe('45');
    expect(screen.getByText('Subiendo… 45 %')).toBeTruthy();
    const cuerpo = http.callsTo('POST', SUBIDA)[0]?.body as FormData;
    expect([...cuerpo.keys()]).toEqual(['tipo_informe', 'fecha_informe', 'muestra_id', 'archivo']);
    expect([cuerpo.get('muestra_id'), cuerpo.get('tipo_informe'), cuerpo.get('fecha_informe'), (cuerpo.get('archivo') as File).name]).toEqual([
      '40',
      'CMF',
      '2025-03-06',
      'informe.pdf',
    ]);

    terminar(informe({ informe_id: 8, tipo_informe: 'CMF', nombre_archivo: 'informe.pdf' }));

    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Progreso de la subida' })).toBeNull());
    expect(notifications.at(-1)?.message).toBe('Informe «informe.pdf» adjuntado (versión 1).');
    expect(http.callsTo('GET', INFORMES)).toHaveLength(2);
  }, 30_000);

  test('un archivo de más de 20 MB se rechaza en el navegador, sin enviarlo', async () => {
    const grande = pdf('enorme.pdf');
    Object.defineProperty(grande, 'size', { value: 20 * 1024 * 1024 + 1 });
    const { user } = await renderSubir();

    await prepararSubida(user, grande);
    expect(screen.getByRole('alert').textContent).toBe(MENSAJE_ARCHIVO_DEMASIADO_GRANDE);
    await user.click(screen.getByRole('button', { name: 'Subir informe' }));

    expect(http.callsTo('POST', SUBIDA)).toHaveLength(0);
  }, 30_000);

  test('sin archivo no se envía y se pide', async () => {
    const { user } = await renderSubir();

    await user.click(screen.getByRole('combobox', { name: /^Tipo de informe/ }));
    await user.click(await screen.findByRole('option', { name: 'Citometría de flujo' }));
    await user.click(screen.getByRole('button', { name: 'Subir informe' }));

    expect(screen.getByRole('alert').textContent).toBe(formatMensaje('G01'));
    expect(http.callsTo('POST', SUBIDA)).toHaveLength(0);
  }, 30_000);

  test('el mensaje de la API sobre el archivo (PDF con JavaScript) se muestra junto al archivo', async () => {
    http.fail('POST', SUBIDA, { status: 400, message: MENSAJE_JAVASCRIPT, errores: { archivo: MENSAJE_JAVASCRIPT } });
    const { user } = await renderSubir();

    await prepararSubida(user, pdf('con-javascript.pdf'));
    await user.click(screen.getByRole('button', { name: 'Subir informe' }));

    await waitFor(() => expect(screen.getAllByRole('alert').map((aviso) => aviso.textContent)).toContain(MENSAJE_JAVASCRIPT));
    expect(notifications.at(-1)).toMatchObject({ message: MENSAJE_JAVASCRIPT, options: { variant: 'error' } });
  }, 30_000);

  test('sustituir un informe envía sustituye_a con su tipo', async () => {
    http.respond('POST', SUBIDA, informe({ informe_id: 9, version: 2, sustituye_a: 3 }));
    const { user } = await renderSubir();

    await user.click(screen.getByRole('button', { name: 'Sustituir informe-ngs.pdf' }));
    expect(await screen.findByText('El nuevo archivo sustituirá a la versión 1 del informe de NGS («informe-ngs.pdf»).')).toBeTruthy();
    await user.upload(screen.getByLabelText('Archivo PDF del informe'), pdf('corregido.pdf'));
    await user.click(screen.getByRole('button', { name: 'Subir informe' }));

    await waitFor(() => expect(http.callsTo('POST', SUBIDA)).toHaveLength(1));
    const cuerpo = http.callsTo('POST', SUBIDA)[0]?.body as FormData;
    expect([cuerpo.get('tipo_informe'), cuerpo.get('sustituye_a')]).toEqual(['NGS', '3']);
  }, 30_000);

  test('una muestra aún no recibida no admite informes', async () => {
    http.respond('GET', MUESTRA, muestraDePrueba());
    http.respond('GET', INFORMES, []);
    renderScreen(<SubirInformeScreen />, { path: '/subir-informe/40', route: '/subir-informe/:id' });

    expect(await screen.findByText(MENSAJE_MUESTRA_NO_RECIBIDA)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subir informe' })).toBeNull();
  });

  test('un perfil clínico descarga pero no sube', async () => {
    signInAs(crearUsuarioSesion());
    await renderSubir();

    expect(screen.queryByRole('form', { name: 'Subir informe' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar informe-ngs.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sustituir informe-ngs.pdf' })).toBeNull();
  });
});

test('una muestra sin estudio NGS no muestra la sección NGS', async () => {
  await renderSubir();

  expect(screen.queryByRole('region', { name: 'Estudio NGS' })).toBeNull();
  expect(http.callsTo('GET', NGS)).toHaveLength(0);
});

test('una muestra recibida con estudio NGS muestra la sección NGS', async () => {
  http.respond('GET', MUESTRA, muestraDePrueba({ estado: 'RECIBIDA' }));
  http.respond('GET', NGS, []);
  renderScreen(<SubirInformeScreen />, { path: '/subir-informe/40', route: '/subir-informe/:id' });

  expect(await screen.findByRole('region', { name: 'Estudio NGS' })).toBeTruthy();
  expect(http.callsTo('GET', NGS)).toHaveLength(1);
});

test('lectura ve el resultado NGS sin pedir los informes, que su perfil no descarga, y vuelve al paciente', async () => {
  signInAs(crearUsuarioSesion({ rol: 'LECTURA', hospitales: [] }));
  http.respond('GET', MUESTRA, muestraDePrueba({ estado: 'RECIBIDA' }));
  http.respond('GET', NGS, []);
  renderScreen(<SubirInformeScreen />, { path: '/subir-informe/40', route: '/subir-informe/:id' });

  expect(await screen.findByRole('region', { name: 'Estudio NGS' })).toBeTruthy();
  expect(http.callsTo('GET', INFORMES)).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Ver la recepción' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Volver al paciente' }).getAttribute('href')).toBe('/paciente/12');
});
