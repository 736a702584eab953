import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { hoy, sumarDias, type NuevoUpn, type Paciente } from '@registro-lma/shared/domain';
import { auditRows } from '../../testing/audit-rows';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, requestAs, registrarPaciente } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';

let admin: TestSession;
let coordinador: TestSession;
let clinico: TestSession;
let centro: number;
let otroCentro: number;
let centroCerrado: number;

const api = usarApiDePrueba(async (app) => {
  centro = await crearCentro(app, 'HULP');
  otroCentro = await crearCentro(app, 'HCSC');
  centroCerrado = await crearCentro(app, 'HCERRADO', false);
  admin = await signIn(app, 'ADMIN');
  coordinador = await signIn(app, 'COORDINADOR', { hospitales: [centro] });
  clinico = await signIn(app, 'CLINICO', { hospitales: [centro] });
});

const alta = (formulario: Record<string, unknown>, sesion = clinico) => requestAs(api.app, sesion, 'POST', PACIENTES, formulario);

async function errores(formulario: Record<string, unknown>): Promise<Record<string, string>> {
  const response = await alta(formulario);
  assert.equal(response.statusCode, 400, response.body);
  const cuerpo = response.json<{ message: string; errores: Record<string, string> }>();
  assert.equal(cuerpo.message, 'Datos no válidos.');
  return cuerpo.errores;
}

describe('completo', () => {
  test('registers an ACTIVO patient with its UPN, computed values and centre; audited', async () => {
    const creado = await registrarPaciente(api.app, clinico, formularioPaciente(centro));
    assert.match(creado.upn, /^LMA-\d{6}$/);
    assert.equal(creado.estado, 'ACTIVO');
    assert.equal(creado.estado_formulario, 'COMPLETO');
    assert.equal(creado.edad_diagnostico, 65);
    assert.equal(creado.fecha_registro, hoy());
    assert.equal(creado.tipo_registro, 'RETROSPECTIVO');
    assert.deepEqual(creado.hospital, { hospital_id: centro, codigo: 'HULP', nombre: 'Hospital HULP' });
    assert.equal(creado.creado_por, clinico.usuario_id);
    assert.equal(creado.version, 1);
    const filas = await auditRows(api.app, 'paciente', creado.paciente_id);
    assert.deepEqual(filas.map((fila) => [fila.accion, fila.usuario_id, fila.rol, fila.antes]), [['CREAR', clinico.usuario_id, 'CLINICO', null]]);
    assert.equal((filas[0]?.despues as Paciente).upn, creado.upn);
  });

  test('a diagnosis in the last 90 days makes the registration prospective', async () => {
    const creado = await registrarPaciente(api.app, clinico, formularioPaciente(centro, { fecha_diagnostico: sumarDias(hoy(), -10), fecha_consentimiento: sumarDias(hoy(), -5) }));
    assert.equal(creado.tipo_registro, 'PROSPECTIVO');
  });

  test('every required field is reported with G01', async () => {
    assert.deepEqual(await errores({ modo: 'completo', hospital_id: centro }), {
      sexo: 'Este campo es obligatorio.',
      fecha_nacimiento: 'Este campo es obligatorio.',
      fecha_diagnostico: 'Este campo es obligatorio.',
      entidad: 'Este campo es obligatorio.',
      consentimiento: 'Este campo es obligatorio.',
      participa_ensayo: 'Este campo es obligatorio.',
    });
  });

  test('consent not signed blocks completion', async () => {
    assert.deepEqual(await errores(formularioPaciente(centro, { consentimiento: 'NO_FIRMADO' })), {
      consentimiento: 'Sin consentimiento informado firmado o exención del CEIm el paciente no puede incluirse en el registro.',
    });
  });
});

describe('validation messages', () => {
  const casos: [string, Record<string, unknown>, Record<string, string>][] = [
    ['bad dates', { fecha_nacimiento: '31/12/1960', fecha_consentimiento: '2023-02-30' }, {
      fecha_nacimiento: 'Fecha no válida. Use el formato DD/MM/AAAA.',
      fecha_consentimiento: 'Fecha no válida. Use el formato DD/MM/AAAA.',
    }],
    ['future dates', { fecha_diagnostico: '2999-01-01' }, { fecha_diagnostico: 'La fecha no puede ser posterior a la fecha actual.' }],
    ['diagnosis before 1990', { fecha_diagnostico: '1989-06-30' }, { fecha_diagnostico: 'La fecha de diagnóstico no puede ser anterior a 1990.' }],
    ['diagnosis before birth', { fecha_nacimiento: '2001-05-01', fecha_diagnostico: '2000-05-01' }, {
      fecha_diagnostico: 'La fecha de diagnóstico debe ser posterior a la fecha de nacimiento.',
    }],
    ['a minor at diagnosis', { fecha_nacimiento: '2008-01-15', fecha_diagnostico: '2023-11-06', consentimiento: 'EXENCION_CEI' }, {
      fecha_nacimiento: 'Solo se pueden registrar pacientes adultos: la edad al diagnóstico (15 años) debe ser de al menos 18 años.',
    }],
    ['consent before 18', { fecha_nacimiento: '2004-01-15', fecha_diagnostico: '2023-11-06', fecha_consentimiento: '2021-12-01' }, {
      fecha_consentimiento: 'La fecha de consentimiento no es coherente con la edad del paciente.',
    }],
    ['revocation before signature', { consentimiento: 'REVOCADO', fecha_revocacion: '2023-11-01' }, {
      fecha_revocacion: 'La revocación no puede ser anterior a la firma del consentimiento.',
    }],
    ['texts too long, unknown codes', { medico_responsable: 'x'.repeat(121), entidad: 'LMC', sexo: 'OTRO' }, {
      sexo: 'Seleccione un valor de la lista.',
      entidad: 'Seleccione un valor de la lista.',
      medico_responsable: 'El texto no puede superar 120 caracteres.',
    }],
    ['a patient in a trial without rows', { participa_ensayo: 'SI' }, { participa_ensayo: 'Indique al menos un ensayo.' }],
  ];
  for (const [caso, cambios, esperado] of casos) {
    test(caso, async () => {
      assert.deepEqual(await errores(formularioPaciente(centro, cambios)), esperado);
    });
  }

  test('trial rows: format, «Otro», inclusion before diagnosis, exit before inclusion, repeated trial', async () => {
    const fila = { ensayo: 'PEVOLAM', codigo_paciente_ensayo: 'PEV/01', fecha_inclusion: '2023-11-20' };
    const filas = [
      { ...fila, codigo_paciente_ensayo: 'PEV 01' },
      { ...fila, ensayo: 'OTRO' },
      { ...fila, ensayo: 'LAMVYX', fecha_inclusion: '2023-10-06' },
      { ...fila, ensayo: 'LA_MIX', fecha_salida: '2023-11-19' },
      { ...fila, ensayo: 'LAMVYX' },
    ];
    assert.deepEqual(await errores(formularioPaciente(centro, { participa_ensayo: 'SI', paciente_ensayo: filas })), {
      'paciente_ensayo.0.codigo_paciente_ensayo': 'Formato no válido.',
      'paciente_ensayo.1.ensayo_otro': 'Especifique el valor en el campo «Otro».',
      'paciente_ensayo.2.fecha_inclusion': 'La inclusión en el ensayo es anterior al diagnóstico.',
      'paciente_ensayo.3.fecha_salida': 'La fecha de fin no puede ser anterior a la fecha de inicio.',
      'paciente_ensayo.4.ensayo': 'Ya existe un registro con este valor.',
    });
  });

  test('a body that is not an object, or an unknown mode', async () => {
    const lista = await api.app.inject({
      method: 'POST',
      url: PACIENTES,
      headers: { authorization: clinico.authorization, 'content-type': 'application/json' },
      payload: '[1]',
    });
    assert.deepEqual(lista.json(), { message: 'Datos no válidos.', errores: { registro: 'Datos no válidos.' } });
    assert.deepEqual(await errores(formularioPaciente(centro, { modo: 'definitivo' })), { modo: 'Seleccione un valor de la lista.' });
  });

  test('the UPN cannot be chosen by the client', async () => {
    assert.deepEqual(await errores(formularioPaciente(centro, { upn: 'LMA-999999' })), {
      upn: 'El UPN lo asigna el sistema y no puede modificarse.',
    });
  });

  test('the centre must exist and be active', async () => {
    const response = await alta(formularioPaciente(centroCerrado), admin);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json<{ errores: object }>().errores, { hospital_id: 'Seleccione un valor de la lista.' });
  });
});

describe('borrador', () => {
  test('a draft keeps missing fields, stays BORRADOR and is not checked for duplicates', async () => {
    const creado = await registrarPaciente(api.app, clinico, { modo: 'borrador', hospital_id: centro, sexo: 'MUJER' });
    assert.equal(creado.estado, 'BORRADOR');
    assert.equal(creado.estado_formulario, 'BORRADOR');
    assert.equal(creado.fecha_nacimiento, null);
    assert.equal(creado.edad_diagnostico, null);
    assert.equal(creado.tipo_registro, null);
    assert.deepEqual(creado.avisos, []);
  });

  test('a draft still needs its centre and refuses invalid values', async () => {
    assert.deepEqual(await errores({ modo: 'borrador', fecha_diagnostico: '1985-01-01' }), {
      hospital_id: 'Este campo es obligatorio.',
      fecha_diagnostico: 'La fecha de diagnóstico no puede ser anterior a 1990.',
    });
  });

  test('«Solicitar nuevo UPN» creates a draft patient holding the next UPN', async () => {
    const response = await requestAs(api.app, clinico, 'POST', `${PACIENTES}/codigo-nuevo-upn`, { hospital_id: centro });
    assert.equal(response.statusCode, 201, response.body);
    const nuevo = response.json<NuevoUpn>();
    const leido = (await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${nuevo.paciente_id}`)).json<Paciente>();
    assert.equal(leido.upn, nuevo.upn);
    assert.equal(leido.estado, 'BORRADOR');
    assert.equal(leido.sexo, null);
    const sinCentro = await requestAs(api.app, clinico, 'POST', `${PACIENTES}/codigo-nuevo-upn`, {});
    assert.deepEqual(sinCentro.json(), { message: 'Datos no válidos.', errores: { hospital_id: 'Este campo es obligatorio.' } });
  });
});

describe('trials', () => {
  test('rows are saved with the patient, each audited', async () => {
    const filas = [
      { ensayo: 'PEVOLAM', codigo_paciente_ensayo: 'PEV/01', fecha_inclusion: '2023-11-20', brazo: 'A' },
      { ensayo: 'OTRO', ensayo_otro: 'Estudio local', codigo_paciente_ensayo: 'EL-7', fecha_inclusion: '2023-10-10' },
    ];
    const creado = await registrarPaciente(api.app, clinico, formularioPaciente(centro, { participa_ensayo: 'SI', paciente_ensayo: filas, sexo: 'MUJER' }));
    assert.deepEqual(creado.paciente_ensayo, [
      { ...filas[0], ensayo_otro: null, fecha_salida: null },
      { ...filas[1], brazo: null, fecha_salida: null },
    ]);
    const historial = (await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${creado.paciente_id}/historial`)).json<{ tabla: string; accion: string }[]>();
    assert.deepEqual(historial.map((entrada) => [entrada.tabla, entrada.accion]).sort(), [
      ['paciente', 'CREAR'],
      ['paciente_ensayo', 'CREAR'],
      ['paciente_ensayo', 'CREAR'],
    ]);
  });
});

describe('duplicate check', () => {
  const gemelo = { sexo: 'MUJER', fecha_nacimiento: '1970-04-04', fecha_diagnostico: '2022-06-15', fecha_consentimiento: '2022-06-20' };

  test('same centre, sex and birth date, diagnosis within 30 days: a warning kept with the record', async () => {
    const primero = await registrarPaciente(api.app, clinico, formularioPaciente(centro, gemelo));
    assert.deepEqual(primero.avisos, []);
    const segundo = await registrarPaciente(api.app, clinico, formularioPaciente(centro, { ...gemelo, fecha_diagnostico: '2022-07-15', fecha_consentimiento: '2022-07-20' }));
    const aviso = `Posible duplicado: existe el paciente ${primero.upn} con la misma fecha de nacimiento, sexo y fecha de diagnóstico similar.`;
    assert.deepEqual(segundo.avisos, [aviso]);
    const leido = (await requestAs(api.app, clinico, 'GET', `${PACIENTES}/${segundo.paciente_id}`)).json<Paciente>();
    assert.deepEqual(leido.avisos, [aviso]);
    const lejano = await registrarPaciente(api.app, clinico, formularioPaciente(centro, { ...gemelo, fecha_diagnostico: '2022-07-16', fecha_consentimiento: '2022-07-20' }));
    assert.deepEqual(lejano.avisos, [`Posible duplicado: existe el paciente ${segundo.upn} con la misma fecha de nacimiento, sexo y fecha de diagnóstico similar.`]);
  });

  test('a match in another centre is reported only to a coordinator or admin, and not kept', async () => {
    const gemeloB = { ...gemelo, fecha_nacimiento: '1971-09-09' };
    const enOtroCentro = await registrarPaciente(api.app, admin, formularioPaciente(otroCentro, gemeloB));
    const delClinico = await registrarPaciente(api.app, clinico, formularioPaciente(centro, gemeloB));
    assert.deepEqual(delClinico.avisos, []);
    const delAdmin = await registrarPaciente(api.app, admin, formularioPaciente(centro, gemeloB));
    assert.deepEqual(delAdmin.avisos, [
      `Posible duplicado: existe el paciente ${delClinico.upn} con la misma fecha de nacimiento, sexo y fecha de diagnóstico similar.`,
      `Posible duplicado: existe el paciente ${enOtroCentro.upn} con la misma fecha de nacimiento, sexo y fecha de diagnóstico similar.`,
    ]);
    const guardado = (await requestAs(api.app, coordinador, 'GET', `${PACIENTES}/${delAdmin.paciente_id}`)).json<Paciente>();
    assert.equal(guardado.avisos.length, 1);
  });

  test('warnings of the rules are kept too (age over 100)', async () => {
    const creado = await registrarPaciente(api.app, clinico, formularioPaciente(centro, { fecha_nacimiento: '1921-03-03' }));
    assert.deepEqual(creado.avisos, ['Edad al diagnóstico superior a 100 años: compruebe la fecha de nacimiento.']);
  });
});
