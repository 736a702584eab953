import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { RegistroEtapa } from '@registro-lma/shared/domain';
import { muerteValida } from '@registro-lma/shared/fixtures/muerte/muerte-valida';
import { usarApiDePrueba, type ApiDePrueba } from '../../testing/api-de-prueba';
import { crearCentro, formularioPaciente, PACIENTES, registrarPaciente, requestAs } from '../../testing/pacientes';
import { CONSULTAS } from '../../testing/rutas-consultas';
import { signIn, type TestSession } from '../../testing/sign-in';
import type { ConsultaDetalle } from './consulta-schemas';
import { filasDe } from '../../db/filas';

/** A real SMTP server on loopback, started by the test: what it receives, envelope and message. */
type Recibido = { para: string[]; mensaje: string };
const recibidos: Recibido[] = [];
const servidor = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(flujo, sesion, terminar) {
    let mensaje = '';
    flujo.setEncoding('utf8');
    flujo.on('data', (trozo: string) => (mensaje += trozo));
    flujo.on('end', () => {
      // Quoted-printable soft line breaks undone, so a text reads whole.
      recibidos.push({ para: sesion.envelope.rcptTo.map((destino) => destino.address).sort(), mensaje: mensaje.replace(/=\r\n/g, '') });
      terminar();
    });
  },
});
await new Promise<void>((listo) => servidor.listen(0, '127.0.0.1', listo));
after(() => new Promise<void>((listo) => servidor.close(() => listo())));
const SMTP_URL = `smtp://127.0.0.1:${(servidor.server.address() as AddressInfo).port}`;

type Escena = { coordinador: TestSession; clinicos: TestSession[]; pacienteId: number; upn: string; muerte: RegistroEtapa };

/** A centre with two clinicians (and one of another centre, who is never told), its monitor and a death record. */
function usarEscena(ajustes: Parameters<typeof usarApiDePrueba>[2]): { api: ApiDePrueba; escena: () => Escena } {
  let escena: Escena | undefined;
  const api = usarApiDePrueba(
    async (app) => {
      const centro = await crearCentro(app, 'MAIL');
      const clinicos = [await signIn(app, 'CLINICO', { hospitales: [centro] }), await signIn(app, 'CLINICO', { hospitales: [centro] })];
      await signIn(app, 'CLINICO', { hospitales: [await crearCentro(app, 'MAIO')] });
      const paciente = await registrarPaciente(app, clinicos[0]!, formularioPaciente(centro));
      const guardado = await requestAs(app, clinicos[0]!, 'PUT', `${PACIENTES}/${paciente.paciente_id}/muerte`, { modo: 'completo', datos: muerteValida() });
      assert.equal(guardado.statusCode, 201, guardado.body);
      escena = { coordinador: await signIn(app, 'COORDINADOR'), clinicos, pacienteId: paciente.paciente_id, upn: paciente.upn, muerte: guardado.json<RegistroEtapa>() };
    },
    {},
    ajustes,
  );
  return { api, escena: () => escena ?? assert.fail('sin escena') };
}

async function abrir(api: ApiDePrueba, escena: Escena): Promise<ConsultaDetalle> {
  const response = await requestAs(api.app, escena.coordinador, 'POST', CONSULTAS, {
    paciente_id: escena.pacienteId,
    formulario: 'muerte',
    registro_id: escena.muerte.registro_id,
    campo: 'muerte_fecha',
    texto_consulta: '¿Es la fecha del certificado?',
  });
  assert.equal(response.statusCode, 201, response.body);
  return response.json<ConsultaDetalle>();
}

/** The next mail the server receives (the worker sends it shortly after the step is committed). */
async function siguienteCorreo(): Promise<Recibido> {
  const limite = Date.now() + 20_000;
  while (recibidos.length === 0) {
    if (Date.now() > limite) assert.fail('el servidor SMTP no ha recibido ningún correo');
    await new Promise((listo) => setTimeout(listo, 100));
  }
  return recibidos.shift()!;
}

describe('with MAIL_ENABLED=1 each step of a query is mailed through SMTP', () => {
  const { api, escena } = usarEscena({ mailEnabled: true, smtpUrl: SMTP_URL });

  test('opening tells the centre’s clinicians; the answer, the monitor who asked; closing, the clinicians again', async () => {
    const { coordinador, clinicos, upn } = escena();
    const clinicosDelCentro = clinicos.map((clinico) => clinico.email).sort();
    const consulta = await abrir(api, escena());
    const apertura = await siguienteCorreo();
    assert.deepEqual(apertura.para, clinicosDelCentro);
    assert.ok(apertura.mensaje.includes(upn) && apertura.mensaje.includes('Nueva consulta'), apertura.mensaje);

    const respuesta = await requestAs(api.app, clinicos[0]!, 'POST', `${CONSULTAS}/${consulta.consulta_id}/respuesta`, { version: consulta.version, texto_consulta: 'Sí, es la del certificado.' });
    assert.equal(respuesta.statusCode, 200, respuesta.body);
    const aviso = await siguienteCorreo();
    assert.deepEqual(aviso.para, [coordinador.email]);
    assert.ok(aviso.mensaje.includes('Consulta respondida'), aviso.mensaje);

    const cierre = await requestAs(api.app, coordinador, 'POST', `${CONSULTAS}/${consulta.consulta_id}/cierre`, { version: respuesta.json<ConsultaDetalle>().version });
    assert.equal(cierre.statusCode, 200, cierre.body);
    const cerrada = await siguienteCorreo();
    assert.deepEqual(cerrada.para, clinicosDelCentro);
    assert.ok(cerrada.mensaje.includes('Consulta cerrada'), cerrada.mensaje);
  });
});

describe('with mail off (the default) nothing is queued', () => {
  const { api, escena } = usarEscena({});

  test('opening a query queues no mail job and sends nothing', async () => {
    const antes = recibidos.length;
    await abrir(api, escena());
    const rows = await filasDe<{ n: number }>(api.app.db, sql`select count(*)::int as n from pgboss.job where name = 'consultas-correo'`);
    assert.equal(rows[0]?.n, 0);
    assert.equal(recibidos.length, antes);
  });
});
