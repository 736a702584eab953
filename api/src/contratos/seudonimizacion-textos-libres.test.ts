import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFINICIONES_AREAS, esSoloLectura, type Paciente } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { operacionesOpenApi, rutaConcreta } from '../testing/operaciones-openapi';
import { MUESTRAS, RESULTADO_NGS, datosMuestra, registrarMuestra, registrarPacienteConMuestras } from '../testing/muestras';
import { CONSULTAS } from '../testing/rutas-consultas';
import { crearCentro, formularioPaciente, PACIENTES, requestAs } from '../testing/pacientes';
import { signIn, type TestSession } from '../testing/sign-in';
import { descargarFichero } from '../modules/descargas/descarga.fixture';
import { leerConPython } from '../testing/leer-con-python';

// data-dictionary §2.3 and §8: a read-only user reads no free text and no user's name, in any answer or extract.
// A marker is planted in every free-text field of the sample half (sample, reception, NGS result and variant,
// biobank entry) and in a query's thread (its texts, and the patient's free text its answer corrected, with the names
// of who took each step); every GET of the OpenAPI document and every extract LECTURA may ask for is read for it.

/** The marker planted in a field (a gene symbol has its HGNC pattern). */
const marca = (campo: string) => (campo === 'gen_otro' ? 'MARCA-GENOTRO' : `MARCA-${campo}-libre`);

let admin: TestSession;
let laboratorio: TestSession;
let biobanco: TestSession;
let lectura: TestSession;
let paciente: Paciente;
let rechazada: number;
let recibida: number;
let registroBiobanco: number;
let coordinador: TestSession;
let consultaId: number;

const api = usarApiDePrueba(async (app) => {
  admin = await signIn(app, 'ADMIN');
  laboratorio = await signIn(app, 'LABORATORIO', { laboratorios: ['LAB_CMF_REF'] });
  biobanco = await signIn(app, 'BIOBANCO', { biolabs: ['BIOBANCO_CENTRAL'] });
  lectura = await signIn(app, 'LECTURA');
  coordinador = await signIn(app, 'COORDINADOR');
  const centro = await crearCentro(app, 'HMARCA');
  paciente = await registrarPacienteConMuestras(app, admin, centro);
  const conTextos = await registrarMuestra(app, admin, paciente.paciente_id, {
    momento: 'OTRO',
    momento_otro: marca('momento_otro'),
    material: 'OTRO',
    material_otro: marca('material_otro'),
    fecha_extraccion: '2024-01-16',
    laboratorio_economico: 'PROYECTO_INVESTIGACION',
    codigo_proyecto: marca('codigo_proyecto'),
    fecha_envio: '2024-01-16',
    seguimiento_envio: marca('seguimiento_envio'),
    observaciones: marca('observaciones'),
  });
  rechazada = conTextos.muestra_id;
  const rechazo = await requestAs(app, laboratorio, 'PUT', `${MUESTRAS}/${rechazada}/confirmacion`, {
    datos: {
      fecha_recepcion: '2024-01-17',
      condicion: ['OTRA'],
      condicion_otra: marca('condicion_otra'),
      aceptada: 'NO',
      motivo_rechazo: marca('motivo_rechazo'),
      n_tubos_recibidos: 2,
      observaciones: marca('observaciones_recepcion'),
    },
  });
  assert.ok([200, 201].includes(rechazo.statusCode), rechazo.body);
  recibida = (await registrarMuestra(app, admin, paciente.paciente_id, datosMuestra())).muestra_id;
  const recepcion = await requestAs(app, laboratorio, 'PUT', `${MUESTRAS}/${recibida}/confirmacion`, {
    datos: { fecha_recepcion: '2024-01-15', condicion: ['CORRECTA'], aceptada: 'SI', n_tubos_recibidos: 2 },
  });
  assert.ok([200, 201].includes(recepcion.statusCode), recepcion.body);
  const ngs = await requestAs(app, laboratorio, 'PUT', `/leucemia/api/pacientes/${paciente.paciente_id}/muestra-ngs`, {
    muestra_id: recibida,
    datos: {
      ...RESULTADO_NGS,
      observaciones: marca('observaciones_ngs'),
      ngs_variante: [{ ...RESULTADO_NGS.ngs_variante[0], gen: 'OTRO', gen_otro: marca('gen_otro'), comentario: marca('comentario') }],
    },
  });
  assert.ok([200, 201].includes(ngs.statusCode), ngs.body);
  const entrada = await requestAs(app, biobanco, 'POST', `/leucemia/api/biobanco/${paciente.upn}`, {
    datos: {
      biolab: 'BIOBANCO_CENTRAL',
      codigo_biobanco: 'BC-MARCA',
      fecha_entrada: '2024-01-20',
      tipo_alicuota: 'ADN',
      n_alicuotas: 3,
      temperatura_almacenamiento: 'MENOS_80',
      consentimiento_verificado: true,
      ubicacion: marca('ubicacion'),
      estado_alicuota: 'CEDIDA',
      fecha_salida: '2024-03-01',
      proyecto_cesion: marca('proyecto_cesion'),
      observaciones: marca('observaciones_biobanco'),
    },
  });
  assert.equal(entrada.statusCode, 201, entrada.body);
  registroBiobanco = entrada.json<{ biobanco_id: number }>().biobanco_id;
  // A query on the patient's free text, answered with its correction: the thread's texts, names and before → after.
  const consulta = await requestAs(app, coordinador, 'POST', CONSULTAS, {
    paciente_id: paciente.paciente_id,
    formulario: 'paciente',
    registro_id: paciente.paciente_id,
    campo: 'observaciones',
    texto_consulta: marca('texto_consulta'),
  });
  assert.equal(consulta.statusCode, 201, consulta.body);
  consultaId = consulta.json<{ consulta_id: number; version: number }>().consulta_id;
  const correccion = await requestAs(app, admin, 'PUT', `${PACIENTES}/${paciente.paciente_id}`, {
    ...formularioPaciente(centro, { fecha_nacimiento: '1960-05-10', fecha_diagnostico: '2024-01-15', fecha_consentimiento: '2024-01-16', consentimiento_muestras: 'SI' }),
    version: paciente.version,
    observaciones: marca('observaciones_paciente'),
  });
  assert.equal(correccion.statusCode, 200, correccion.body);
  const respuesta = await requestAs(app, admin, 'POST', `${CONSULTAS}/${consultaId}/respuesta`, { version: consulta.json<{ version: number }>().version, texto_consulta: marca('respuesta_consulta') });
  assert.equal(respuesta.statusCode, 200, respuesta.body);
  assert.equal(respuesta.json<{ hilo: { correccion: unknown[] }[] }>().hilo.at(-1)?.correccion.length, 1);
});

/** Every planted text, and the names of the users who acted: none may reach LECTURA. */
function prohibidos(): string[] {
  const textos = [
    'momento_otro',
    'material_otro',
    'codigo_proyecto',
    'seguimiento_envio',
    'observaciones',
    'condicion_otra',
    'motivo_rechazo',
    'observaciones_recepcion',
    'observaciones_ngs',
    'gen_otro',
    'comentario',
    'ubicacion',
    'proyecto_cesion',
    'observaciones_biobanco',
    'texto_consulta',
    'respuesta_consulta',
    'observaciones_paciente',
  ].map(marca);
  // A name is sent whole («Prueba ADMIN 3») or as its own fields (`"apellidos":"ADMIN 3"`).
  return [...textos, ...[admin, laboratorio, biobanco, coordinador].flatMap((usuario) => [`Prueba ${usuario.apellidos}`, `"${usuario.apellidos}"`])];
}

function idDe(plantilla: string): number {
  if (plantilla.startsWith('/leucemia/api/biobanco/')) return registroBiobanco;
  if (plantilla.startsWith('/leucemia/api/muestras/') && !plantilla.startsWith('/leucemia/api/muestras/paciente/')) return rechazada;
  if (plantilla.startsWith('/leucemia/api/informes/')) return recibida;
  if (plantilla.startsWith(`${CONSULTAS}/`)) return consultaId;
  return paciente.paciente_id;
}

test('no GET route gives LECTURA a planted free text of the sample half or of a query’s thread, or a user’s name, though ADMIN reads each', async () => {
  const plantillas = (await operacionesOpenApi(api.app)).filter(({ method }) => method === 'GET').map(({ plantilla }) => plantilla);
  const fugas: string[] = [];
  const vistosPorAdmin = new Set<string>();
  for (const plantilla of plantillas) {
    for (const id of new Set([idDe(plantilla), recibida])) {
      const url = rutaConcreta(plantilla, { id, upn: paciente.upn, texto: paciente.upn, codigo: 'x', catalogo: 'sexo' });
      const visto = await requestAs(api.app, lectura, 'GET', url);
      const completo = await requestAs(api.app, admin, 'GET', url);
      for (const valor of prohibidos()) {
        if (visto.body.includes(valor)) fugas.push(`${url} (${visto.statusCode}): «${valor}»`);
        if (completo.body.includes(valor)) vistosPorAdmin.add(valor);
      }
    }
  }
  assert.deepEqual(fugas, []);
  assert.deepEqual(
    prohibidos().filter((valor) => !vistosPorAdmin.has(valor) && valor.startsWith('MARCA-')),
    [],
    'every planted text must be readable by ADMIN somewhere, or the sweep proves nothing',
  );
});

/** Every entry of a ZIP (the CSVs, or the parts of a workbook) as one text, read by Python's zipfile. */
const TODO_EL_TEXTO = `
import json, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
json.dump(''.join(z.read(n).decode('utf-8', 'replace') for n in z.namelist()), sys.stdout)
`;

test('no extract LECTURA may ask for holds a planted free text or a user’s name', async () => {
  const areas = DEFINICIONES_AREAS.filter((area) => area.roles.includes('LECTURA') && area.requiereEnsayo !== true);
  assert.ok(esSoloLectura('LECTURA') && areas.length > 0);
  const fugas: string[] = [];
  for (const area of areas) {
    for (const formato of ['CSV', 'XLSX'] as const) {
      const { respuesta } = await descargarFichero(api.app, lectura, area.id, { formato, incluir_etiquetas: true });
      const texto = leerConPython('python3', TODO_EL_TEXTO, respuesta.rawPayload, 'descarga.zip') as string;
      for (const valor of prohibidos()) if (texto.includes(valor)) fugas.push(`${area.id} ${formato}: «${valor}»`);
    }
  }
  assert.deepEqual(fugas, []);
});
