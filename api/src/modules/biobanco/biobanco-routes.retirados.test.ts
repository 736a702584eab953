import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import type { Muestra, Paciente, RegistroBiobanco } from '@registro-lma/shared/domain';
import { auditoria } from '../../db/schema';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { identidadesDeMuestra, registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, PACIENTES, requestAs } from '../../testing/pacientes';
import type { TestSession } from '../../testing/sign-in';

// data-dictionary §5.5: the aliquots still stored of a patient who revoked consent are listed to their biobank, which
// records their destruction or anonymisation. §2.3: BIOBANCO sees those of its biolabs, ADMIN all, nobody else.

const BIOBANCO = '/leucemia/api/biobanco';
const RETIRADOS = `${BIOBANCO}/retirados`;

type Identidades = Awaited<ReturnType<typeof identidadesDeMuestra>>;
type Pagina = { items: RegistroBiobanco[]; total: number };

let sesiones: Identidades;
let retirado: Paciente;
let activo: Paciente;
let muestra: Muestra;
const registros: Record<string, RegistroBiobanco> = {};

function entrada(biolab: string, codigo: string, cambios: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    biolab,
    codigo_biobanco: codigo,
    fecha_entrada: '2024-01-20',
    tipo_alicuota: 'ADN',
    n_alicuotas: 3,
    temperatura_almacenamiento: 'MENOS_80',
    ubicacion: 'Congelador 2 / rack B / caja 4',
    consentimiento_verificado: true,
    ...cambios,
  };
}

async function registrar(sesion: TestSession, paciente: Paciente, datos: Record<string, unknown>): Promise<RegistroBiobanco> {
  const alta = await requestAs(api.app, sesion, 'POST', `${BIOBANCO}/${paciente.upn}`, { datos });
  assert.equal(alta.statusCode, 201, alta.body);
  return alta.json<RegistroBiobanco>();
}

const api = usarApiDePrueba(async (app) => {
  const propio = await crearCentro(app, 'RETI');
  const ajeno = await crearCentro(app, 'OTRO');
  sesiones = await identidadesDeMuestra(app, propio, ajeno);
  const { biobanco_propio: central, biobanco_ajeno: nodo, clinico_propio: clinico } = sesiones;
  retirado = await registrarPacienteConMuestras(app, clinico, propio);
  activo = await registrarPacienteConMuestras(app, clinico, propio);
  muestra = await registrarMuestra(app, clinico, retirado.paciente_id);
  registros.disponible = await registrar(central, retirado, entrada('BIOBANCO_CENTRAL', 'RT-1', { muestra_id: muestra.muestra_id }));
  const reservada = await registrar(central, retirado, entrada('BIOBANCO_CENTRAL', 'RT-2'));
  const reservar = await requestAs(app, central, 'PUT', `${BIOBANCO}/${retirado.upn}/${reservada.biobanco_id}`, {
    version: reservada.version,
    datos: entrada('BIOBANCO_CENTRAL', 'RT-2', { estado_alicuota: 'RESERVADA' }),
  });
  assert.equal(reservar.statusCode, 200, reservar.body);
  registros.reservada = reservar.json<RegistroBiobanco>();
  registros.nodo = await registrar(nodo, retirado, entrada('BIOBANCO_NODO_LOCAL', 'RT-3'));
  const cedida = await registrar(central, retirado, entrada('BIOBANCO_CENTRAL', 'RT-4'));
  const ceder = await requestAs(app, central, 'PUT', `${BIOBANCO}/${retirado.upn}/${cedida.biobanco_id}`, {
    version: cedida.version,
    datos: entrada('BIOBANCO_CENTRAL', 'RT-4', { estado_alicuota: 'CEDIDA', fecha_salida: '2024-02-01', proyecto_cesion: 'Proyecto X' }),
  });
  assert.equal(ceder.statusCode, 200, ceder.body);
  registros.activo = await registrar(central, activo, entrada('BIOBANCO_CENTRAL', 'AC-1'));
  const leido = (await requestAs(app, clinico, 'GET', `${PACIENTES}/${retirado.paciente_id}`)).json<Paciente>();
  const retirada = await requestAs(app, clinico, 'PUT', `${PACIENTES}/${retirado.paciente_id}/estado`, {
    estado: 'RETIRADO',
    estado_motivo: 'Revoca el consentimiento.',
    version: leido.version,
  });
  assert.equal(retirada.statusCode, 200, retirada.body);
});

const codigos = (pagina: Pagina) => pagina.items.map((registro) => registro.datos.codigo_biobanco).sort();

describe('GET /biobanco/retirados', () => {
  test('lists the stored aliquots (DISPONIBLE, RESERVADA) of RETIRADO patients only, in the biolabs of the user (§2.3)', async () => {
    const esperado: [keyof Identidades, number, string[]][] = [
      ['admin', 200, ['RT-1', 'RT-2', 'RT-3']],
      ['biobanco_propio', 200, ['RT-1', 'RT-2']],
      ['biobanco_ajeno', 200, ['RT-3']],
      ['coordinador', 403, []],
      ['lectura', 403, []],
      ['clinico_propio', 403, []],
      ['clinico_ajeno', 403, []],
      ['laboratorio_propio', 403, []],
      ['laboratorio_ajeno', 403, []],
    ];
    for (const [identidad, estado, lista] of esperado) {
      const respuesta = await requestAs(api.app, sesiones[identidad], 'GET', RETIRADOS);
      assert.equal(respuesta.statusCode, estado, `${identidad}: ${respuesta.body}`);
      if (estado === 200) {
        const pagina = respuesta.json<Pagina>();
        assert.deepEqual(codigos(pagina), lista, identidad);
        assert.equal(pagina.total, lista.length, identidad);
      } else {
        assert.equal(respuesta.json<{ message: string }>().message, 'No tiene permisos para realizar esta acción.');
      }
    }
  });

  test('a biobank filters by one of its biolabs; another biolab is 403; pages are counted', async () => {
    const propio = await requestAs(api.app, sesiones.biobanco_propio, 'GET', `${RETIRADOS}?biolab=BIOBANCO_CENTRAL&tamano=1`);
    assert.equal(propio.statusCode, 200, propio.body);
    assert.deepEqual([propio.json<Pagina>().items.length, propio.json<Pagina>().total], [1, 2]);
    assert.equal((await requestAs(api.app, sesiones.biobanco_propio, 'GET', `${RETIRADOS}?biolab=BIOBANCO_NODO_LOCAL`)).statusCode, 403);
    const admin = await requestAs(api.app, sesiones.admin, 'GET', `${RETIRADOS}?biolab=BIOBANCO_NODO_LOCAL`);
    assert.deepEqual(codigos(admin.json<Pagina>()), ['RT-3']);
  });
});

describe('PUT /biobanco/{upn}/{id}/estado', () => {
  const url = (registro: RegistroBiobanco) => `${BIOBANCO}/${registro.upn}/${registro.biobanco_id}/estado`;

  test('records the destruction with the version read, audited with its reason; the aliquots leave the list', async () => {
    const registro = registros.disponible as RegistroBiobanco;
    const baja = { estado_alicuota: 'DESTRUIDA', fecha_salida: '2024-06-01', version: registro.version, motivo: 'Revocación del consentimiento' };
    for (const identidad of ['biobanco_ajeno', 'clinico_propio', 'coordinador', 'lectura', 'laboratorio_propio'] as const) {
      assert.equal((await requestAs(api.app, sesiones[identidad], 'PUT', url(registro), baja)).statusCode, 403, identidad);
    }
    const destruida = await requestAs(api.app, sesiones.biobanco_propio, 'PUT', url(registro), baja);
    assert.equal(destruida.statusCode, 200, destruida.body);
    const despues = destruida.json<RegistroBiobanco>();
    assert.deepEqual([despues.datos.estado_alicuota, despues.datos.fecha_salida, despues.version], ['DESTRUIDA', '2024-06-01', registro.version + 1]);
    assert.equal(despues.codigo_muestra, muestra.codigo_muestra);
    const [fila] = await api.app.db
      .select({ accion: auditoria.accion, motivo: auditoria.motivo })
      .from(auditoria)
      .where(and(eq(auditoria.tabla, 'biobanco'), eq(auditoria.registro_id, String(registro.biobanco_id))))
      .orderBy(desc(auditoria.auditoria_id))
      .limit(1);
    assert.deepEqual(fila, { accion: 'CAMBIO_ESTADO', motivo: 'Revocación del consentimiento' });
    const otraVez = await requestAs(api.app, sesiones.biobanco_propio, 'PUT', url(registro), { ...baja, version: despues.version });
    assert.equal(otraVez.statusCode, 409);
    assert.match(otraVez.json<{ message: string }>().message, /ya no están almacenadas \(estado «Destruida»\)/);
    assert.deepEqual(codigos((await requestAs(api.app, sesiones.biobanco_propio, 'GET', RETIRADOS)).json<Pagina>()), ['RT-2']);
  });

  test('records the anonymisation; a stale version is 409, an exit before the entry 400 on its field', async () => {
    const registro = registros.reservada as RegistroBiobanco;
    const antesDeEntrar = await requestAs(api.app, sesiones.biobanco_propio, 'PUT', url(registro), {
      estado_alicuota: 'ANONIMIZADA',
      fecha_salida: '2024-01-01',
      version: registro.version,
    });
    assert.equal(antesDeEntrar.statusCode, 400);
    assert.deepEqual(antesDeEntrar.json<{ errores: unknown }>().errores, { fecha_salida: 'La fecha de fin no puede ser anterior a la fecha de inicio.' });
    const otroEstado = await requestAs(api.app, sesiones.biobanco_propio, 'PUT', url(registro), { estado_alicuota: 'CEDIDA', fecha_salida: '2024-06-01', version: registro.version });
    assert.equal(otroEstado.statusCode, 400);
    assert.deepEqual(Object.keys(otroEstado.json<{ errores: object }>().errores), ['estado_alicuota']);
    const tarde = await requestAs(api.app, sesiones.biobanco_propio, 'PUT', url(registro), { estado_alicuota: 'ANONIMIZADA', fecha_salida: '2024-06-01', version: registro.version - 1 });
    assert.equal(tarde.statusCode, 409);
    const anonimizada = await requestAs(api.app, sesiones.admin, 'PUT', url(registro), { estado_alicuota: 'ANONIMIZADA', fecha_salida: '2024-06-01', version: registro.version });
    assert.equal(anonimizada.statusCode, 200, anonimizada.body);
    assert.equal(anonimizada.json<RegistroBiobanco>().datos.estado_alicuota, 'ANONIMIZADA');
  });

  test('a record of another patient’s UPN is 404', async () => {
    const registro = registros.activo as RegistroBiobanco;
    const respuesta = await requestAs(api.app, sesiones.biobanco_propio, 'PUT', `${BIOBANCO}/${retirado.upn}/${registro.biobanco_id}/estado`, {
      estado_alicuota: 'DESTRUIDA',
      fecha_salida: '2024-06-01',
      version: registro.version,
    });
    assert.equal(respuesta.statusCode, 404);
  });
});

describe('GET /biobanco?codigo=', () => {
  test('finds a record by the biobank’s code, by {UPN}-B{id} and by the source sample’s tube code', async () => {
    const registro = registros.disponible as RegistroBiobanco;
    for (const codigo of ['RT-1', registro.identificador.toLowerCase(), muestra.codigo_muestra]) {
      const respuesta = await requestAs(api.app, sesiones.biobanco_propio, 'GET', `${BIOBANCO}?codigo=${encodeURIComponent(codigo)}`);
      assert.equal(respuesta.statusCode, 200, respuesta.body);
      assert.deepEqual(
        respuesta.json<Pagina>().items.map((item) => item.biobanco_id),
        [registro.biobanco_id],
        codigo,
      );
    }
    const ajeno = await requestAs(api.app, sesiones.biobanco_ajeno, 'GET', `${BIOBANCO}?codigo=RT-1`);
    assert.equal(ajeno.json<Pagina>().total, 0);
  });
});
