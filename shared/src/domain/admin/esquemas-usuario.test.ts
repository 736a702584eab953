import { expect, test } from '@jest/globals';
import { validarRegistro } from '../fields/validar-registro';
import { CAMPOS_USUARIO_ALTA, CAMPOS_USUARIO_EDICION, usuarioAltaSchema, usuarioEdicionSchema, type UsuarioAlta } from './esquemas-usuario';

const clinico = {
  email: '  Ana.Gil@Hospital.ES ',
  nombre: 'Ana',
  apellidos: 'Gil Pérez',
  rol: 'CLINICO',
  hospitales: [2, 1],
  password: 'una clave larga',
};

test('a clinician: e-mail trimmed and lower-cased, other lists cleared, active by default', () => {
  const esperado: UsuarioAlta = {
    email: 'ana.gil@hospital.es',
    nombre: 'Ana',
    apellidos: 'Gil Pérez',
    rol: 'CLINICO',
    hospitales: [1, 2],
    laboratorios: [],
    biolabs: [],
    activo: true,
    password: 'una clave larga',
  };
  expect(usuarioAltaSchema.parse({ ...clinico, laboratorios: ['LAB_LOCAL'], biolabs: ['NO_EXISTE'] })).toEqual(esperado);
});

test('a clinician needs at least one centre', () => {
  expect(validarRegistro(CAMPOS_USUARIO_ALTA, { ...clinico, hospitales: [] })).toEqual({
    ok: false,
    errores: { hospitales: 'Un investigador clínico debe estar asignado al menos a un centro.' },
  });
});

test('a laboratory user needs at least one laboratory; the centres are cleared', () => {
  const laboratorio = { ...clinico, rol: 'LABORATORIO' };
  expect(validarRegistro(CAMPOS_USUARIO_ALTA, laboratorio)).toEqual({
    ok: false,
    errores: { laboratorios: 'Un usuario de laboratorio debe estar asignado al menos a un laboratorio.' },
  });
  expect(usuarioAltaSchema.parse({ ...laboratorio, laboratorios: ['LAB_NGS_REF', 'LAB_CMF_REF'] })).toMatchObject({
    hospitales: [],
    laboratorios: ['LAB_CMF_REF', 'LAB_NGS_REF'],
    biolabs: [],
  });
});

test('a biobank user needs at least one biobank', () => {
  const biobanco = { ...clinico, rol: 'BIOBANCO' };
  expect(validarRegistro(CAMPOS_USUARIO_ALTA, biobanco)).toEqual({
    ok: false,
    errores: { biolabs: 'Un usuario de biobanco debe estar asignado al menos a un biobanco.' },
  });
  expect(usuarioAltaSchema.parse({ ...biobanco, biolabs: ['BIOBANCO_CENTRAL'] })).toMatchObject({ hospitales: [], biolabs: ['BIOBANCO_CENTRAL'] });
});

test('coordinators and readers may have centres without being required to', () => {
  expect(usuarioAltaSchema.parse({ ...clinico, rol: 'COORDINADOR', hospitales: [] }).hospitales).toEqual([]);
  expect(usuarioAltaSchema.parse({ ...clinico, rol: 'LECTURA' }).hospitales).toEqual([1, 2]);
  expect(usuarioAltaSchema.parse({ ...clinico, rol: 'ADMIN' }).hospitales).toEqual([]);
});

test('the identity fields, the role and the lists are checked', () => {
  expect(
    validarRegistro(CAMPOS_USUARIO_ALTA, {
      email: 'ana.gil',
      nombre: 'n'.repeat(81),
      apellidos: '',
      rol: 'JEFE',
      password: 'corta',
    }),
  ).toEqual({
    ok: false,
    errores: {
      email: 'Formato no válido.',
      nombre: 'El texto no puede superar 80 caracteres.',
      apellidos: 'Este campo es obligatorio.',
      rol: 'Seleccione un valor de la lista.',
      password: 'La contraseña debe tener al menos 12 caracteres.',
    },
  });
  expect(validarRegistro(CAMPOS_USUARIO_ALTA, { ...clinico, hospitales: ['H1'] })).toEqual({
    ok: false,
    errores: { hospitales: 'Seleccione un valor de la lista.' },
  });
});

test('the password is required on creation, kept untrimmed and at most 200 characters', () => {
  const { password: _omitida, ...sinPassword } = clinico;
  expect(validarRegistro(CAMPOS_USUARIO_ALTA, sinPassword)).toEqual({ ok: false, errores: { password: 'Este campo es obligatorio.' } });
  expect(usuarioAltaSchema.parse({ ...clinico, password: '  diez letras ' }).password).toBe('  diez letras ');
  expect(validarRegistro(CAMPOS_USUARIO_ALTA, { ...clinico, password: 'x'.repeat(201) })).toEqual({
    ok: false,
    errores: { password: 'El texto no puede superar 200 caracteres.' },
  });
});

test('editing needs the version and takes an optional password', () => {
  const { password: _omitida, ...sinPassword } = clinico;
  expect(usuarioEdicionSchema.parse({ ...sinPassword, version: 4 })).toMatchObject({ password: null, version: 4 });
  expect(validarRegistro(CAMPOS_USUARIO_EDICION, { ...clinico, password: 'corta' })).toEqual({
    ok: false,
    errores: { password: 'La contraseña debe tener al menos 12 caracteres.', version: 'Este campo es obligatorio.' },
  });
  expect(validarRegistro(CAMPOS_USUARIO_EDICION, { ...clinico, version: 1.5 })).toEqual({
    ok: false,
    errores: { version: 'Introduzca un número entero.' },
  });
});
