import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { erroresDeIssues } from '../fields/errores-zod';
import { fijarReloj, restaurarReloj } from '../fechas/reloj';
import { pacienteEdicionSchema, pacienteEntradaSchema, pacienteEstadoSchema } from './esquemas-paciente';
import { filaEnsayo, pacienteValido } from './paciente-valido.fixture';

beforeEach(() => fijarReloj(() => new Date('2024-05-10T12:00:00Z')));
afterEach(restaurarReloj);

function errores(esquema: { safeParse(d: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } }, data: unknown) {
  return erroresDeIssues(esquema.safeParse(data).error?.issues ?? []);
}

test('the body gives the mode, the data, the warnings and the UPN the client sent', () => {
  const salida = pacienteEntradaSchema.parse({ ...pacienteValido({ fecha_nacimiento: '1921-01-01' }), modo: 'completo', upn: ' LMA-000007 ' });
  expect(salida).toEqual({
    modo: 'completo',
    upn: 'LMA-000007',
    datos: { ...pacienteValido({ fecha_nacimiento: '1921-01-01' }), fecha_revocacion: null, paciente_ensayo: [] },
    avisos: ['Edad al diagnóstico superior a 100 años: compruebe la fecha de nacimiento.'],
  });
});

test('the mode is required and read before the rest, which is checked as a draft when it is unreadable', () => {
  expect(errores(pacienteEntradaSchema, { hospital_id: 1 })).toEqual({ modo: 'Este campo es obligatorio.' });
  expect(errores(pacienteEntradaSchema, { hospital_id: 1, modo: 'final', sexo: 'X' })).toEqual({
    modo: 'Seleccione un valor de la lista.',
    sexo: 'Seleccione un valor de la lista.',
  });
});

test('row errors keep their path', () => {
  const entrada = { ...pacienteValido({ participa_ensayo: 'SI' }), modo: 'completo', paciente_ensayo: [filaEnsayo({ fecha_salida: '2024-01-01' })] };
  expect(errores(pacienteEntradaSchema, entrada)).toEqual({
    'paciente_ensayo.0.fecha_salida': 'La fecha de fin no puede ser anterior a la fecha de inicio.',
  });
});

test('a trial code beyond the seed is read (the API checks it against the catalogue in force); «No incluido» is never a row', () => {
  const conEnsayo = (ensayo: string) => ({ ...pacienteValido({ participa_ensayo: 'SI' }), modo: 'completo', paciente_ensayo: [filaEnsayo({ ensayo })] });
  expect(pacienteEntradaSchema.parse(conEnsayo('EC_NUEVO')).datos.paciente_ensayo.map((fila) => fila.ensayo)).toEqual(['EC_NUEVO']);
  expect(Object.keys(errores(pacienteEntradaSchema, conEnsayo('NINGUNO')))).toEqual(['paciente_ensayo.0.ensayo']);
});

test('an edit carries the version it read', () => {
  expect(pacienteEdicionSchema.parse({ ...pacienteValido(), modo: 'borrador', version: 4 }).version).toBe(4);
  expect(errores(pacienteEdicionSchema, { ...pacienteValido(), modo: 'borrador' })).toEqual({ version: 'Este campo es obligatorio.' });
});

test('a state change needs a reason for the states that ask for one', () => {
  expect(pacienteEstadoSchema.parse({ estado: 'ACTIVO', estado_motivo: 'sin efecto', version: 2 })).toEqual({
    estado: 'ACTIVO',
    estado_motivo: null,
    version: 2,
  });
  expect(errores(pacienteEstadoSchema, { estado: 'RETIRADO', version: 2 })).toEqual({ estado_motivo: 'Este campo es obligatorio.' });
  expect(errores(pacienteEstadoSchema, { estado: 'DESCONOCIDO', version: 2 })).toEqual({ estado: 'Seleccione un valor de la lista.' });
});
