import { beforeAll, beforeEach, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { MENSAJE_BIOBANCO_SIN_CONSENTIMIENTO, MENSAJE_CONFLICTO_VERSION } from '@registro-lma/shared/domain';
import { crearUsuarioSesion, notifications, renderRemoteScreen, signInAs, usarDobleHttp } from '@registro-lma/shared/mock';
import { RUTAS_API } from '@registro-lma/shared/http';
import screens from '../../screens';
import { pacienteDeBiobancoDeApi, registroBiobancoDeApi } from '../../comun/registro-biobanco.fixture';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion({ usuario_id: 7, rol: 'BIOBANCO', hospitales: [], biolabs: ['BIOBANCO_CENTRAL'] }) });

const REGISTRO = RUTAS_API.registroBiobanco('LMA-000012', 3);
const ALTA = RUTAS_API.biobancoPaciente('LMA-000012');
const PACIENTE = RUTAS_API.pacienteBiobanco('LMA-000012');
// The form takes several seconds of a loaded CI machine to render and fill.
const FORMULARIO_MS = 40_000;

beforeEach(() => {
  http.respond('GET', PACIENTE, pacienteDeBiobancoDeApi());
});

// The date picker is a lazy chunk: loaded once here so that its first compile does not count against the waits.
beforeAll(() => import('@mui/x-date-pickers/DatePicker'));

const abrir = (path: string) => renderRemoteScreen(screens, 'Biobanco', { path, route: '/biobanco/:upn/:id' });
const campo = (nombre: RegExp) => screen.getByRole('textbox', { name: nombre });
/** The form is there once the record is read (the heading shows during the load too). */
const formularioListo = () => screen.findByRole('textbox', { name: /^UPN/ });

test(
  'edita un registro con la versión leída y vuelve a la lista del biobanco',
  async () => {
    http.respond('GET', REGISTRO, registroBiobancoDeApi());
    http.respond('PUT', REGISTRO, registroBiobancoDeApi({ version: 5 }, { ubicacion: 'Congelador 3' }));
    const { user } = abrir('/biobanco/LMA-000012/3');
    await formularioListo();
    expect(screen.getByRole('heading', { level: 1, name: 'Registro de biobanco LMA-000012-B3' })).toBeTruthy();
    expect(campo(/^UPN/)).toHaveProperty('value', 'LMA-000012');
    expect(screen.getByRole('combobox', { name: /^Muestra de origen/ }).textContent).toBe('LMA-000012-M001 · 14/01/2024 · Médula ósea (aspirado)');
    expect(campo(/^Código en el biobanco/)).toHaveProperty('value', 'BC-0042');

    await user.clear(campo(/^Ubicación/));
    await user.click(campo(/^Ubicación/));
    await user.paste('Congelador 3');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect((await screen.findByRole('status', { name: 'Ruta actual' })).textContent).toBe('/biobanco');
    const [envio] = http.callsTo('PUT', REGISTRO);
    expect(envio?.body).toMatchObject({ version: 4, datos: { biolab: 'BIOBANCO_CENTRAL', codigo_biobanco: 'BC-0042', ubicacion: 'Congelador 3', n_alicuotas: 3 } });
    expect(notifications.map(({ message, variant }) => [message, variant])).toEqual([['Registro LMA-000012-B3 guardado.', 'success']]);
  },
  FORMULARIO_MS,
);

test(
  'los mensajes del servidor se muestran en su campo',
  async () => {
    http.respond('GET', REGISTRO, registroBiobancoDeApi());
    http.fail('PUT', REGISTRO, { status: 409, message: 'Datos no válidos.', errores: { codigo_biobanco: 'Ya existe un registro con este valor.' } });
    const { user } = abrir('/biobanco/LMA-000012/3');
    await formularioListo();
    expect(screen.getByRole('heading', { level: 1, name: 'Registro de biobanco LMA-000012-B3' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const codigo = campo(/^Código en el biobanco/);
    await waitFor(() => expect(codigo.getAttribute('aria-invalid')).toBe('true'));
    expect(within(codigo.closest('[data-estado]') as HTMLElement).getByText('Ya existe un registro con este valor.')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Ruta actual' })).toBeNull();
  },
  FORMULARIO_MS,
);

test(
  'un conflicto de versión vuelve a leer el registro y ofrece recuperar lo escrito',
  async () => {
    http.respond('GET', REGISTRO, registroBiobancoDeApi());
    http.fail('PUT', REGISTRO, { status: 409, message: MENSAJE_CONFLICTO_VERSION });
    const { user } = abrir('/biobanco/LMA-000012/3');
    await formularioListo();
    expect(screen.getByRole('heading', { level: 1, name: 'Registro de biobanco LMA-000012-B3' })).toBeTruthy();
    await user.clear(campo(/^Ubicación/));
    await user.click(campo(/^Ubicación/));
    await user.paste('Congelador 9');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const dialogo = await screen.findByRole('dialog', { name: 'Conflicto de versiones' });
    http.respond('GET', REGISTRO, registroBiobancoDeApi({ version: 5 }, { observaciones: 'Revisado por otro técnico.' }));
    await user.click(within(dialogo).getByRole('button', { name: 'Recargar datos' }));
    await waitFor(() => expect(campo(/^Observaciones/)).toHaveProperty('value', 'Revisado por otro técnico.'));
    await user.click(await screen.findByRole('button', { name: 'Recuperar lo que escribió' }));

    expect(campo(/^Ubicación/)).toHaveProperty('value', 'Congelador 9');
    expect(http.callsTo('GET', REGISTRO)).toHaveLength(2);
  },
  FORMULARIO_MS,
);

test(
  'una entrada nueva parte del biobanco del usuario y de la muestra de la ruta; sin los obligatorios no se envía',
  async () => {
    const { user } = abrir('/biobanco/LMA-000012/nuevo?muestra=40');
    await formularioListo();
    expect(screen.getByRole('heading', { level: 1, name: 'Nueva entrada en el biobanco · LMA-000012' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Biobanco/ }).textContent).toBe('Biobanco central del registro');
    expect(screen.getByRole('combobox', { name: /^Muestra de origen/ }).textContent).toBe('LMA-000012-M001 · 14/01/2024 · Médula ósea (aspirado)');

    await user.click(screen.getByRole('button', { name: 'Registrar entrada' }));

    const errores = await screen.findByRole('alert', { name: 'Campos con errores' });
    expect(within(errores).getByRole('button', { name: /Código en el biobanco/ })).toBeTruthy();
    expect(errores.textContent).toContain('Consentimiento verificado: Verifique el consentimiento antes de registrar la entrada.');
    expect(http.callsTo('POST', ALTA)).toHaveLength(0);
  },
  FORMULARIO_MS,
);

test(
  'un usuario de un biobanco añadido por el administrador parte de él: el biobanco vigente se ofrece con su nombre',
  async () => {
    signInAs(crearUsuarioSesion({ usuario_id: 8, rol: 'BIOBANCO', hospitales: [], biolabs: ['BIOBANCO_NORTE'] }));
    http.respond('GET', RUTAS_API.catalogoLibreria('biolab'), {
      catalogo: 'biolab',
      filas: [
        { codigo: 'BIOBANCO_CENTRAL', etiqueta: 'Biobanco central del registro', orden: 1, activo: true },
        { codigo: 'BIOBANCO_NORTE', etiqueta: 'Biobanco del norte', orden: 2, activo: true },
      ],
    });
    abrir('/biobanco/LMA-000012/nuevo?muestra=40');
    await formularioListo();

    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Biobanco/ }).textContent).toBe('Biobanco del norte'));
  },
  FORMULARIO_MS,
);

test(
  'la muestra de origen se elige entre las del paciente por su código, sin ver ni teclear su número interno',
  async () => {
    http.respond('POST', ALTA, registroBiobancoDeApi({ biobanco_id: 9, identificador: 'LMA-000012-B9', codigo_muestra: 'LMA-000012-M004' }, { muestra_id: 44 }));
    const { user } = abrir('/biobanco/LMA-000012/nuevo');
    await formularioListo();
    await user.click(screen.getByRole('combobox', { name: /^Muestra de origen/ }));
    const opciones = (await screen.findAllByRole('option')).map((opcion) => opcion.textContent);
    expect(opciones).toEqual(['Sin especificar', 'LMA-000012-M001 · 14/01/2024 · Médula ósea (aspirado)', 'LMA-000012-M004 · 02/03/2024 · Sangre periférica']);
    await user.click(screen.getByRole('option', { name: /^LMA-000012-M004/ }));
    expect(screen.queryByRole('textbox', { name: /^Muestra de origen/ })).toBeNull();
    expect(document.body.textContent).not.toMatch(/\b4[04]\b/);

    // The chosen sample's extraction date is checked as it is typed (§5.5), not only by the API.
    const fecha = await screen.findByRole('group', { name: /Fecha de entrada/ });
    await user.click(within(fecha).getByRole('spinbutton', { name: /^D/ }));
    await user.keyboard('01032024');
    await waitFor(() => expect(fecha.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('La entrada en biobanco no puede ser anterior a la extracción.').length).toBeGreaterThan(0);
  },
  FORMULARIO_MS,
);

test('sin consentimiento o con el paciente retirado, la entrada nueva se bloquea al conocer al paciente', async () => {
  http.respond('GET', PACIENTE, pacienteDeBiobancoDeApi({ consentimiento_muestras: 'NO' }));
  const { unmount } = abrir('/biobanco/LMA-000012/nuevo');
  expect(await screen.findByText(MENSAJE_BIOBANCO_SIN_CONSENTIMIENTO)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Registrar entrada' })).toBeNull();
  unmount();

  http.respond('GET', PACIENTE, pacienteDeBiobancoDeApi({ estado: 'RETIRADO' }));
  abrir('/biobanco/LMA-000012/nuevo');
  expect(await screen.findByText('El paciente está en estado «Consentimiento retirado»: no se admiten nuevos datos.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Registrar entrada' })).toBeNull();
});

test('un registro inexistente o ajeno muestra su estado', async () => {
  http.fail('GET', REGISTRO, { status: 404, message: 'No encontrado.' });
  abrir('/biobanco/LMA-000012/3');
  expect(await screen.findByText('No existe el registro de biobanco LMA-000012-B3.')).toBeTruthy();
});

test('un registro de otro biobanco es 403', async () => {
  http.fail('GET', REGISTRO, { status: 403, message: 'No tiene permisos para realizar esta acción.' });
  abrir('/biobanco/LMA-000012/3');
  expect(await screen.findByText('El registro de biobanco no pertenece a sus biobancos ni a sus centros.')).toBeTruthy();
});

test('un {id} que no es un número ni «nuevo» no consulta la API', async () => {
  abrir('/biobanco/LMA-000012/abc');
  expect(await screen.findByText('«abc» no es un registro de biobanco.')).toBeTruthy();
  expect(http.calls).toHaveLength(0);
});

test('un coordinador lo consulta sin poder modificarlo', async () => {
  signInAs(crearUsuarioSesion({ rol: 'COORDINADOR', hospitales: [] }));
  http.respond('GET', REGISTRO, registroBiobancoDeApi());
  abrir('/biobanco/LMA-000012/3');

  const tabla = await screen.findByRole('table', { name: 'Registro LMA-000012-B3' });
  expect(within(tabla).getByRole('row', { name: /Tipo de alícuota/ }).textContent).toContain('ADN');
  expect(within(tabla).getByRole('row', { name: /Concentración/ }).textContent).toContain('55,5 ng/µL');
  expect(within(tabla).getByRole('row', { name: /Consentimiento verificado/ }).textContent).toContain('Sí');
  expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
});

test('un laboratorio no ve registros de biobanco', async () => {
  signInAs(crearUsuarioSesion({ rol: 'LABORATORIO', hospitales: [], laboratorios: ['LAB_CMF_REF'] }));
  abrir('/biobanco/LMA-000012/3');
  expect(await screen.findByText('Su perfil no da acceso a los registros de biobanco.')).toBeTruthy();
});
