import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { CAMPOS_PACIENTE, edadEnAnios, hoy, tipoRegistro, validarPaciente, type EntradaHistorial } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { formatearCantidad, sembrarDemo, type ResultadoDemo } from './sembrar-demo';

const PACIENTES = 3000;
const CENTROS = 12;
const PASSWORD = 'contraseña-demo-2026';

type Fila = Record<string, string | number | null> & { paciente_id: number; upn: string; estado: string; creado_por: number | null };

let demo: ResultadoDemo;
let pacientes: Fila[];
let ensayos: Map<number, Record<string, unknown>[]>;
const avances: number[] = [];

async function filas<T>(consulta: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.app.db.execute(consulta)) as unknown as { rows: T[] }).rows;
}

const proporcion = (cumplen: (fila: Fila) => boolean, de: Fila[] = pacientes) => de.filter(cumplen).length / de.length;

const api = usarApiDePrueba(async (app) => {
  demo = await sembrarDemo(app.db, {
    pacientes: PACIENTES,
    centros: CENTROS,
    password: PASSWORD,
    anadir: false,
    administrador: { adminEmail: undefined, adminPassword: undefined },
    alAvanzar: (sembrados) => avances.push(sembrados),
  });
  pacientes = await filas<Fila>(sql`select paciente_id, upn, hospital_id, sexo, fecha_nacimiento::text, fecha_diagnostico::text, entidad,
    consentimiento, fecha_consentimiento::text, version_consentimiento, consentimiento_muestras, fecha_revocacion::text, participa_ensayo,
    medico_responsable, observaciones, estado, estado_motivo, estado_formulario, edad_diagnostico, fecha_registro::text, tipo_registro, creado_por
    from paciente order by upn`);
  ensayos = new Map();
  const filasEnsayo = await filas<Record<string, unknown> & { paciente_id: number }>(sql`select paciente_id, ensayo, ensayo_otro,
    codigo_paciente_ensayo, fecha_inclusion::text, brazo, fecha_salida::text from paciente_ensayo`);
  for (const { paciente_id, ...fila } of filasEnsayo) ensayos.set(paciente_id, [...(ensayos.get(paciente_id) ?? []), fila]);
});

const completos = () => pacientes.filter((fila) => fila.estado !== 'BORRADOR');

describe('demo registry', () => {
  test('every completed patient passes the registration form\'s validation, trials included', () => {
    for (const fila of completos()) {
      const formulario = Object.fromEntries(CAMPOS_PACIENTE.map((campo) => [campo.name, fila[campo.name]]));
      const resultado = validarPaciente({ ...formulario, paciente_ensayo: ensayos.get(fila.paciente_id) ?? [] }, 'completo');
      assert.ok(resultado.ok, `${fila.upn}: ${JSON.stringify(resultado.ok ? null : resultado.errores)}`);
      assert.equal(fila.estado_formulario, 'COMPLETO');
    }
  });

  test('adults diagnosed from 2015 to today, median age near 68, derived values as the server computes them', () => {
    const edades = completos().map((fila) => Number(fila.edad_diagnostico)).sort((a, b) => a - b);
    for (const fila of completos()) {
      const diagnostico = String(fila.fecha_diagnostico);
      assert.ok(diagnostico >= '2015-01-01' && diagnostico <= hoy(), `${fila.upn}: ${diagnostico}`);
      assert.equal(fila.edad_diagnostico, edadEnAnios(String(fila.fecha_nacimiento), diagnostico), fila.upn);
      assert.equal(fila.tipo_registro, tipoRegistro(String(fila.fecha_registro), diagnostico), fila.upn);
    }
    assert.ok((edades[0] ?? 0) >= 18 && (edades.at(-1) ?? 99) <= 90);
    const mediana = edades[Math.floor(edades.length / 2)] ?? 0;
    assert.ok(mediana >= 64 && mediana <= 71, `mediana ${mediana}`);
    assert.ok(proporcion((fila) => fila.tipo_registro === 'RETROSPECTIVO', completos()) > 0.1);
  });

  test('UPNs follow the registration dates, as the sequence hands them out', () => {
    const registros = pacientes.map((fila) => String(fila.fecha_registro));
    assert.deepEqual(registros, [...registros].sort());
    assert.equal(pacientes.length, PACIENTES);
  });

  test('plausible shares of entity, consent, trials and registry states', () => {
    const hechos = completos();
    assert.ok(Math.abs(proporcion((fila) => fila.entidad === 'LMA', hechos) - 0.84) < 0.05);
    assert.ok(proporcion((fila) => fila.entidad === 'LPA', hechos) > 0.03);
    assert.ok(proporcion((fila) => fila.consentimiento === 'FIRMADO', hechos) > 0.85);
    assert.ok(Math.abs(proporcion((fila) => fila.participa_ensayo === 'SI', hechos) - 0.15) < 0.04);
    assert.ok(proporcion((fila) => fila.estado === 'ACTIVO') > 0.5);
    for (const estado of ['FALLECIDO', 'PERDIDO_SEGUIMIENTO', 'BORRADOR']) assert.ok(pacientes.some((fila) => fila.estado === estado), estado);
    assert.ok(proporcion((fila) => fila.sexo === 'HOMBRE', hechos) > 0.5);
  });

  test('each centre\'s clinician registered its patients and signs in with the demo password, as does the coordinator', async () => {
    assert.equal(demo.centros.length, CENTROS);
    const clinicos = demo.usuarios.filter((usuario) => usuario.rol === 'CLINICO');
    assert.equal(clinicos.length, CENTROS);
    assert.deepEqual(new Set(pacientes.map((fila) => fila.creado_por)), new Set(clinicos.map((usuario) => usuario.usuario_id)));
    for (const usuario of [clinicos[0], demo.usuarios.find((u) => u.rol === 'COORDINADOR')]) {
      assert.ok(usuario);
      const response = await api.app.inject({ method: 'POST', url: '/leucemiaAutenticacion/api/auth/login', payload: { email: usuario.email, password: PASSWORD } });
      assert.equal(response.statusCode, 200, response.body);
    }
  });

  test('the history shows the registration and, for a patient no longer active, its change of state', async () => {
    const fallecido = pacientes.find((fila) => fila.estado === 'FALLECIDO');
    assert.ok(fallecido);
    const clinico = demo.usuarios.find((usuario) => usuario.usuario_id === fallecido.creado_por);
    assert.ok(clinico);
    const login = await api.app.inject({ method: 'POST', url: '/leucemiaAutenticacion/api/auth/login', payload: { email: clinico.email, password: PASSWORD } });
    const response = await api.app.inject({
      method: 'GET',
      url: `/leucemia/api/pacientes/${fallecido.paciente_id}/historial`,
      headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
    });
    const historial = response.json<EntradaHistorial[]>().filter((entrada) => entrada.tabla === 'paciente');
    assert.deepEqual(historial.map((entrada) => entrada.accion), ['CAMBIO_ESTADO', 'CREAR']);
    assert.deepEqual(historial[0]?.cambios.find((cambio) => cambio.campo === 'estado'), { campo: 'estado', antes: 'ACTIVO', despues: 'FALLECIDO' });
  });

  test('progress is reported per batch', () => {
    assert.deepEqual(avances, [PACIENTES]);
  });

  test('a registry with patients is refused unless adding; adding keeps the users and continues the UPNs', async () => {
    const opciones = { pacientes: 10, centros: CENTROS, password: 'otra-contraseña-2026', anadir: false, administrador: { adminEmail: undefined, adminPassword: undefined } };
    await assert.rejects(sembrarDemo(api.app.db, opciones), { message: `La base de datos ya tiene ${formatearCantidad(PACIENTES)} pacientes: use --append para añadir más.` });
    const anadido = await sembrarDemo(api.app.db, { ...opciones, anadir: true });
    assert.equal(anadido.previos, PACIENTES);
    assert.ok(anadido.usuarios.every((usuario) => !usuario.creado));
    const [ultimo] = await filas<{ upn: string; total: number }>(sql`select max(upn) as upn, count(*)::int as total from paciente`);
    assert.deepEqual(ultimo, { upn: 'LMA-003010', total: PACIENTES + 10 });
  });
});

test('formatearCantidad separates thousands with a space', () => {
  assert.deepEqual([999, 1234, 40_000, 100_000].map(formatearCantidad), ['999', '1 234', '40 000', '100 000']);
});
