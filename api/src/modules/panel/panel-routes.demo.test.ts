import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ZodType } from 'zod';
import { PLAZOS_CALIDAD, type RespuestaAcumulacion, type RespuestaCompletitud, type RespuestaMutaciones } from '@registro-lma/shared/domain';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { sembrarDemoDePrueba } from '../../testing/demo-de-prueba';
import { requestAs } from '../../testing/pacientes';
import { signIn, type TestSession } from '../../testing/sign-in';
import { type ContenidoZip, descargarArea, filasCsv } from '../descargas/descarga.fixture';
import { acumulacionSchema } from './acumulacion-schemas';
import { completitudSchema } from './completitud-schemas';
import { mutacionesSchema } from './mutaciones-schemas';
import { respuestaSchema, supervivenciaSchema } from './panel-schemas';

const PANEL = '/leucemiaDescargas/api/panel';

let admin: TestSession;
let clinico: TestSession;
/** The centres' ids by their code, from the centre selector every user has (the extract names a centre by its code). */
let idDeCentro = new Map<string, string>();
let centroDelClinico = '';

const api = usarApiDePrueba(async (app) => {
  await sembrarDemoDePrueba(app);
  admin = await signIn(app, 'ADMIN');
  const centros = await requestAs(app, admin, 'GET', '/leucemiaHospitales/api/hospitales/select');
  assert.equal(centros.statusCode, 200, centros.body);
  const lista = centros.json<{ hospital_id: number; codigo: string }[]>();
  idDeCentro = new Map(lista.map((centro) => [centro.codigo, String(centro.hospital_id)]));
  centroDelClinico = lista[0]!.codigo;
  clinico = await signIn(app, 'CLINICO', { hospitales: [lista[0]!.hospital_id] });
});

/** One extract per user and area, downloaded on first use and read back by Python's csv module. */
const extractos = new Map<string, Promise<ContenidoZip>>();
function extracto(sesion: TestSession, area: 'diagnostico' | 'seguimiento' | 'muestras'): Promise<ContenidoZip> {
  const clave = `${sesion.usuario_id} ${area}`;
  if (!extractos.has(clave)) {
    extractos.set(
      clave,
      descargarArea(api.app, sesion, area, { formato: 'CSV', seudonimizado: false, incluir_etiquetas: false }).then(({ contenido }) => contenido),
    );
  }
  return extractos.get(clave)!;
}

async function panel<T>(sesion: TestSession, ruta: string): Promise<T> {
  const response = await requestAs(api.app, sesion, 'GET', `${PANEL}/${ruta}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<T>();
}

/** Counts by key, as sorted [key, n] pairs (the same shape for the panel's points and the extract's rows). */
function contar(claves: readonly string[]): [string, number][] {
  const cuenta = new Map<string, number>();
  for (const clave of claves) cuenta.set(clave, (cuenta.get(clave) ?? 0) + 1);
  return [...cuenta].sort(([a], [b]) => a.localeCompare(b));
}

const puntos = (respuesta: RespuestaAcumulacion, serie: string): [string, number][] =>
  respuesta.series
    .find((s) => s.serie === serie)!
    .puntos.map((p): [string, number] => {
      assert.equal(typeof p.n, 'number', `${serie}: recuento oculto`);
      return [`${p.x} ${p.grupo}`, Number(p.n)];
    })
    .sort(([a], [b]) => a.localeCompare(b));

const USUARIOS = [
  ['ADMIN', () => admin],
  ['CLINICO de un centro', () => clinico],
] as const;

test('en el registro de demostración, la acumulación del panel cuenta lo que los ficheros paciente y muestra de la descarga del mismo usuario', async () => {
  for (const [quien, sesion] of USUARIOS) {
    const pacientes = filasCsv(await extracto(sesion(), 'diagnostico'), 'paciente.csv');
    const muestras = filasCsv(await extracto(sesion(), 'muestras'), 'muestra.csv');
    assert.ok(pacientes.length > 0 && muestras.length > 0, `${quien}: descarga vacía`);
    if (quien !== 'ADMIN') assert.ok(pacientes.every((p) => p.hospital_codigo === centroDelClinico), `${quien}: pacientes de otro centro`);
    const acumulacion = await panel<RespuestaAcumulacion>(sesion(), 'acumulacion');
    const centro = (codigo: string) => idDeCentro.get(codigo) ?? assert.fail(`centro desconocido: ${codigo}`);
    assert.deepEqual(puntos(acumulacion, 'PACIENTES_MES'), contar(pacientes.map((p) => `${p.fecha_registro!.slice(0, 7)} ${centro(p.hospital_codigo!)}`)), `${quien}: registros por mes y centro`);
    assert.deepEqual(
      puntos(acumulacion, 'DIAGNOSTICOS_ANIO'),
      contar(pacientes.filter((p) => p.fecha_diagnostico !== '').map((p) => `${p.fecha_diagnostico!.slice(0, 4)} TODOS`)),
      `${quien}: diagnósticos por año`,
    );
    assert.deepEqual(puntos(acumulacion, 'ESTADOS'), contar(pacientes.map((p) => `${p.estado} TODOS`)), `${quien}: pacientes por estado`);
    assert.deepEqual(
      puntos(acumulacion, 'MUESTRAS_MES'),
      contar(muestras.filter((m) => m.fecha_extraccion !== '').map((m) => `${m.fecha_extraccion!.slice(0, 7)} ${m.laboratorio_destino}`)),
      `${quien}: muestras por mes y laboratorio`,
    );
  }
});

/** `hoy` minus `meses` months as PostgreSQL's `date - interval` gives it: the day clamped to the target month's last. */
function mesesAntes(hoy: string, meses: number): string {
  const [anio, mes, dia] = hoy.split('-').map(Number) as [number, number, number];
  const indice = anio * 12 + (mes - 1) - meses;
  const [a, m] = [Math.floor(indice / 12), (indice % 12) + 1];
  const ultimo = new Date(Date.UTC(a, m, 0)).getUTCDate();
  return `${String(a).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(dia, ultimo)).padStart(2, '0')}`;
}

const proporcion = (x: number, n: number) => (n === 0 ? null : x / n);

test('en el registro de demostración, la completitud por centro del panel es la de los datos esenciales y el último contacto de la descarga del mismo usuario', async () => {
  for (const [quien, sesion] of USUARIOS) {
    const pacientes = filasCsv(await extracto(sesion(), 'diagnostico'), 'paciente.csv');
    const resumenes = new Map(filasCsv(await extracto(sesion(), 'seguimiento'), 'resumen_paciente.csv').map((r) => [r.upn!, r]));
    assert.equal(resumenes.size, pacientes.length, `${quien}: un resumen por paciente`);
    const desde = mesesAntes(new Date().toISOString().slice(0, 10), PLAZOS_CALIDAD.seguimientoMeses);
    const porCentro = new Map<string, { n: number; completos: number; vivos: number; al_dia: number }>();
    for (const p of pacientes) {
      const resumen = resumenes.get(p.upn!) ?? assert.fail(`${quien}: ${p.upn} sin resumen`);
      // The patient's stored percentage and the summary's flag, worked out from the history when extracted, say the same.
      assert.equal(p.de_completitud_pct === '100', resumen.de_completo === '1', `${quien}: ${p.upn} de_completitud_pct ${p.de_completitud_pct}, de_completo ${resumen.de_completo}`);
      const id = idDeCentro.get(p.hospital_codigo!) ?? assert.fail(`centro desconocido: ${p.hospital_codigo}`);
      const centro = porCentro.get(id) ?? porCentro.set(id, { n: 0, completos: 0, vivos: 0, al_dia: 0 }).get(id)!;
      const vivo = ['ACTIVO', 'PERDIDO_SEGUIMIENTO'].includes(p.estado!);
      centro.n += 1;
      centro.completos += p.de_completitud_pct === '100' ? 1 : 0;
      centro.vivos += vivo ? 1 : 0;
      centro.al_dia += vivo && resumen.fecha_ultimo_contacto !== '' && resumen.fecha_ultimo_contacto! >= desde ? 1 : 0;
    }
    const completitud = await panel<RespuestaCompletitud>(sesion(), 'completitud');
    assert.equal(completitud.meses_seguimiento, PLAZOS_CALIDAD.seguimientoMeses);
    assert.equal(completitud.n, pacientes.length, `${quien}: pacientes`);
    assert.deepEqual(
      completitud.centros.map((c) => [String(c.hospital_id), { n: c.n, completos: c.completos, vivos: c.vivos, al_dia: c.al_dia }]).sort(([a], [b]) => String(a).localeCompare(String(b))),
      [...porCentro].sort(([a], [b]) => a.localeCompare(b)),
      `${quien}: recuentos por centro`,
    );
    // The extract has each patient's count of applicable and completed items, not which ones: the items' total is checked.
    const faltan = pacientes.reduce((total, p) => total + Number(resumenes.get(p.upn!)!.de_items_aplicables) - Number(resumenes.get(p.upn!)!.de_items_completos), 0);
    assert.equal(completitud.items.reduce((total, item) => total + Number(item.pendientes), 0), faltan, `${quien}: datos esenciales pendientes`);
    for (const c of completitud.centros) {
      const esperado = porCentro.get(String(c.hospital_id))!;
      assert.equal(c.proporcion_completos, proporcion(esperado.completos, esperado.n), `${quien}: centro ${c.hospital_id}, proporción completa`);
      assert.equal(c.proporcion_al_dia, proporcion(esperado.al_dia, esperado.vivos), `${quien}: centro ${c.hospital_id}, proporción al día`);
    }
  }
});

/**
 * Per gene, the patients with a counted variant in it and the patients that studied it; and the patients profiled. A
 * failed result («Fallido / no valorable») studied none of its panel's genes: its patient is not wild type for them.
 */
function paisajeDelExtracto(contenido: ContenidoZip, clasificaciones: readonly string[]) {
  const estudiados = new Map<string, Set<string>>();
  const mutados = new Map<string, Set<string>>();
  const anadir = (mapa: Map<string, Set<string>>, upn: string, gen: string) => (mapa.get(upn) ?? mapa.set(upn, new Set()).get(upn)!).add(gen);
  const resultados = filasCsv(contenido, 'muestra_ngs.csv');
  for (const resultado of resultados.filter((r) => r.estado_ngs !== 'FALLIDO')) {
    for (const gen of resultado.genes_estudiados!.split('|')) if (gen !== '' && gen !== 'OTRO') anadir(estudiados, resultado.upn!, gen);
  }
  const claves = new Set(resultados.map((r) => `${r.codigo_muestra} ${r.ngs_num}`));
  for (const variante of filasCsv(contenido, 'ngs_variante.csv')) {
    assert.ok(claves.has(`${variante.codigo_muestra} ${variante.ngs_num}`), `variante sin su resultado: ${variante.codigo_muestra} ${variante.ngs_num}`);
    if (variante.gen === 'OTRO' || !clasificaciones.includes(variante.clasificacion!)) continue;
    anadir(mutados, variante.upn!, variante.gen!);
    anadir(estudiados, variante.upn!, variante.gen!);
  }
  const genes = new Map<string, { mutados: number; estudiados: number }>();
  const gen = (codigo: string) => genes.get(codigo) ?? genes.set(codigo, { mutados: 0, estudiados: 0 }).get(codigo)!;
  for (const suyos of estudiados.values()) for (const codigo of suyos) gen(codigo).estudiados += 1;
  for (const suyos of mutados.values()) for (const codigo of suyos) gen(codigo).mutados += 1;
  return {
    pacientes: [...estudiados.values()].filter((suyos) => suyos.size > 0).length,
    genes: [...genes].filter(([, g]) => g.mutados > 0).sort(([a], [b]) => a.localeCompare(b)),
  };
}

test('en el registro de demostración, los mutados y estudiados por gen del panel son los de los ficheros NGS de la descarga del mismo usuario, con y sin VUS', async () => {
  for (const [quien, sesion] of USUARIOS) {
    const contenido = await extracto(sesion(), 'muestras');
    if (quien === 'ADMIN') assert.ok(filasCsv(contenido, 'muestra_ngs.csv').some((r) => r.estado_ngs === 'FALLIDO'), 'el demo no tiene resultados NGS fallidos');
    for (const [vus, clasificaciones] of [
      ['NO', ['PATOGENICA', 'PROBABLEMENTE_PATOGENICA']],
      ['SI', ['PATOGENICA', 'PROBABLEMENTE_PATOGENICA', 'VUS']],
    ] as const) {
      const esperado = paisajeDelExtracto(contenido, clasificaciones);
      assert.ok(esperado.genes.length > 0, `${quien}: sin genes mutados`);
      const mutaciones = await panel<RespuestaMutaciones>(sesion(), `mutaciones?vus=${vus}`);
      assert.equal(mutaciones.pacientes, esperado.pacientes, `${quien}, vus=${vus}: pacientes`);
      assert.deepEqual(
        mutaciones.genes.map((g) => [g.gen, { mutados: g.mutados, estudiados: g.estudiados }]).sort(([a], [b]) => String(a).localeCompare(String(b))),
        esperado.genes,
        `${quien}, vus=${vus}: genes`,
      );
    }
  }
});

test('cada respuesta del panel es lo que documenta su esquema, sin un campo de más ni de menos, también con recuentos ocultos', async () => {
  const lectura = await signIn(api.app, 'LECTURA');
  const respuestas: [string, ZodType][] = [
    ...['ninguno', 'riesgo_eln', 'edad', 'intensidad', 'centro', 'gen:NPM1'].flatMap((grupo): [string, ZodType][] =>
      ['OS', 'EFS', 'RFS'].map((desenlace) => [`supervivencia?desenlace=${desenlace}&grupo=${grupo}`, supervivenciaSchema]),
    ),
    ...['riesgo_eln', 'intensidad', 'edad'].map((grupo): [string, ZodType] => [`respuesta?grupo=${grupo}`, respuestaSchema]),
    ['acumulacion', acumulacionSchema],
    ['completitud', completitudSchema],
    ['mutaciones', mutacionesSchema],
    ['mutaciones?vus=SI', mutacionesSchema],
  ];
  for (const sesion of [admin, clinico, lectura]) {
    for (const [ruta, esquema] of respuestas) {
      const respuesta = await panel<unknown>(sesion, ruta);
      assert.deepEqual(esquema.parse(respuesta), respuesta, `${sesion.rol} ${ruta}`);
    }
  }
});
