import { beforeEach, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import type { EventoMuestra, MuestraDePaciente } from '@registro-lma/shared/domain';
import { crearUsuarioSesion, renderScreen, signInAs, usarDobleHttp } from '@registro-lma/shared/mock';
import { RUTAS_API } from '@registro-lma/shared/http';
import { MuestrasPaciente } from './muestras-paciente-section';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });
const MUESTRAS = RUTAS_API.muestrasPaciente(12);

const paso = (hito: EventoMuestra['hito'], fecha: string, usuario: string | null, cambios: Partial<EventoMuestra> = {}): EventoMuestra => ({
  hito,
  fecha,
  usuario,
  informe_id: null,
  biobanco_id: null,
  detalle: null,
  ...cambios,
});

function muestra(cambios: Partial<MuestraDePaciente> = {}, datos: Record<string, unknown> = {}): MuestraDePaciente {
  return {
    muestra_id: 40,
    codigo_muestra: 'LMA-000123-M001',
    estado: 'INFORMADA',
    paciente: { paciente_id: 12, upn: 'LMA-000123', hospital_codigo: 'HUVR', sexo: 'MUJER', edad_muestra: 66, entidad: 'LMA' },
    codigo_paciente_ensayo: null,
    datos: { es_ensayo: false, momento: 'DIAG', material: 'MO_ASPIRADO', fecha_extraccion: '2025-01-09', fecha_envio: '2025-01-09', ...datos },
    confirmacion: null,
    pdf_generado_en: '2025-01-09T10:30:00Z',
    avisos: {},
    version: 3,
    creado_por: 1,
    creado_en: '2025-01-09T10:00:00Z',
    modificado_por: 1,
    modificado_en: '2025-01-20T10:00:00Z',
    ciclo_vida: [
      paso('REGISTRADA', '2025-01-09T10:00:00Z', 'Marta Ruiz Soto'),
      paso('HOJA_ENVIO', '2025-01-09T10:30:00Z', 'Marta Ruiz Soto'),
      paso('ENVIADA', '2025-01-09', 'Marta Ruiz Soto'),
      paso('RECIBIDA', '2025-01-10', 'Luis Gil Mar'),
      paso('INFORMADA', '2025-01-20T08:00:00Z', 'Luis Gil Mar', { informe_id: 7, detalle: 'informe-cmf.pdf' }),
      paso('BIOBANCO', '2025-01-21', 'Ana Biobanco', { detalle: 'Biobanco central · BC-7', biobanco_id: 5 }),
    ],
    ...cambios,
  };
}

const descargas: string[] = [];
beforeEach(() => {
  descargas.length = 0;
  // jsdom neither makes object URLs nor saves files: the saved names are recorded instead.
  URL.createObjectURL = () => 'blob:informe';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    descargas.push(this.download);
  });
});

function mostrar() {
  return renderScreen(<MuestrasPaciente pacienteId={12} rol="CLINICO" />);
}

test('cada muestra muestra su estado y su ciclo de vida con quién y cuándo', async () => {
  http.respond('GET', MUESTRAS, [muestra()]);
  mostrar();

  const articulo = await screen.findByRole('article', { name: 'LMA-000123-M001' });
  expect(within(articulo).getByText('Informada')).toBeTruthy();
  expect(within(articulo).getByText('Diagnóstico · Médula ósea (aspirado) · Extracción 09/01/2025')).toBeTruthy();
  const pasos = within(within(articulo).getByRole('list', { name: 'Ciclo de vida de LMA-000123-M001' })).getAllByRole('listitem');
  expect(pasos.map((item) => item.querySelector('span')?.textContent)).toEqual([
    'Registrada · 09/01/2025 11:00 · Marta Ruiz Soto',
    'Hoja de envío impresa · 09/01/2025 11:30 · Marta Ruiz Soto',
    'Enviada · 09/01/2025 · Marta Ruiz Soto',
    'Recibida y aceptada · 10/01/2025 · Luis Gil Mar',
    'Informe disponible · 20/01/2025 09:00 · Luis Gil Mar · informe-cmf.pdf',
    'Entrada en biobanco · 21/01/2025 · Ana Biobanco',
  ]);
  expect(within(pasos[5] as HTMLElement).getByRole('link', { name: 'Biobanco central · BC-7' }).getAttribute('href')).toBe('/biobanco/LMA-000123/5');
  expect(within(articulo).getByRole('link', { name: 'Abrir la muestra LMA-000123-M001' }).getAttribute('href')).toBe('/registrar-muestra/40');
});

test('el informe se descarga por el cliente HTTP como fichero con su nombre', async () => {
  http.respond('GET', MUESTRAS, [muestra()]);
  http.respond('GET', RUTAS_API.ficheroInforme(7), new Blob(['%PDF-']));
  const { user } = mostrar();

  await user.click(await screen.findByRole('button', { name: 'Descargar informe' }));

  await waitFor(() => expect(descargas).toEqual(['informe-cmf.pdf']));
  expect(http.callsTo('GET', RUTAS_API.ficheroInforme(7))[0]?.config).toMatchObject({ responseType: 'blob' });
});

test('quien registra muestras tiene el alta de muestra y de muestra de ensayo; una muestra de ensayo se abre en su formulario', async () => {
  http.respond('GET', MUESTRAS, [muestra({ estado: 'REGISTRADA', ciclo_vida: [paso('REGISTRADA', '2025-01-09T10:00:00Z', 'Marta Ruiz Soto')] }, { es_ensayo: true, ensayo: 'LMA_FLOW', momento_ensayo: 'DIAG' })]);
  mostrar();

  const articulo = await screen.findByRole('article', { name: 'LMA-000123-M001' });
  expect(within(articulo).getByText(/^LMA-FLOW · /)).toBeTruthy();
  expect(within(articulo).getByRole('link', { name: 'Abrir la muestra LMA-000123-M001' }).getAttribute('href')).toBe('/registrar-muestra-ensayo/40');
  expect(screen.getByRole('link', { name: 'Registrar muestra' }).getAttribute('href')).toBe('/registrar-muestra/paciente/12');
  expect(screen.getByRole('link', { name: 'Registrar muestra de ensayo' }).getAttribute('href')).toBe('/registrar-muestra-ensayo/paciente/12');
});

test('un coordinador ve las muestras pero no las registra ni las abre para editar', async () => {
  signInAs(crearUsuarioSesion({ rol: 'COORDINADOR' }));
  http.respond('GET', MUESTRAS, [muestra()]);
  renderScreen(<MuestrasPaciente pacienteId={12} rol="COORDINADOR" />);

  expect(await screen.findByRole('article', { name: 'LMA-000123-M001' })).toBeTruthy();
  expect(screen.queryByRole('link', { name: 'Registrar muestra' })).toBeNull();
  expect(screen.queryByRole('link', { name: /Abrir la muestra/ })).toBeNull();
});

test('un coordinador llega en un clic a los informes y el resultado NGS y al registro de biobanco', async () => {
  signInAs(crearUsuarioSesion({ rol: 'COORDINADOR' }));
  http.respond('GET', MUESTRAS, [muestra(), muestra({ muestra_id: 41, codigo_muestra: 'LMA-000123-M002', estado: 'ENVIADA', ciclo_vida: [] })]);
  renderScreen(<MuestrasPaciente pacienteId={12} rol="COORDINADOR" />);

  const recibida = await screen.findByRole('article', { name: 'LMA-000123-M001' });
  expect(within(recibida).getByRole('link', { name: 'Informes y resultado NGS de LMA-000123-M001' }).getAttribute('href')).toBe('/subir-informe/40');
  expect(within(recibida).getByRole('link', { name: 'Biobanco central · BC-7' }).getAttribute('href')).toBe('/biobanco/LMA-000123/5');
  // Nothing to read yet in a sample still on its way.
  expect(within(screen.getByRole('article', { name: 'LMA-000123-M002' })).queryByRole('link', { name: /Informes y resultado NGS/ })).toBeNull();
});

test('sin muestras lo dice', async () => {
  http.respond('GET', MUESTRAS, []);
  mostrar();

  expect(await screen.findByText('Sin muestras registradas.')).toBeTruthy();
});

test('si las muestras no se pueden leer, lo dice y permite reintentar', async () => {
  http.fail('GET', MUESTRAS, { status: 500, message: 'Error interno del servidor.' });
  const { user } = mostrar();
  expect(await screen.findByText('Error interno del servidor.')).toBeTruthy();

  http.respond('GET', MUESTRAS, [muestra()]);
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('article', { name: 'LMA-000123-M001' })).toBeTruthy();
});
