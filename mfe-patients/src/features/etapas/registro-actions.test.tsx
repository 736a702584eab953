import { beforeAll, describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { MENSAJE_REGISTRO_VALIDADO } from '@registro-lma/shared/domain';
import { usarDobleHttp, crearUsuarioSesion, notifications } from '@registro-lma/shared/mock';
import { precargarSelectorFecha } from '../../comun/campos-prueba.fixture';
import { registroDe } from './etapas-prueba.fixture';
import { abrirFormulario, RUTA_EJEMPLO } from './etapa-form.fixture';

const http = usarDobleHttp();

beforeAll(precargarSelectorFecha);

const boton = (nombre: string) => screen.queryByRole('button', { name: nombre });
const valor = () => screen.getByRole('textbox', { name: /^Valor/ });

describe('permisos y estado del registro', () => {
  test('quien creó el borrador lo guarda y lo elimina, pero no lo valida', async () => {
    await abrirFormulario({ registro: registroDe() });

    expect(['Eliminar', 'Guardar borrador', 'Marcar como completo'].every((nombre) => boton(nombre) !== null)).toBe(true);
    expect(boton('Validar')).toBeNull();
    expect(boton('Desbloquear')).toBeNull();
  });

  test('otro clínico no elimina un borrador ajeno', async () => {
    await abrirFormulario({ registro: registroDe({ creado_por: 99 }) });

    expect(boton('Eliminar')).toBeNull();
    expect(boton('Guardar borrador')).not.toBeNull();
  });

  test('un coordinador valida un registro completo sin poder editarlo', async () => {
    http.respond('POST', `${RUTA_EJEMPLO}/validar`, registroDe({ estado_formulario: 'VALIDADO', version: 3 }));
    const { user, pantalla } = await abrirFormulario({
      usuario: crearUsuarioSesion({ rol: 'COORDINADOR', hospitales: [] }),
      registro: registroDe({ estado_formulario: 'COMPLETO' }),
    });
    expect(boton('Guardar borrador')).toBeNull();
    expect(boton('Eliminar')).toBeNull();
    expect(valor()).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Validar' }));

    await waitFor(() => expect(pantalla.cambios).toBe(1));
    expect(http.callsTo('POST', `${RUTA_EJEMPLO}/validar`)[0]?.body).toEqual({ version: 2 });
    expect(notifications[0]?.message).toBe('Ejemplo: registro validado.');
  });

  test('un registro validado se muestra de solo lectura, con su aviso; un administrador lo desbloquea con motivo', async () => {
    http.respond('POST', `${RUTA_EJEMPLO}/desbloquear`, registroDe({ estado_formulario: 'COMPLETO', version: 4 }));
    const { user, pantalla } = await abrirFormulario({
      usuario: crearUsuarioSesion({ rol: 'ADMIN', hospitales: [] }),
      registro: registroDe({ estado_formulario: 'VALIDADO', version: 3 }),
    });
    expect(screen.getByText(MENSAJE_REGISTRO_VALIDADO)).toBeTruthy();
    expect(valor()).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: /^¿Realizado\?/ }).getAttribute('aria-disabled')).toBe('true');
    expect(boton('Guardar borrador')).toBeNull();
    expect(boton('Validar')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Desbloquear' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Desbloquear registro' });
    await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), 'Corto');
    expect(within(dialogo).getAllByText('Indique el motivo (al menos 10 caracteres).').length).toBeGreaterThan(0);
    expect(within(dialogo).getByRole('button', { name: 'Desbloquear' })).toHaveProperty('disabled', true);
    await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), ' y repetido');
    await user.click(within(dialogo).getByRole('button', { name: 'Desbloquear' }));

    await waitFor(() => expect(pantalla.cambios).toBe(1));
    expect(http.callsTo('POST', `${RUTA_EJEMPLO}/desbloquear`)[0]?.body).toEqual({ version: 3, motivo: 'Corto y repetido' });
  });

  test('eliminar pide el motivo y lo envía con la versión', async () => {
    http.respond('DELETE', RUTA_EJEMPLO, null);
    const { user, pantalla } = await abrirFormulario({ registro: registroDe() });

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Eliminar registro' });
    await user.type(within(dialogo).getByRole('textbox', { name: /^Motivo/ }), 'Duplicado.');
    await user.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));

    await waitFor(() => expect(pantalla.cambios).toBe(1));
    expect(http.callsTo('DELETE', RUTA_EJEMPLO)[0]?.body).toEqual({ version: 2, motivo: 'Duplicado.' });
    expect(notifications[0]?.message).toBe('Ejemplo: registro eliminado.');
  });

  test('un lector no ve ninguna acción', async () => {
    await abrirFormulario({ usuario: crearUsuarioSesion({ rol: 'LECTURA', hospitales: [] }), registro: registroDe({ estado_formulario: 'COMPLETO' }) });

    expect(screen.queryAllByRole('button', { name: /Guardar|Marcar|Validar|Desbloquear|Eliminar/ })).toHaveLength(0);
    expect(valor()).toHaveProperty('disabled', true);
  });

  test('los avisos con que se guardó el registro se muestran con la etiqueta de su campo', async () => {
    const avisos = { ej_valor: 'Valor poco habitual (9). Compruebe que es correcto.', 'ejemplo_fish.0.fish_resultado': 'Resultado sin confirmar.' };
    await abrirFormulario({ registro: registroDe({ avisos }) });

    const lista = screen.getByRole('alert', { name: 'Avisos del registro' });
    expect(within(lista).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Valor: Valor poco habitual (9). Compruebe que es correcto.',
      'FISH 1 · Resultado: Resultado sin confirmar.',
    ]);
  });
});
