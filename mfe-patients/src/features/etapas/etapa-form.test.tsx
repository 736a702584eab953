import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { defineField, formatMensaje, MENSAJE_CONFLICTO_VERSION, type DefinicionEtapa, type Registro } from '@registro-lma/shared/domain';
import { ETAPA_EJEMPLO } from '@registro-lma/shared/fixtures/etapa-ejemplo';
import { usarDobleHttp, notifications } from '@registro-lma/shared/mock';
import { expedienteDe } from '@registro-lma/shared/fixtures/expediente';
import { elegir, escribirFecha, estadoDe, precargarSelectorFecha, type Usuario } from '../../comun/campos-prueba.fixture';
import { ETAPA_FILAS, registroDe } from './etapas-prueba.fixture';
import { abrirFormulario, RUTA_EJEMPLO } from './etapa-form.fixture';
import type { CambiosRegistro } from '@registro-lma/shared/ui';

const http = usarDobleHttp();

beforeAll(precargarSelectorFecha);

const boton = (nombre: string) => screen.queryByRole('button', { name: nombre });
const valor = () => screen.getByRole('textbox', { name: /^Valor/ });
const calculado = (nombre: string) => screen.getByRole('textbox', { name: nombre });

async function escribir(user: Usuario, campo: HTMLElement, texto: string) {
  await user.clear(campo);
  await user.type(campo, texto);
}

async function anadirFish(user: Usuario, resultado: 'Positivo' | 'Negativo') {
  await user.click(screen.getByRole('button', { name: 'Añadir FISH' }));
  const filas = screen.getAllByRole('group', { name: /^FISH \d/ });
  await elegir(user, 'Resultado', resultado, filas.at(-1));
}

describe('paneles y ramas', () => {
  test('cada sección es un panel con su leyenda; la subtabla y los valores calculados tienen el suyo', async () => {
    await abrirFormulario();

    const ejemplo = screen.getByRole('group', { name: 'Ejemplo' });
    expect(within(ejemplo).getByRole('combobox', { name: /^¿Realizado\?/ })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'FISH' })).getByRole('button', { name: 'Añadir FISH' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Valores calculados' })).getByRole('textbox', { name: 'Doble' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Valor/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Detalle FISH/ })).toBeNull();
    expect(calculado('Doble')).toHaveProperty('disabled', true);
    expect(calculado('Doble')).toHaveProperty('value', '—');
  });

  test('una etapa puede dar su propio texto a un valor calculado (como «Riesgo ELN 2022 no evaluable. Faltan: …»)', async () => {
    const etapa = { ...ETAPA_EJEMPLO, textosCalculados: { ej_doble: (registro: Registro) => (registro.ej_realizado === 'SI' ? null : 'Sin valor: falta «Valor».') } };
    const { user } = await abrirFormulario({ etapa });

    expect(calculado('Doble')).toHaveProperty('value', 'Sin valor: falta «Valor».');
    await elegir(user, '¿Realizado\\?', 'Sí');
    expect(calculado('Doble')).toHaveProperty('value', '—');
  });

  test('«Valor» aparece con «Sí» y el detalle FISH con una fila positiva', async () => {
    const { user } = await abrirFormulario();

    await elegir(user, '¿Realizado\\?', 'Sí');
    expect(valor()).toBeTruthy();
    await anadirFish(user, 'Negativo');
    expect(screen.queryByRole('textbox', { name: /^Detalle FISH/ })).toBeNull();
    await anadirFish(user, 'Positivo');

    expect(screen.getByRole('textbox', { name: /^Detalle FISH/ })).toBeTruthy();
    await elegir(user, '¿Realizado\\?', 'No');
    expect(screen.queryByRole('textbox', { name: /^Valor/ })).toBeNull();
  });

  test('un valor calculado con «visible si» no aparece, ni su panel, hasta que su condición se cumple', async () => {
    const conDoble = (registro: Record<string, unknown>) => typeof registro.ej_doble === 'number';
    const etapa: DefinicionEtapa = {
      ...ETAPA_EJEMPLO,
      calculados: [defineField({ kind: 'integer', name: 'ej_doble', label: 'Doble', min: 0, max: 20, required: 'opcional', visibleIf: conDoble, definicion: 'El doble de ej_valor.' })],
    };
    const { user } = await abrirFormulario({ etapa });
    expect(screen.queryByRole('textbox', { name: 'Doble' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Valores calculados' })).toBeNull();

    await elegir(user, '¿Realizado\\?', 'Sí');
    await escribir(user, valor(), '4');

    expect(await screen.findByRole('textbox', { name: 'Doble' })).toHaveProperty('value', '8');
  });

  test('las filas de la subtabla se añaden hasta su máximo y se quitan', async () => {
    const { user } = await abrirFormulario();

    await user.click(screen.getByRole('button', { name: 'Añadir FISH' }));
    await user.click(screen.getByRole('button', { name: 'Añadir FISH' }));
    expect(screen.getAllByRole('group', { name: /^FISH \d/ })).toHaveLength(2);
    expect(boton('Añadir FISH')).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Quitar FISH 1' }));
    expect(screen.getAllByRole('group', { name: /^FISH \d/ })).toHaveLength(1);
  });

  test('un campo de referencia ofrece los registros del paciente; un texto largo es multilínea; el calculado va en su sección', async () => {
    const expediente = expedienteDe({ recaida: [{ recaida_id: 7, rec_num: 1, rec_fecha: '2024-09-02' }] });
    const { user } = await abrirFormulario({ etapa: ETAPA_FILAS, expediente, registro: registroDe({ datos: { ...registroDe().datos, ej_num: 2 } }) });

    await user.click(screen.getByRole('combobox', { name: /^Recaída tratada/ }));
    expect((await screen.findAllByRole('option')).map((opcion) => opcion.textContent)).toEqual(['Sin especificar', 'Recaída 1 (02/09/2024)']);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Notas' }).tagName).toBe('TEXTAREA');
    const episodio = screen.getByRole('group', { name: 'Episodio' });
    expect(within(episodio).getByRole('textbox', { name: 'Doble' })).toHaveProperty('value', '6');
    expect(within(episodio).getByRole('button', { name: 'Añadir FISH' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Valores calculados' })).getByRole('textbox', { name: 'Nº de episodio' })).toHaveProperty('value', '2');
  });
});

describe('estados de los campos y reglas', () => {
  test('gris sin tocar, rojo fuera de rango, verde correcto, ámbar con un aviso de regla', async () => {
    const { user } = await abrirFormulario();
    await elegir(user, '¿Realizado\\?', 'Sí');
    expect(estadoDe(valor())).toBe('neutro');

    await escribir(user, valor(), '11');
    expect(estadoDe(valor())).toBe('error');
    expect(screen.getByText(formatMensaje('G02', { min: 0, max: 10, unidad: '' }), { selector: 'p' })).toBeTruthy();
    expect(boton('Guardar borrador')).toHaveProperty('disabled', true);

    await escribir(user, valor(), '5');
    expect(estadoDe(valor())).toBe('correcto');

    await anadirFish(user, 'Positivo');
    await escribir(user, valor(), '0');
    expect(estadoDe(valor())).toBe('aviso');
    expect(screen.getByText('FISH positivo con valor 0.')).toBeTruthy();
    expect(boton('Guardar borrador')).toHaveProperty('disabled', false);
  });

  test('una fecha anterior al diagnóstico del paciente se marca con G09', async () => {
    const { user } = await abrirFormulario();

    const fecha = await escribirFecha(user, 'Fecha', '01/01/2024');

    expect(estadoDe(fecha)).toBe('error');
    expect(screen.getByText(formatMensaje('G09', { fecha_diagnostico: '15/01/2024' }), { selector: 'p' })).toBeTruthy();
  });

  test('el valor calculado se recalcula mientras se escribe', async () => {
    const { user } = await abrirFormulario();
    await elegir(user, '¿Realizado\\?', 'Sí');

    await escribir(user, valor(), '4');

    expect(calculado('Doble')).toHaveProperty('value', '8');
  });
});

describe('guardar', () => {
  test('«Guardar borrador» de un registro nuevo envía los datos sin versión', async () => {
    http.respond('PUT', RUTA_EJEMPLO, registroDe());
    const { user, pantalla } = await abrirFormulario();
    await elegir(user, '¿Realizado\\?', 'Sí');
    await escribir(user, valor(), '4');

    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    await waitFor(() => expect(pantalla.cambios).toBe(1));
    expect(http.callsTo('PUT', RUTA_EJEMPLO)[0]?.body).toEqual({
      modo: 'borrador',
      datos: { ej_fecha: null, ej_realizado: 'SI', ej_valor: 4, ej_detalle_fish: null, ejemplo_fish: [] },
    });
    expect(notifications.map(({ message, variant }) => [message, variant])).toEqual([['Ejemplo: borrador guardado.', 'success']]);
  });

  test('«Marcar como completo» exige los obligatorios: la lista los enlaza y bloquea el guardado', async () => {
    const { user } = await abrirFormulario();

    await user.click(screen.getByRole('button', { name: 'Marcar como completo' }));

    const lista = screen.getByRole('alert', { name: 'Campos con errores' });
    expect(within(lista).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Fecha: ${formatMensaje('G01')}`,
      `¿Realizado?: ${formatMensaje('G01')}`,
    ]);
    expect(boton('Marcar como completo')).toHaveProperty('disabled', true);
    expect(http.calls).toHaveLength(0);
  });

  test('un interruptor obligatorio que no se toca vale su «No» por defecto: no se marca como falta y se envía', async () => {
    const interruptor = defineField({ kind: 'boolean', name: 'ej_cardiopatia', label: 'Cardiopatía', default: false, required: 'siempre' });
    const [seccion] = ETAPA_EJEMPLO.secciones;
    const etapa: DefinicionEtapa = {
      ...ETAPA_EJEMPLO,
      campos: [...ETAPA_EJEMPLO.campos, interruptor],
      secciones: [{ titulo: 'Ejemplo', campos: [...(seccion?.campos ?? []), interruptor.name] }],
    };
    http.respond('PUT', RUTA_EJEMPLO, registroDe({ estado_formulario: 'COMPLETO' }));
    const { user, pantalla } = await abrirFormulario({ etapa });
    await escribirFecha(user, 'Fecha', '01/02/2025');
    await elegir(user, '¿Realizado\\?', 'No');

    await user.click(screen.getByRole('button', { name: 'Marcar como completo' }));

    await waitFor(() => expect(pantalla.cambios).toBe(1));
    expect(screen.queryByRole('alert', { name: 'Campos con errores' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Cardiopatía' })).toHaveProperty('checked', false);
    expect(http.callsTo('PUT', RUTA_EJEMPLO)[0]?.body).toMatchObject({ modo: 'completo', datos: { ej_cardiopatia: false } });
  });

  test('«Marcar como completo» de un registro guardado envía sus filas, el modo y la versión leída', async () => {
    http.respond('PUT', RUTA_EJEMPLO, registroDe({ estado_formulario: 'COMPLETO', version: 3 }));
    const registro = registroDe({ datos: { ...registroDe().datos, ejemplo_fish: [{ fish_resultado: 'POSITIVO' }], ej_detalle_fish: 'Clon menor' } });
    const { user, pantalla } = await abrirFormulario({ registro });

    await user.click(screen.getByRole('button', { name: 'Marcar como completo' }));

    await waitFor(() => expect(pantalla.cambios).toBe(1));
    expect(http.callsTo('PUT', RUTA_EJEMPLO)[0]?.body).toEqual({
      modo: 'completo',
      version: 2,
      datos: { ej_fecha: '2025-02-01', ej_realizado: 'SI', ej_valor: 3, ej_detalle_fish: 'Clon menor', ejemplo_fish: [{ fish_resultado: 'POSITIVO' }] },
    });
    expect(notifications[0]?.message).toBe('Ejemplo: registro completo guardado.');
  });

  test('los errores de la API (400) se muestran en sus campos, también en las filas, y el resto sobre las acciones', async () => {
    http.fail('PUT', RUTA_EJEMPLO, {
      status: 400,
      message: 'Los datos enviados no son válidos.',
      errores: { ej_valor: 'Valor rechazado por el servidor.', 'ejemplo_fish.0.fish_resultado': 'Sonda repetida.', registro: 'Registre primero la inducción.' },
    });
    const registro = registroDe({ datos: { ...registroDe().datos, ejemplo_fish: [{ fish_resultado: 'NEGATIVO' }] } });
    const { user, pantalla } = await abrirFormulario({ registro });

    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    expect(await screen.findByText('Valor rechazado por el servidor.', { selector: 'p' })).toBeTruthy();
    expect(estadoDe(valor())).toBe('error');
    const fila = screen.getByRole('group', { name: 'FISH 1' });
    expect(within(fila).getByText('Sonda repetida.')).toBeTruthy();
    expect(screen.getByText('Los datos enviados no son válidos. Registre primero la inducción.')).toBeTruthy();
    expect(pantalla.cambios).toBe(0);
  });

  test('un conflicto de versión (409) pregunta y, al recargar, entrega a la pantalla solo lo que el usuario cambió', async () => {
    http.fail('PUT', RUTA_EJEMPLO, { status: 409, message: MENSAJE_CONFLICTO_VERSION });
    const { user, pantalla } = await abrirFormulario({ registro: registroDe() });
    await escribir(user, valor(), '7');

    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Conflicto de versiones' });
    await user.click(within(dialogo).getByRole('button', { name: 'Recargar datos' }));

    await waitFor(() => expect(pantalla.conflictos).toHaveLength(1));
    expect(pantalla.conflictos[0]).toEqual({ datos: { ej_valor: '7' }, filas: null });
  });

  test('tras recargar por un conflicto se recupera lo escrito sin deshacer lo que guardó el otro usuario', async () => {
    const escritoAntes: CambiosRegistro = { datos: { ej_valor: '9' }, filas: null };
    // Meanwhile another user saved a new date: recovering must keep it.
    const otro = registroDe({ version: 4, datos: { ...registroDe().datos, ej_fecha: '2025-03-01' } });
    http.respond('PUT', RUTA_EJEMPLO, registroDe({ version: 5 }));
    const { user } = await abrirFormulario({ registro: otro, escritoAntes });
    expect(valor()).toHaveProperty('value', '3');

    await user.click(screen.getByRole('button', { name: 'Recuperar lo que escribió' }));
    expect(valor()).toHaveProperty('value', '9');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));

    await waitFor(() => expect(http.callsTo('PUT', RUTA_EJEMPLO)).toHaveLength(1));
    expect(http.callsTo('PUT', RUTA_EJEMPLO)[0]?.body).toMatchObject({ version: 4, datos: { ej_fecha: '2025-03-01', ej_valor: 9 } });
  });
});
