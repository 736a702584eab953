import { beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { bloqueoPorEstado, defineField, MENSAJE_CONFLICTO_VERSION, MENSAJES, RIESGO_LMA_FLOW, type DefinicionEtapa } from '@registro-lma/shared/domain';
import { usarDobleHttp, claveEnvioDe, crearUsuarioSesion, renderScreen, signInAs } from '@registro-lma/shared/mock';
import { claveBorrador, leerBorrador } from '@registro-lma/shared/ui';
import { ETAPA_EJEMPLO } from '@registro-lma/shared/fixtures/etapa-ejemplo';
import { RUTAS_API } from '@registro-lma/shared/http';
import { grupoFecha, precargarSelectorFecha } from '../../comun/campos-prueba.fixture';
import { pacienteDeApi } from '../../comun/paciente.fixture';
import { resumenDe } from '../../comun/resumen-etapas.fixture';
import { ETAPA_FILAS, registroDe } from './etapas-prueba.fixture';
import { EtapaScreen, type EtapaScreenProps } from './etapa-screen';

const http = usarDobleHttp({ sesion: () => crearUsuarioSesion() });
const PACIENTE = RUTAS_API.paciente(12);
const RESUMEN = `${PACIENTE}/etapas`;
const EJEMPLO = `${PACIENTE}/ejemplo`;
const EPISODIOS = `${PACIENTE}/episodios`;
const NO_ENCONTRADO = { status: 404, message: 'Recurso no encontrado.' };

const UNO: EtapaScreenProps['bloques'] = [{ etapa: ETAPA_EJEMPLO }];
const FILAS: EtapaScreenProps['bloques'] = [{ etapa: ETAPA_FILAS }];
const VARIAS: EtapaScreenProps['bloques'] = [{ etapa: ETAPA_FILAS }, { etapa: ETAPA_EJEMPLO, titulo: 'Rescate (primera línea)' }];

beforeAll(precargarSelectorFecha);

beforeEach(() => {
  http.respond('GET', PACIENTE, pacienteDeApi()).respond('GET', RESUMEN, resumenDe()).fail('GET', EJEMPLO, NO_ENCONTRADO).fail('GET', EPISODIOS, NO_ENCONTRADO);
});

function abrir(bloques: EtapaScreenProps['bloques']) {
  return renderScreen(<EtapaScreen bloques={bloques} />, { path: '/ejemplo/12', route: '/ejemplo/:id' });
}

describe('etapa de un registro por paciente', () => {
  test('el paciente, el resumen y los registros se piden a la vez; sin registro (404) se abre uno nuevo', async () => {
    let responder: (valor: unknown) => void = () => undefined;
    http.respond('GET', PACIENTE, () => new Promise((resolve) => (responder = resolve)));
    abrir(UNO);

    await waitFor(() => expect(http.calls.map((llamada) => llamada.url).sort()).toEqual([PACIENTE, EJEMPLO, RESUMEN].sort()));
    expect(screen.getByRole('status')).toBeTruthy();
    responder(pacienteDeApi());

    expect(await screen.findByRole('heading', { level: 1, name: 'Ejemplo' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Paciente LMA-000123' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver ficha del paciente' }).getAttribute('href')).toBe('/paciente/12');
    expect(screen.getByText('Sin iniciar')).toBeTruthy();
    await grupoFecha('Fecha');
    expect(screen.getByRole('button', { name: 'Guardar borrador' })).toBeTruthy();
  });

  test('un registro guardado se muestra relleno y, tras guardarlo, se leen de nuevo el resumen y los registros', async () => {
    http.respond('GET', EJEMPLO, registroDe()).respond('PUT', EJEMPLO, registroDe({ version: 3 }));
    const { user } = abrir(UNO);
    await grupoFecha('Fecha');
    expect(screen.getByRole('textbox', { name: /^Valor/ })).toHaveProperty('value', '3');

    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    await waitFor(() => expect(http.callsTo('GET', EJEMPLO)).toHaveLength(2));
    expect(http.callsTo('GET', RESUMEN)).toHaveLength(2);
  });

  test('tras un conflicto de versión se cargan los datos actuales y se ofrece recuperar lo escrito', async () => {
    let lecturas = 0;
    http
      .respond('GET', EJEMPLO, () => registroDe({ version: (lecturas += 1) === 1 ? 2 : 5, datos: { ...registroDe().datos, ej_valor: lecturas === 1 ? 3 : 6 } }))
      .fail('PUT', EJEMPLO, { status: 409, message: MENSAJE_CONFLICTO_VERSION });
    const { user } = abrir(UNO);
    await grupoFecha('Fecha');
    const valor = () => screen.getByRole('textbox', { name: /^Valor/ });
    await user.clear(valor());
    await user.type(valor(), '9');

    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Conflicto de versiones' })).getByRole('button', { name: 'Recargar datos' }));

    await waitFor(() => expect(valor()).toHaveProperty('value', '6'));
    await user.click(screen.getByRole('button', { name: 'Recuperar lo que escribió' }));
    expect(valor()).toHaveProperty('value', '9');
  });

  test('lo escrito queda como borrador local y cerrar la pestaña pide confirmación', async () => {
    const { user } = abrir(UNO);
    await grupoFecha('Fecha');
    const cierre = () => {
      const evento = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(evento);
      return evento.defaultPrevented;
    };
    expect(cierre()).toBe(false);

    await user.click(screen.getByRole('combobox', { name: /^¿Realizado\?/ }));
    await user.click(await screen.findByRole('option', { name: 'Sí' }));

    expect(cierre()).toBe(true);
    expect(leerBorrador(claveBorrador(1, '/ejemplo/12/muerte/nuevo'))?.datos).toMatchObject({ datos: { ej_realizado: 'SI' }, version: null });
  });

  test('quien solo consulta no ve un formulario vacío', async () => {
    signInAs(crearUsuarioSesion({ rol: 'LECTURA', hospitales: [] }));
    abrir(UNO);

    expect(await screen.findByText('Sin datos registrados.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar borrador' })).toBeNull();
  });

  test('un paciente que no admite datos (G18) muestra el aviso y el registro sin acciones de edición', async () => {
    http.respond('GET', PACIENTE, pacienteDeApi({ estado: 'RETIRADO' })).respond('GET', EJEMPLO, registroDe());
    abrir(UNO);

    expect(await screen.findByText(bloqueoPorEstado('RETIRADO') ?? '')).toBeTruthy();
    await grupoFecha('Fecha');
    expect(screen.queryByRole('button', { name: 'Guardar borrador' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Valor/ })).toHaveProperty('disabled', true);
  });
});

/** The example stage with a field naming a ⚙ catalogue, as the diagnosis' LMA-FLOW risk does. */
const ETAPA_RIESGO: DefinicionEtapa = {
  ...ETAPA_EJEMPLO,
  campos: [...ETAPA_EJEMPLO.campos, defineField({ kind: 'enum', name: 'ej_riesgo', label: 'Riesgo LMA-FLOW', catalogo: RIESGO_LMA_FLOW, required: 'opcional' })],
  secciones: [{ titulo: 'Ejemplo', campos: [...(ETAPA_EJEMPLO.secciones[0]?.campos ?? []), 'ej_riesgo'] }],
};

test('un campo de catálogo configurable ofrece el catálogo vigente: el grupo añadido por el administrador sí, el desactivado no', async () => {
  http
    .respond('GET', RUTAS_API.catalogoLibreria('riesgo_lma_flow'), {
      catalogo: 'riesgo_lma_flow',
      filas: [
        { codigo: 'MUY_ALTO', etiqueta: 'Muy alto', orden: 1, activo: true },
        { codigo: 'FAVORABLE', etiqueta: 'Favorable (ELN 2022)', orden: 2, activo: false },
      ],
    })
    .respond('GET', EJEMPLO, registroDe())
    .respond('PUT', EJEMPLO, registroDe({ version: 3 }));
  const { user } = abrir([{ etapa: ETAPA_RIESGO }]);
  await grupoFecha('Fecha');
  await user.click(screen.getByRole('combobox', { name: /^Riesgo LMA-FLOW/ }));

  expect(await screen.findByRole('option', { name: 'Muy alto' })).toBeTruthy();
  expect(screen.queryByRole('option', { name: 'Favorable (ELN 2022)' })).toBeNull();
  await user.click(screen.getByRole('option', { name: 'Muy alto' }));
  await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

  await waitFor(() => expect(http.callsTo('PUT', EJEMPLO)).toHaveLength(1));
  expect((http.callsTo('PUT', EJEMPLO)[0]?.body as { datos: object }).datos).toMatchObject({ ej_riesgo: 'MUY_ALTO' });
});

describe('etapa de varias filas', () => {
  test('las filas se listan en orden con su número, fecha y estado; la última abierta', async () => {
    http.respond('GET', EPISODIOS, [
      registroDe({ registro_id: 5, estado_formulario: 'VALIDADO', datos: { ...registroDe().datos, ej_num: 1, ej_fecha: '2024-03-01' } }),
      registroDe({ registro_id: 8, datos: { ...registroDe().datos, ej_num: 2, ej_fecha: '2025-02-01', ej_valor: 4 } }),
    ]);
    abrir(FILAS);

    const filas = await screen.findAllByRole('button', { name: /^Episodio \d/ });
    expect(filas.map((fila) => fila.textContent)).toEqual(['Episodio 1 · 01/03/2024Validado', 'Episodio 2 · 01/02/2025Borrador']);
    expect(filas.map((fila) => fila.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
    await grupoFecha('Fecha');
    expect(screen.getAllByRole('textbox', { name: /^Valor/ }).map((campo) => (campo as HTMLInputElement).value)).toEqual(['4']);
  });

  test('«Añadir» abre una fila vacía que se guarda con POST (con su clave de envío) o se descarta; cada fila guardada se guarda en su ruta', async () => {
    http
      .respond('GET', EPISODIOS, [registroDe({ registro_id: 8, datos: { ...registroDe().datos, ej_num: 1 } })])
      .respond('POST', EPISODIOS, registroDe({ registro_id: 9 }))
      .respond('PUT', `${EPISODIOS}/8`, registroDe({ registro_id: 8, version: 3 }));
    const { user } = abrir(FILAS);
    await grupoFecha('Fecha');

    await user.click(screen.getByRole('button', { name: 'Añadir episodio' }));
    const nueva = screen.getByRole('region', { name: 'Nuevo registro: Episodio' });
    expect(screen.getByRole('button', { name: 'Añadir episodio' })).toHaveProperty('disabled', true);
    await user.click(within(nueva).getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByRole('region', { name: 'Nuevo registro: Episodio' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Añadir episodio' }));
    await user.click(within(screen.getByRole('region', { name: 'Nuevo registro: Episodio' })).getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(http.callsTo('POST', EPISODIOS)).toHaveLength(1));
    expect(claveEnvioDe(http.callsTo('POST', EPISODIOS)[0])).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Nuevo registro: Episodio' })).toBeNull());

    await user.click(screen.getAllByRole('button', { name: 'Guardar borrador' })[0] as HTMLElement);
    await waitFor(() => expect(http.callsTo('PUT', `${EPISODIOS}/8`)).toHaveLength(1));
    expect(http.callsTo('GET', EPISODIOS).length).toBeGreaterThanOrEqual(3);
  });

  test('una etapa que aún no puede empezar muestra el motivo en lugar del formulario', async () => {
    http.respond('GET', RESUMEN, resumenDe({ no_disponibles: { recaida: 'Registre primero la inducción.' } }));
    abrir(FILAS);

    expect(await screen.findByText('Registre primero la inducción.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Añadir episodio' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar borrador' })).toBeNull();
  });

  test('una pantalla con varias etapas las muestra en orden, cada una bajo su título', async () => {
    abrir(VARIAS);

    expect(await screen.findByText('Sin registros.')).toBeTruthy();
    const rescate = screen.getByRole('region', { name: 'Rescate (primera línea)' });
    expect(within(rescate).getByRole('heading', { level: 2, name: 'Rescate (primera línea)' })).toBeTruthy();
    expect(await within(rescate).findByRole('button', { name: 'Guardar borrador' })).toBeTruthy();
  });
});

describe('acceso', () => {
  test('sin permisos sobre el paciente (403) muestra una página propia', async () => {
    http.fail('GET', PACIENTE, { status: 403, message: MENSAJES.G17.texto }).fail('GET', RESUMEN, { status: 403, message: MENSAJES.G17.texto });
    abrir(UNO);

    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso no permitido' })).toBeTruthy();
    expect(screen.getByText('No tiene permisos para ver este paciente.')).toBeTruthy();
  });

  test('un paciente inexistente (404) lo dice', async () => {
    http.fail('GET', PACIENTE, NO_ENCONTRADO).fail('GET', RESUMEN, NO_ENCONTRADO);
    abrir(UNO);

    expect(await screen.findByText('Paciente no encontrado.')).toBeTruthy();
  });

  test('un fallo al leer se puede reintentar', async () => {
    http.fail('GET', RESUMEN, { status: 500, message: 'Error interno del servidor. Inténtelo de nuevo más tarde.' });
    const { user } = abrir(UNO);
    expect(await screen.findByText('Error interno del servidor. Inténtelo de nuevo más tarde.')).toBeTruthy();

    http.respond('GET', RESUMEN, resumenDe());
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    expect(await screen.findByRole('button', { name: 'Guardar borrador' })).toBeTruthy();
  });
});
