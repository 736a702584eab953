import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { fijarReloj, restaurarReloj } from '../fechas/reloj';
import { filaEnsayo, pacienteValido } from './paciente-valido.fixture';
import { validarPaciente } from './validar-paciente';

beforeEach(() => fijarReloj(() => new Date('2024-05-10T12:00:00Z')));
afterEach(restaurarReloj);

function errores(entrada: unknown, modo: 'borrador' | 'completo' = 'completo'): Record<string, string> {
  const resultado = validarPaciente(entrada, modo);
  return resultado.ok ? {} : resultado.errores;
}

test('a valid complete form comes back normalised, hidden fields cleared', () => {
  const resultado = validarPaciente(pacienteValido({ fecha_nacimiento: '1960-03-15T00:00', fecha_revocacion: '2024-03-01' }), 'completo');
  expect(resultado).toEqual({
    ok: true,
    avisos: {},
    data: {
      ...pacienteValido(),
      fecha_revocacion: null,
      paciente_ensayo: [],
    },
  });
});

describe('dates of the patient', () => {
  test.each([
    ['an impossible date', { fecha_nacimiento: '1960-02-30' }, { fecha_nacimiento: 'Fecha no válida. Use el formato DD/MM/AAAA.' }],
    ['a date in the future', { fecha_diagnostico: '2024-05-11' }, { fecha_diagnostico: 'La fecha no puede ser posterior a la fecha actual.' }],
    ['a date before 1900', { fecha_nacimiento: '1899-12-31' }, { fecha_nacimiento: 'La fecha no puede ser anterior al 01/01/1900.' }],
    ['a diagnosis before 1990', { fecha_diagnostico: '1989-12-31' }, { fecha_diagnostico: 'La fecha de diagnóstico no puede ser anterior a 1990.' }],
    [
      'a diagnosis before birth (X01)',
      { fecha_nacimiento: '2000-01-01', fecha_diagnostico: '1999-06-01' },
      { fecha_diagnostico: 'La fecha de diagnóstico debe ser posterior a la fecha de nacimiento.' },
    ],
    [
      'a diagnosis on the day of birth (X01)',
      { fecha_nacimiento: '2000-01-01', fecha_diagnostico: '2000-01-01' },
      { fecha_diagnostico: 'La fecha de diagnóstico debe ser posterior a la fecha de nacimiento.' },
    ],
    [
      'a minor at diagnosis (X02), one day before the 18th birthday',
      { fecha_nacimiento: '2005-02-02', fecha_diagnostico: '2023-02-01', fecha_consentimiento: '2024-02-02' },
      { fecha_nacimiento: 'Solo se pueden registrar pacientes adultos: la edad al diagnóstico (17 años) debe ser de al menos 18 años.' },
    ],
    [
      'an implausible age (X03)',
      { fecha_nacimiento: '1910-01-01', fecha_diagnostico: '2021-01-01' },
      { fecha_nacimiento: 'La edad al diagnóstico (111 años) no es plausible.' },
    ],
  ])('%s', (_caso, cambios, esperado) => {
    expect(errores(pacienteValido(cambios))).toEqual(esperado);
  });

  test('18 on the day of diagnosis is an adult; over 100 is a warning (X03 A)', () => {
    expect(validarPaciente(pacienteValido({ fecha_nacimiento: '2005-02-01', fecha_consentimiento: '2024-02-01' }), 'completo').ok).toBe(true);
    const centenario = validarPaciente(pacienteValido({ fecha_nacimiento: '1920-01-01' }), 'completo');
    expect(centenario.ok && centenario.avisos).toEqual({
      fecha_nacimiento: 'Edad al diagnóstico superior a 100 años: compruebe la fecha de nacimiento.',
    });
  });
});

describe('consent', () => {
  test('signed or revoked consent needs its date; signed needs the samples answer', () => {
    expect(errores(pacienteValido({ fecha_consentimiento: null, consentimiento_muestras: null }))).toEqual({
      fecha_consentimiento: 'Este campo es obligatorio.',
      consentimiento_muestras: 'Este campo es obligatorio.',
    });
    expect(errores(pacienteValido({ consentimiento: 'REVOCADO', consentimiento_muestras: null }))).toEqual({
      fecha_revocacion: 'Este campo es obligatorio.',
    });
  });

  test('consent signed before the age of 18 is not coherent', () => {
    expect(errores(pacienteValido({ fecha_nacimiento: '2005-03-15', fecha_diagnostico: '2024-01-10', fecha_consentimiento: '2023-03-14' }))).toEqual({
      fecha_consentimiento: 'La fecha de consentimiento no es coherente con la edad del paciente.',
    });
  });

  test('a revocation before the signature is refused, also in a draft', () => {
    const entrada = pacienteValido({ consentimiento: 'REVOCADO', fecha_revocacion: '2024-02-04' });
    const esperado = { fecha_revocacion: 'La revocación no puede ser anterior a la firma del consentimiento.' };
    expect(errores(entrada)).toEqual(esperado);
    expect(errores(entrada, 'borrador')).toEqual(esperado);
  });

  test('an exemption hides the consent details, which are cleared', () => {
    const resultado = validarPaciente(pacienteValido({ consentimiento: 'EXENCION_CEI' }), 'completo');
    expect(resultado.ok && [resultado.data.fecha_consentimiento, resultado.data.version_consentimiento]).toEqual([null, null]);
  });

  test('consent not signed blocks completion only', () => {
    const entrada = pacienteValido({ consentimiento: 'NO_FIRMADO' });
    expect(errores(entrada)).toEqual({
      consentimiento: 'Sin consentimiento informado firmado o exención del CEIm el paciente no puede incluirse en el registro.',
    });
    expect(validarPaciente(entrada, 'borrador').ok).toBe(true);
  });
});

describe('borrador and completo', () => {
  test('a draft may leave required fields empty but needs the centre', () => {
    expect(validarPaciente({ hospital_id: 3 }, 'borrador').ok).toBe(true);
    expect(errores({}, 'borrador')).toEqual({ hospital_id: 'Este campo es obligatorio.' });
  });

  test('completion requires every required field', () => {
    expect(errores({ hospital_id: 3 })).toEqual({
      sexo: 'Este campo es obligatorio.',
      fecha_nacimiento: 'Este campo es obligatorio.',
      fecha_diagnostico: 'Este campo es obligatorio.',
      entidad: 'Este campo es obligatorio.',
      consentimiento: 'Este campo es obligatorio.',
      participa_ensayo: 'Este campo es obligatorio.',
    });
  });

  test('invalid values block a draft too', () => {
    expect(errores({ hospital_id: 3, sexo: 'X', observaciones: 'x'.repeat(2001) }, 'borrador')).toEqual({
      sexo: 'Seleccione un valor de la lista.',
      observaciones: 'El texto no puede superar 2000 caracteres.',
    });
  });

  test('a body that is not an object, or trials that are not a list', () => {
    expect(errores('paciente')).toEqual({ registro: 'Datos no válidos.' });
    expect(errores(pacienteValido({ participa_ensayo: 'SI', paciente_ensayo: 'PEVOLAM' }))).toEqual({ paciente_ensayo: 'Datos no válidos.' });
  });
});

describe('trials', () => {
  const enEnsayo = (filas: unknown[]) => pacienteValido({ participa_ensayo: 'SI', paciente_ensayo: filas });

  test('a patient in a trial needs at least one row when completing', () => {
    expect(errores(enEnsayo([]))).toEqual({ participa_ensayo: 'Indique al menos un ensayo.' });
    expect(validarPaciente(enEnsayo([]), 'borrador').ok).toBe(true);
  });

  test('valid rows come back normalised; rows of a patient in no trial are dropped', () => {
    const resultado = validarPaciente(enEnsayo([filaEnsayo({ ensayo_otro: 'oculto' })]), 'completo');
    expect(resultado.ok && resultado.data.paciente_ensayo).toEqual([
      { ...filaEnsayo(), ensayo_otro: null, fecha_salida: null },
    ]);
    const sinEnsayo = validarPaciente(pacienteValido({ paciente_ensayo: [filaEnsayo()] }), 'completo');
    expect(sinEnsayo.ok && sinEnsayo.data.paciente_ensayo).toEqual([]);
  });

  test('every row rule reports under paciente_ensayo.{row}.{variable}', () => {
    expect(
      errores(
        enEnsayo([
          filaEnsayo({ ensayo: 'NINGUNO' }),
          filaEnsayo({ ensayo: 'OTRO', codigo_paciente_ensayo: 'con espacios' }),
          filaEnsayo({ ensayo: 'LAMVYX', fecha_inclusion: '2023-12-31' }),
          filaEnsayo({ ensayo: 'LMA_FLOW', fecha_salida: '2024-02-09' }),
          filaEnsayo({ ensayo: 'LAMVYX' }),
          'fila',
        ]),
      ),
    ).toEqual({
      'paciente_ensayo.0.ensayo': 'Seleccione un valor de la lista.',
      'paciente_ensayo.1.ensayo_otro': 'Especifique el valor en el campo «Otro».',
      'paciente_ensayo.1.codigo_paciente_ensayo': 'Formato no válido.',
      'paciente_ensayo.2.fecha_inclusion': 'La inclusión en el ensayo es anterior al diagnóstico.',
      'paciente_ensayo.3.fecha_salida': 'La fecha de fin no puede ser anterior a la fecha de inicio.',
      'paciente_ensayo.4.ensayo': 'Ya existe un registro con este valor.',
      'paciente_ensayo.5': 'Datos no válidos.',
    });
  });

  test('inclusion up to 30 days before diagnosis is accepted', () => {
    expect(validarPaciente(enEnsayo([filaEnsayo({ fecha_inclusion: '2024-01-02' })]), 'completo').ok).toBe(true);
    expect(errores(enEnsayo([filaEnsayo({ fecha_inclusion: '2024-01-01' })]))).toEqual({
      'paciente_ensayo.0.fecha_inclusion': 'La inclusión en el ensayo es anterior al diagnóstico.',
    });
  });

  test('a draft row may lack its details but not its trial', () => {
    expect(validarPaciente(enEnsayo([{ ensayo: 'PEVOLAM' }]), 'borrador').ok).toBe(true);
    expect(errores(enEnsayo([{ brazo: 'B' }]), 'borrador')).toEqual({ 'paciente_ensayo.0.ensayo': 'Este campo es obligatorio.' });
    expect(errores(enEnsayo([{ ensayo: 'PEVOLAM' }]))).toEqual({
      'paciente_ensayo.0.codigo_paciente_ensayo': 'Este campo es obligatorio.',
      'paciente_ensayo.0.fecha_inclusion': 'Este campo es obligatorio.',
    });
  });
});
