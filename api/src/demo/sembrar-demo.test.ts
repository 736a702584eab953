import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CAMPOS_PACIENTE,
  completitudDatosEsenciales,
  edadEnAnios,
  hoy,
  sumarDias,
  CAMPOS_INFORME,
  momentoGeneralDeEnsayo,
  tipoRegistro,
  validarBiobanco,
  validarConfirmacion,
  validarMuestra,
  validarMuestraNgs,
  validarPaciente,
  validarRegistro,
  type EntradaHistorial,
  type ExpedientePaciente,
  type MuestraDePaciente,
  type ResumenEtapas,
} from '@registro-lma/shared/domain';
import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { openDatabase } from '../db/connection';
import { cargarExpediente } from '../db/expediente';
import { claveId } from '../db/etapa-table';
import { cargarRegistroBiobanco } from '../modules/biobanco/biobanco-queries';
import { contextoMuestra } from '../modules/muestras/contexto-muestra-queries';
import { resultadosNgs } from '../modules/muestras/muestra-ngs-queries';
import { muestrasDePacienteConCicloVida } from '../modules/muestras/muestra-queries';
import { muestrasVisibles } from '../platform/alcance/muestra-scope';
import { analizarPdf } from '../platform/subidas/pdf-contenido-activo-validator';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { CLAVES_HISTORIA, etapaDeFila, filasDeHistoria, validarExpediente } from './expediente-demo';
import { formatearCantidad, sembrarDemo, type ResultadoDemo } from './sembrar-demo';
import { filasDe } from '../db/filas';

/** Who reads every live sample (the demo deletes none). */
const ADMINISTRADOR = { rol: 'ADMIN', usuario_id: 0, hospitales: [], laboratorios: [], biolabs: [] } as const;

const PACIENTES = 600;
const CENTROS = 12;
const PASSWORD = 'contraseña-demo-2026';

type Fila = Record<string, string | number | null> & { paciente_id: number; upn: string; estado: string; creado_por: number | null };

let demo: ResultadoDemo;
let pacientes: Fila[];
let ensayos: Map<number, Record<string, unknown>[]>;
/** Every completed patient's history as the API loads it (`cargarExpediente`), by patient id. */
let expedientes: Map<number, ExpedientePaciente>;
const avances: number[] = [];

async function filas<T>(consulta: ReturnType<typeof sql>): Promise<T[]> {
  return filasDe<T>(api.app.db, consulta);
}

const proporcion = (cumplen: (fila: Fila) => boolean, de: Fila[] = pacientes) => de.filter(cumplen).length / de.length;

/**
 * Seeding is the owner's work, as scripts/seed does it: on PostgreSQL the application role may not reserve ids
 * (setval). PGlite has one role and one in-process database: the app's.
 */
async function comoPropietario<T>(app: FastifyInstance, sembrar: (db: Parameters<typeof sembrarDemo>[0]) => Promise<T>): Promise<T> {
  if (app.config.databaseOwnerUrl === undefined) return sembrar(app.db);
  const propietario = await openDatabase({ ...app.config, databaseUrl: app.config.databaseOwnerUrl });
  try {
    return await sembrar(propietario.db);
  } finally {
    await propietario.close();
  }
}

const api = usarApiDePrueba(async (app) => {
  demo = await comoPropietario(app, (db) =>
    sembrarDemo(db, {
    pacientes: PACIENTES,
    centros: CENTROS,
    password: PASSWORD,
    anadir: false,
    administrador: { adminEmail: undefined, adminPassword: undefined },
    alAvanzar: (sembrados) => avances.push(sembrados),
    semilla: 7,
    validar: true,
    almacen: app.almacen,
    }),
  );
  pacientes = await filas<Fila>(sql`select paciente_id, upn, hospital_id, sexo, fecha_nacimiento::text, fecha_diagnostico::text, entidad,
    consentimiento, fecha_consentimiento::text, version_consentimiento, consentimiento_muestras, fecha_revocacion::text, participa_ensayo,
    medico_responsable, observaciones, estado, estado_motivo, estado_formulario, edad_diagnostico, fecha_registro::text, tipo_registro, creado_por,
    de_completitud_pct, estado_previo_muerte, fecha_ultimo_contacto::text
    from paciente order by upn`);
  ensayos = new Map();
  const filasEnsayo = await filas<Record<string, unknown> & { paciente_id: number }>(sql`select paciente_id, ensayo, ensayo_otro,
    codigo_paciente_ensayo, fecha_inclusion::text, brazo, fecha_salida::text from paciente_ensayo`);
  for (const { paciente_id, ...fila } of filasEnsayo) ensayos.set(paciente_id, [...(ensayos.get(paciente_id) ?? []), fila]);
  expedientes = new Map();
  for (const fila of pacientes.filter((p) => p.estado !== 'BORRADOR')) expedientes.set(fila.paciente_id, await cargarExpediente(app.db, fila.paciente_id));
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

  test('nothing is registered or changed later than now: registrations end yesterday', async () => {
    assert.ok(pacientes.every((fila) => String(fila.fecha_registro) < hoy()));
    const [futuros] = await filas<{ n: number }>(sql`select count(*)::int as n from paciente where creado_en > now() or modificado_en > now()`);
    assert.equal(futuros?.n, 0);
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
    // Most adults with AML die of it: about seven in ten of a registry opened in 2015 (desenlace-demo.ts).
    const fallecidos = proporcion((fila) => fila.estado === 'FALLECIDO', hechos);
    assert.ok(fallecidos > 0.55 && fallecidos < 0.85, `fallecidos ${fallecidos}`);
    assert.ok(proporcion((fila) => fila.estado === 'ACTIVO', hechos) > 0.1);
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

  test('every stored clinical record passes the validation the API applies, against the history the API loads', () => {
    const errores = [...expedientes.values()].flatMap((expediente) => validarExpediente(expediente).errores);
    assert.deepEqual(errores.slice(0, 3), []);
  });

  test('stored computed values and completeness are what the server computes from the stored history', () => {
    for (const [pacienteId, expediente] of expedientes) {
      for (const clave of CLAVES_HISTORIA) {
        for (const fila of filasDeHistoria(expediente, clave)) {
          const etapa = etapaDeFila(clave, fila);
          const calculados = etapa.derivar(fila, { expediente, registroId: fila[claveId(etapa)] as number });
          for (const [nombre, valor] of Object.entries(calculados)) assert.deepEqual(fila[nombre] ?? null, valor ?? null, `${pacienteId} ${etapa.tabla}.${nombre}`);
        }
      }
      const fila = pacientes.find((p) => p.paciente_id === pacienteId);
      assert.equal(fila?.de_completitud_pct, completitudDatosEsenciales(expediente.paciente, expediente).de_completitud_pct, fila?.upn);
    }
  });

  test('every completed patient has a diagnosis; every FALLECIDO one a death record after all its other records', () => {
    for (const fila of completos()) {
      const expediente = expedientes.get(fila.paciente_id);
      assert.ok(expediente?.diagnostico, fila.upn);
      assert.equal(expediente.muerte !== null, fila.estado === 'FALLECIDO', fila.upn);
      assert.equal(fila.estado_previo_muerte, fila.estado === 'FALLECIDO' ? 'ACTIVO' : null, fila.upn);
    }
  });

  test('every patient is followed to a death, a contact in the last 12 months or PERDIDO_SEGUIMIENTO', () => {
    const haceUnAnio = sumarDias(hoy(), -365);
    for (const fila of completos()) {
      const contacto = String(fila.fecha_ultimo_contacto);
      if (fila.estado === 'ACTIVO' && String(fila.fecha_diagnostico) < haceUnAnio) assert.ok(contacto >= haceUnAnio, `${fila.upn}: ${contacto}`);
      if (fila.estado === 'PERDIDO_SEGUIMIENTO') assert.ok(contacto < haceUnAnio, `${fila.upn}: ${contacto}`);
    }
    assert.ok(pacientes.some((fila) => fila.estado === 'ACTIVO' && String(fila.fecha_diagnostico) < haceUnAnio));
  });

  test('plausible clinical distributions: ELN 2022 risk, intensity by age, remission, transplant, relapse, early death', () => {
    const historias = [...expedientes.values()];
    const riesgos = historias.map((e) => e.diagnostico?.riesgo_global_calculado).filter((r) => r !== 'NO_APLICA');
    const parte = (valor: string) => riesgos.filter((r) => r === valor).length / riesgos.length;
    assert.ok(Math.abs(parte('FAVORABLE') - 0.3) < 0.08 && Math.abs(parte('INTERMEDIO') - 0.3) < 0.08 && Math.abs(parte('ADVERSO') - 0.4) < 0.1, JSON.stringify([parte('FAVORABLE'), parte('INTERMEDIO'), parte('ADVERSO')]));
    for (const e of historias) assert.equal(e.diagnostico?.riesgo_global, e.diagnostico?.riesgo_global_calculado);
    const edad = (e: ExpedientePaciente) => edadEnAnios(String(e.paciente.fecha_nacimiento), String(e.paciente.fecha_diagnostico));
    const intensivos = historias.filter((e) => e.induccion?.intencion_tratamiento === 'INTENSIVO');
    const noIntensivos = historias.filter((e) => e.induccion?.intencion_tratamiento === 'NO_INTENSIVO');
    assert.ok(intensivos.filter((e) => edad(e) < 60).length / intensivos.length > 0.3 && noIntensivos.every((e) => edad(e) >= 18));
    assert.ok(noIntensivos.filter((e) => edad(e) >= 70).length / noIntensivos.length > 0.6);
    const evaluados = (lista: ExpedientePaciente[]) => lista.filter((e) => e.induccion?.ind1_eval_respuesta !== 'MUERTE_ANTES_EVALUACION');
    const enRemision = (lista: ExpedientePaciente[]) => lista.filter((e) => e.induccion?.ind_fecha_primera_remision != null);
    const remisionIntensiva = enRemision(evaluados(intensivos)).length / evaluados(intensivos).length;
    const remisionNoIntensiva = enRemision(evaluados(noIntensivos)).length / evaluados(noIntensivos).length;
    assert.ok(remisionIntensiva > 0.58 && remisionIntensiva < 0.8, `RC intensiva ${remisionIntensiva}`);
    assert.ok(remisionNoIntensiva < remisionIntensiva, `RC no intensiva ${remisionNoIntensiva}`);
    assert.ok(historias.some((e) => e.induccion?.refractario_primario === true), 'refractarios');
    const trasplantados = intensivos.filter((e) => e.trasplante.length > 0).length / intensivos.length;
    assert.ok(trasplantados > 0.15 && trasplantados < 0.45, `TPH ${trasplantados}`);
    assert.ok(intensivos.flatMap((e) => e.trasplante).filter((t) => t.tph_estado_pre === 'RC1').length > 0);
    const remitidos = enRemision(historias);
    const recaidas = remitidos.filter((e) => e.recaida.length > 0).length / remitidos.length;
    // Follow-up is censored at today: relapses drawn after it are not known yet, so the observed share is lower.
    assert.ok(recaidas > 0.2 && recaidas < 0.5, `recaídas ${recaidas}`);
    assert.ok(historias.some((e) => e.rec_res.length > 0) && historias.some((e) => e.consolidacion.length > 0) && historias.some((e) => e.post_consolidacion.length > 0));
    assert.ok(historias.filter((e) => e.seguimiento.length > 0).length > historias.length / 5);
    assert.ok(historias.some((e) => e.induccion?.muerte_precoz_30d === true), 'muertes precoces');
    const causas = new Set(historias.map((e) => e.muerte?.muerte_causa_principal).filter(Boolean));
    assert.ok(causas.size >= 5, [...causas].join());
  });

  test('the stages a clinician sees are not all «Sin iniciar»', async () => {
    const fila = completos().find((p) => (expedientes.get(p.paciente_id)?.consolidacion.length ?? 0) > 0);
    assert.ok(fila);
    const clinico = demo.usuarios.find((usuario) => usuario.usuario_id === fila.creado_por);
    assert.ok(clinico);
    const login = await api.app.inject({ method: 'POST', url: '/leucemiaAutenticacion/api/auth/login', payload: { email: clinico.email, password: PASSWORD } });
    const response = await api.app.inject({
      method: 'GET',
      url: `/leucemia/api/pacientes/${fila.paciente_id}/etapas`,
      headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
    });
    assert.equal(response.statusCode, 200, response.body);
    const { estados } = response.json<ResumenEtapas>();
    assert.deepEqual([estados.diagnostico, estados.induccion, estados.consolidacion], ['COMPLETO', 'COMPLETO', 'COMPLETO']);
  });

  test('progress is reported per batch', () => {
    assert.deepEqual(avances, [PACIENTES]);
  });

  test('a registry with patients is refused unless adding; adding keeps the users and continues the UPNs', async () => {
    const opciones = {
      pacientes: 10,
      centros: CENTROS,
      password: 'otra-contraseña-2026',
      anadir: false,
      administrador: { adminEmail: undefined, adminPassword: undefined },
      almacen: api.app.almacen,
    };
    await assert.rejects(sembrarDemo(api.app.db, opciones), { message: `La base de datos ya tiene ${formatearCantidad(PACIENTES)} pacientes: use --append para añadir más.` });
    const anadido = await comoPropietario(api.app, (db) => sembrarDemo(db, { ...opciones, anadir: true }));
    assert.equal(anadido.previos, PACIENTES);
    assert.ok(anadido.usuarios.every((usuario) => !usuario.creado));
    const [ultimo] = await filas<{ upn: string; total: number }>(sql`select max(upn) as upn, count(*)::int as total from paciente`);
    assert.deepEqual(ultimo, { upn: 'LMA-000610', total: PACIENTES + 10 });
  });
});

describe('demo samples', () => {
  /** Every sample as the patient view loads it, by patient id. */
  let muestras: Map<number, MuestraDePaciente[]>;
  const todas = () => [...muestras.values()].flat();
  const momentoDe = (m: MuestraDePaciente) => (m.datos.es_ensayo === true ? momentoGeneralDeEnsayo(m.datos.ensayo, m.datos.momento_ensayo) : m.datos.momento);

  test('only patients who consent to the use of samples have samples; each such patient its diagnosis samples', async () => {
    muestras = new Map();
    for (const fila of completos()) {
      muestras.set(fila.paciente_id, await muestrasDePacienteConCicloVida(api.app.db, fila.paciente_id, muestrasVisibles(ADMINISTRADOR), { conInformes: true, conBiobanco: true, seudonimizado: false }));
    }
    for (const fila of completos()) {
      const propias = muestras.get(fila.paciente_id) ?? [];
      if (fila.consentimiento_muestras !== 'SI' || fila.estado === 'EXCLUIDO') assert.deepEqual(propias, [], fila.upn);
      else if (fila.estado !== 'RETIRADO') assert.ok(propias.filter((m) => momentoDe(m) === 'DIAG').length >= 2, fila.upn);
    }
    assert.ok(todas().length > 2 * PACIENTES, `${todas().length} muestras`);
    // The next sample a clinician registers takes the number after the demo's.
    const descuadres = await filas(sql`select m.paciente_id from muestra m left join muestra_contador c on c.paciente_id = m.paciente_id
      group by m.paciente_id, c.ultimo having c.ultimo is distinct from count(*)`);
    assert.deepEqual(descuadres, []);
  });

  test('every sample and reception passes the API\'s validation against its patient as the API reads it', async () => {
    for (const [pacienteId, propias] of muestras) {
      if (propias.length === 0) continue;
      const contexto = await contextoMuestra(api.app.db, pacienteId);
      for (const m of propias) {
        const resultado = validarMuestra(m.datos, contexto);
        assert.ok(resultado.ok, `${m.codigo_muestra}: ${JSON.stringify(resultado.ok ? null : resultado.errores)}`);
        if (m.confirmacion === null) continue;
        const recepcion = validarConfirmacion(m.confirmacion.datos, { muestra: m.datos });
        assert.ok(recepcion.ok, `${m.codigo_muestra}: ${JSON.stringify(recepcion.ok ? null : recepcion.errores)}`);
      }
    }
  });

  test('plausible lives: most samples reported, a few rejected, trial samples of the patient\'s trial', () => {
    const estados = todas().map((m) => m.estado);
    const parte = (estado: string) => estados.filter((valor) => valor === estado).length / estados.length;
    assert.ok(parte('INFORMADA') > 0.8, `informadas ${parte('INFORMADA')}`);
    assert.ok(parte('RECHAZADA') > 0 && parte('RECHAZADA') < 0.08, `rechazadas ${parte('RECHAZADA')}`);
    const pasosDe: Readonly<Record<string, readonly string[]>> = {
      REGISTRADA: ['REGISTRADA'],
      ENVIADA: ['REGISTRADA', 'ENVIADA'],
      RECIBIDA: ['REGISTRADA', 'ENVIADA', 'RECIBIDA'],
      RECHAZADA: ['REGISTRADA', 'ENVIADA', 'RECHAZADA'],
      INFORMADA: ['REGISTRADA', 'ENVIADA', 'RECIBIDA', 'INFORMADA'],
    };
    for (const m of todas()) {
      assert.deepEqual(m.ciclo_vida.map((paso) => paso.hito).filter((hito) => hito !== 'BIOBANCO'), pasosDe[m.estado], m.codigo_muestra);
      for (const paso of m.ciclo_vida) assert.ok(paso.usuario !== null, `${m.codigo_muestra} ${paso.hito} sin usuario`);
    }
    assert.ok(todas().some((m) => m.datos.es_ensayo === true && m.codigo_paciente_ensayo !== null));
    for (const momento of ['POST_IND1', 'RECAIDA']) assert.ok(todas().some((m) => momentoDe(m) === momento), momento);
  });

  test('each report is a valid PDF in the storage, dated after the reception, the sample\'s only report', async () => {
    const informes = await filas<{ muestra_id: number; tipo_informe: string; fecha_informe: string; recepcion: string; estado: string; clave_fichero: string; sha256: string }>(
      sql`select i.muestra_id, i.tipo_informe, i.fecha_informe::text, c.fecha_recepcion::text as recepcion, m.estado, i.clave_fichero, i.sha256
        from informe i join muestra m using (muestra_id) join muestra_confirmacion c using (muestra_id)`,
    );
    assert.ok(informes.length > PACIENTES);
    assert.equal(new Set(informes.map((fila) => fila.muestra_id)).size, informes.length);
    for (const fila of informes) {
      const formulario = validarRegistro(CAMPOS_INFORME, { muestra_id: fila.muestra_id, tipo_informe: fila.tipo_informe, fecha_informe: fila.fecha_informe });
      assert.ok(formulario.ok && fila.fecha_informe >= fila.recepcion && fila.estado === 'INFORMADA', JSON.stringify(fila));
    }
    for (const clave of new Set(informes.map((fila) => fila.clave_fichero))) {
      const contenido = await buffer(await api.app.almacen.leer(clave));
      assert.deepEqual(await analizarPdf(contenido), { estado: 'valido', paginas: 1 });
      assert.ok(informes.filter((fila) => fila.clave_fichero === clave).every((fila) => fila.sha256 === createHash('sha256').update(contenido).digest('hex')));
    }
  });

  test('NGS results pass their validation and carry the variants the diagnosis records', async () => {
    const resultados = (await resultadosNgs(api.app.db, undefined)).filter((resultado) => muestras.has(resultado.paciente_id));
    assert.ok(resultados.some((r) => (r.datos.ngs_variante as unknown[]).length > 0));
    const porMuestra = new Map(todas().map((m) => [m.muestra_id, m]));
    for (const resultado of resultados) {
      const origen = porMuestra.get(resultado.muestra_id);
      assert.ok(origen && (origen.datos.estudios_solicitados as string[]).includes('NGS') && origen.estado === 'INFORMADA', resultado.codigo_muestra);
      const validacion = validarMuestraNgs(resultado.datos, origen.datos);
      assert.ok(validacion.ok, `${resultado.codigo_muestra}: ${JSON.stringify(validacion.ok ? null : validacion.errores)}`);
      const genes = (resultado.datos.ngs_variante as { gen: string }[]).map((variante) => variante.gen);
      const diagnostico = expedientes.get(resultado.paciente_id)?.diagnostico;
      if (resultado.momento === 'DIAG' && resultado.datos.estado_ngs !== 'FALLIDO') {
        assert.equal(genes.includes('NPM1'), diagnostico?.npm1 === 'MUTADO', resultado.codigo_muestra);
        assert.equal(genes.includes('TP53'), diagnostico?.tp53 === 'MUTADO', resultado.codigo_muestra);
      }
    }
  });

  test('biobank entries pass their validation; a withdrawn patient\'s aliquots stay stored, pending destruction', async () => {
    const ids = await filas<{ biobanco_id: number; estado: string; fecha_extraccion: string }>(sql`select b.biobanco_id, p.estado, m.fecha_extraccion::text
      from biobanco b join paciente p using (paciente_id) join muestra m on m.muestra_id = b.muestra_id`);
    assert.ok(ids.length > PACIENTES / 10, `${ids.length} entradas`);
    for (const { biobanco_id, estado, fecha_extraccion } of ids) {
      const registro = await cargarRegistroBiobanco(api.app.db, biobanco_id);
      assert.ok(registro);
      const resultado = validarBiobanco(registro.datos, { alta: true, consentimiento_muestras: 'SI', fecha_extraccion });
      assert.ok(resultado.ok, `${registro.identificador}: ${JSON.stringify(resultado.ok ? null : resultado.errores)}`);
      if (estado === 'RETIRADO') assert.equal(registro.datos.estado_alicuota, 'DISPONIBLE', registro.identificador);
    }
    assert.ok(ids.some((fila) => fila.estado === 'RETIRADO'), 'alícuotas de un paciente retirado');
  });

  test('the audit trail holds what the commands write: the last snapshot of each record is the record as the API reads it', async () => {
    const ultimas = await filas<{ tabla: string; registro_id: string; despues: unknown }>(sql`select distinct on (tabla, registro_id) tabla, registro_id, despues
      from auditoria where tabla in ('muestra', 'muestra_confirmacion', 'muestra_ngs', 'biobanco') order by tabla, registro_id, auditoria_id desc`);
    const porClave = new Map(ultimas.map((fila) => [`${fila.tabla}:${fila.registro_id}`, fila.despues]));
    for (const m of todas()) {
      const { ciclo_vida: _ciclo, ...vista } = m;
      assert.deepEqual(porClave.get(`muestra:${m.muestra_id}`), JSON.parse(JSON.stringify(vista)), m.codigo_muestra);
    }
    for (const resultado of await resultadosNgs(api.app.db, undefined)) assert.deepEqual(porClave.get(`muestra_ngs:${resultado.ngs_id}`), resultado);
    const [entrada] = await filas<{ biobanco_id: number }>(sql`select biobanco_id from biobanco order by biobanco_id limit 1`);
    assert.deepEqual(porClave.get(`biobanco:${entrada?.biobanco_id}`), await cargarRegistroBiobanco(api.app.db, Number(entrada?.biobanco_id)));
  });

  test('the clinician sees the lifecycle with who did each step and downloads the report', async () => {
    const [pacienteId, propias] = [...muestras].find(([, lista]) => lista.some((m) => m.ciclo_vida.some((paso) => paso.hito === 'BIOBANCO'))) ?? [];
    assert.ok(pacienteId !== undefined && propias);
    const fila = pacientes.find((p) => p.paciente_id === pacienteId);
    const clinico = demo.usuarios.find((usuario) => usuario.usuario_id === fila?.creado_por);
    assert.ok(clinico);
    const login = await api.app.inject({ method: 'POST', url: '/leucemiaAutenticacion/api/auth/login', payload: { email: clinico.email, password: PASSWORD } });
    const authorization = `Bearer ${login.json<{ token: string }>().token}`;
    const response = await api.app.inject({ method: 'GET', url: `/leucemia/api/muestras/paciente/${pacienteId}`, headers: { authorization } });
    assert.equal(response.statusCode, 200, response.body);
    const vista = response.json<MuestraDePaciente[]>().find((m) => m.ciclo_vida.some((paso) => paso.hito === 'BIOBANCO'));
    assert.deepEqual(vista?.ciclo_vida.map((paso) => paso.hito), ['REGISTRADA', 'ENVIADA', 'RECIBIDA', 'INFORMADA', 'BIOBANCO']);
    const informe = vista?.ciclo_vida.find((paso) => paso.hito === 'INFORMADA');
    const descarga = await api.app.inject({ method: 'GET', url: `/leucemia/api/ficheros/${informe?.informe_id}`, headers: { authorization } });
    assert.equal(descarga.statusCode, 200);
    assert.equal(descarga.rawPayload.subarray(0, 5).toString(), '%PDF-');
  });
});

test('formatearCantidad separates thousands with a space', () => {
  assert.deepEqual([999, 1234, 40_000, 100_000].map(formatearCantidad), ['999', '1 234', '40 000', '100 000']);
});
