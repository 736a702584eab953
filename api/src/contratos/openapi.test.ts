import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CAMPOS_BIOBANCO,
  CAMPOS_CONFIRMACION,
  CAMPOS_EXTRA_CATALOGO,
  CAMPOS_EXTRA_MOMENTO,
  CATALOGOS_EDITABLES,
  CAMPOS_DIAGNOSTICO_FISH,
  CAMPOS_MUESTRA,
  CAMPOS_MUESTRA_NGS,
  CAMPOS_NGS_VARIANTE,
  CLAVE_VARIANTES,
  ETAPAS,
  type Campo,
} from '@registro-lma/shared/domain';
import { RUTAS_API } from '@registro-lma/shared/api-routes';
import { usarApiDePrueba } from '../testing/api-de-prueba';
import { RUTAS_ETAPAS } from '../testing/rutas-etapas';
import { RUTAS_DESCARGAS } from '../modules/descargas/descarga.fixture';
import { RUTAS_CALIDAD } from '../testing/rutas-calidad';
import { RUTAS_CONSULTAS } from '../testing/rutas-consultas';

interface Operation {
  security?: object[];
  requestBody?: { content: Record<string, { schema: object }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; securitySchemes: Record<string, object> };
}

let documento: OpenApiDocument;

const api = usarApiDePrueba(async (app) => {
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  assert.equal(response.statusCode, 200);
  documento = response.json();
});

test('/docs/json is an OpenAPI 3.1 document listing the API routes', () => {
  assert.equal(documento.openapi, '3.1.0');
  assert.equal(documento.info.title, 'Registro LMA — API');
  assert.deepEqual(Object.keys(documento.paths).sort(), [
    ...new Set(RUTAS_ETAPAS.map((ruta) => ruta.url)),
    '/leucemia/api/biobanco',
    '/leucemia/api/biobanco/retirados',
    '/leucemia/api/biobanco/{upn}',
    '/leucemia/api/biobanco/{upn}/paciente',
    '/leucemia/api/biobanco/{upn}/{id}',
    '/leucemia/api/biobanco/{upn}/{id}/estado',
    '/leucemia/api/ficheros/{id}',
    '/leucemia/api/informes',
    '/leucemia/api/informes/muestra/{id}',
    '/leucemia/api/informes/{id}',
    '/leucemia/api/muestras',
    '/leucemia/api/muestras/codigo/{codigo}',
    '/leucemia/api/muestras/generar-pdf/{id}',
    '/leucemia/api/muestras/mail-muestra/{id}',
    '/leucemia/api/muestras/paciente/{id}',
    '/leucemia/api/muestras/recepcion-en-bloque',
    '/leucemia/api/muestras/recuento',
    '/leucemia/api/muestras/select/{lista}',
    '/leucemia/api/muestras/{id}',
    '/leucemia/api/muestras/{id}/confirmacion',
    '/leucemia/api/muestras/{id}/estado',
    '/leucemia/api/pacientes',
    '/leucemia/api/pacientes/admin',
    '/leucemia/api/pacientes/codigo-nuevo-upn',
    '/leucemia/api/pacientes/mail-paciente/{id}',
    '/leucemia/api/pacientes/select/busqueda/{texto}',
    '/leucemia/api/pacientes/select/entidades',
    '/leucemia/api/pacientes/select/estados',
    '/leucemia/api/pacientes/upn/{upn}',
    '/leucemia/api/pacientes/{id}',
    '/leucemia/api/pacientes/{id}/estado',
    '/leucemia/api/pacientes/{id}/historial',
    '/leucemia/api/pacientes/{id}/muestra-ngs',
    '/leucemiaAutenticacion/api/auth/login',
    '/leucemiaHospitales/api/hospitales',
    '/leucemiaHospitales/api/hospitales/select',
    '/leucemiaHospitales/api/hospitales/{id}',
    '/leucemiaLibrerias/api/catalogos',
    '/leucemiaLibrerias/api/catalogos/{catalogo}',
    '/leucemiaLibrerias/api/catalogos/{catalogo}/orden',
    '/leucemiaLibrerias/api/catalogos/{catalogo}/{codigo}',
    '/leucemiaLibrerias/api/catalogos/{catalogo}/{codigo}/desactivar',
    '/leucemiaLibrerias/api/catalogos/{catalogo}/{codigo}/reactivar',
    '/leucemiaLibrerias/api/library',
    '/leucemiaLibrerias/api/library/documentos',
    '/leucemiaLibrerias/api/library/documentos/{clave}',
    '/leucemiaLibrerias/api/library/documentos/{clave}/fichero',
    '/leucemiaLibrerias/api/library/documentos/{clave}/versiones',
    '/leucemiaLibrerias/api/library/documentos/{clave}/versiones/{version}/fichero',
    '/leucemiaLibrerias/api/library/generados',
    '/leucemiaLibrerias/api/library/generados/{clave}',
    '/leucemiaLibrerias/api/library/generados/{clave}/pdf',
    '/leucemiaLibrerias/api/library/{catalogo}',
    '/leucemiaLogs/api/appBitacora',
    '/leucemiaLogs/api/auditoria',
    '/leucemiaLogs/api/auditoria/exportar',
    '/leucemiaLogs/api/auditoria/tablas',
    '/leucemiaUsuarios/api/usuarios',
    '/leucemiaUsuarios/api/usuarios/cambiar-contrasena',
    '/leucemiaUsuarios/api/usuarios/cerrar-sesion',
    '/leucemiaUsuarios/api/usuarios/renovar-token',
    '/leucemiaUsuarios/api/usuarios/usuario-token',
    '/leucemiaUsuarios/api/usuarios/{id}',
    ...new Set(RUTAS_DESCARGAS.map(([, url]) => url)),
    '/leucemiaDescargas/api/panel/respuesta',
    '/leucemiaDescargas/api/panel/supervivencia',
    '/leucemiaDescargas/api/panel/acumulacion',
    '/leucemiaDescargas/api/panel/completitud',
    '/leucemiaDescargas/api/panel/mutaciones',
    ...new Set(RUTAS_CONSULTAS.map(([, url]) => url)),
    ...new Set(RUTAS_CALIDAD.map(([, url]) => url)),
  ].sort());
  assert.deepEqual(Object.keys(documento.paths['/leucemiaUsuarios/api/usuarios/{id}'] ?? {}).sort(), ['delete', 'get', 'put']);
});

/** Segments of a web app path that the API writes out once per stage or per extract area. */
const POR_ETAPA_O_AREA = new Set(['{etapa}', '{area}']);

test('every path the web app builds (RUTAS_API) is one the API serves, with the same parameters', () => {
  const rutas = Object.keys(documento.paths).map((ruta) => ruta.split('/'));
  const servida = (plantilla: string) => {
    const segmentos = plantilla.split('/');
    return rutas.some(
      (ruta) =>
        ruta.length === segmentos.length &&
        segmentos.every((segmento, i) => segmento === ruta[i] || (POR_ETAPA_O_AREA.has(segmento) && !(ruta[i] ?? '').startsWith('{'))),
    );
  };
  assert.deepEqual(Object.values(RUTAS_API).map((ruta) => ruta.plantilla).filter((plantilla) => !servida(plantilla)), []);
});

test('request bodies come from the shared field schemas (labels, limits, required fields)', () => {
  const alta = documento.paths['/leucemiaHospitales/api/hospitales']?.post?.requestBody?.content['application/json']?.schema as {
    properties: Record<string, { title?: string; maxLength?: number; pattern?: string }>;
    required: string[];
  };
  assert.equal(alta.properties.codigo?.title, 'Código del centro');
  assert.equal(alta.properties.codigo?.pattern, '^[A-Z0-9]{3,10}$');
  assert.equal(alta.properties.nombre?.maxLength, 150);
  assert.deepEqual(alta.required, ['codigo', 'nombre', 'ciudad']);
  const parametros = documento.paths['/leucemiaUsuarios/api/usuarios']?.get?.parameters?.map((p) => `${p.in}:${p.name}`);
  assert.deepEqual(parametros?.sort(), ['query:activo', 'query:pagina', 'query:q', 'query:tamano']);
});

test('the patient form documents its fields, the mode and the trial rows', () => {
  const alta = documento.paths['/leucemia/api/pacientes']?.post?.requestBody?.content['application/json']?.schema as {
    properties: Record<string, { title?: string; type?: string; items?: { properties: Record<string, { title?: string }> } }>;
  };
  assert.equal(alta.properties.fecha_diagnostico?.title, 'Fecha de diagnóstico');
  assert.equal(alta.properties.modo?.title, 'Modo de guardado');
  assert.equal(alta.properties.paciente_ensayo?.type, 'array');
  assert.equal(alta.properties.paciente_ensayo?.items?.properties.codigo_paciente_ensayo?.title, 'Código del paciente en el ensayo');
});

test('protected routes declare the bearer scheme; every $ref resolves', () => {
  assert.deepEqual(documento.components.securitySchemes.bearerAuth, { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  assert.deepEqual(documento.paths['/leucemiaHospitales/api/hospitales/select']?.get?.security, [{ bearerAuth: [] }]);
  assert.equal(documento.paths['/leucemiaAutenticacion/api/auth/login']?.post?.security, undefined);
  const refs = [...JSON.stringify(documento).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1] ?? '');
  assert.ok(refs.length > 0);
  for (const ref of new Set(refs)) assert.ok(ref in documento.components.schemas, ref);
});

test('/docs serves the browsable documentation', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/docs/' });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /text\/html/);
});

test('without a notFound fallback any unknown path answers 404 JSON', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/pagina-web' });
  assert.equal(response.statusCode, 404);
  assert.deepEqual(response.json(), { message: 'Recurso no encontrado.' });
});

test('the report list documents its uploader’s name; the sample count documents every state', () => {
  const esquemas = documento.components.schemas as Record<string, { properties: Record<string, { type?: string; properties?: object }>; required?: string[] }>;
  assert.equal(esquemas.InformeConAutor?.properties.subido_por_nombre?.type, 'string');
  assert.ok(esquemas.InformeConAutor?.required?.includes('subido_por_nombre'));
  assert.deepEqual(Object.keys(esquemas.RecuentoMuestras?.properties.por_estado?.properties ?? {}), [
    'REGISTRADA',
    'ENVIADA',
    'RECIBIDA',
    'RECHAZADA',
    'EN_PROCESO',
    'INFORMADA',
    'ANULADA',
  ]);
});

interface Esquema {
  $ref?: string;
  type?: string;
  anyOf?: Esquema[];
  properties?: Record<string, Esquema>;
  items?: Esquema;
  required?: string[];
}

/** A schema past its `$ref` and, when nullable, past its null alternative. */
function resuelto(esquema: Esquema | undefined): Esquema {
  if (esquema?.$ref !== undefined) return resuelto(documento.components.schemas[esquema.$ref.replace('#/components/schemas/', '')]);
  const valor = esquema?.anyOf?.find((alternativa) => alternativa.type !== 'null');
  return valor === undefined ? (esquema ?? {}) : resuelto(valor);
}

/** The schema of a component's property, down a path of keys (`[]` for an array's items). */
function propiedadDe(componente: string, ruta: readonly string[]): Esquema {
  return ruta.reduce<Esquema>(
    (esquema, clave) => resuelto(clave === '[]' ? esquema.items : esquema.properties?.[clave]),
    resuelto({ $ref: `#/components/schemas/${componente}` }),
  );
}

const nombres = (campos: readonly Campo[]) => campos.map((campo) => campo.name);

test('the sample, reception, NGS, biobank and stage answers document every field of their forms, always answered', () => {
  const registros: readonly [string, readonly string[], readonly string[]][] = [
    ['Muestra', ['datos'], nombres(CAMPOS_MUESTRA)],
    ['Muestra', ['confirmacion', 'datos'], nombres(CAMPOS_CONFIRMACION)],
    ['MuestraNgs', ['datos'], [...nombres(CAMPOS_MUESTRA_NGS), CLAVE_VARIANTES]],
    ['MuestraNgs', ['datos', CLAVE_VARIANTES, '[]'], nombres(CAMPOS_NGS_VARIANTE)],
    ['RegistroBiobanco', ['datos'], nombres(CAMPOS_BIOBANCO)],
    ...ETAPAS.flatMap((etapa): [string, readonly string[], readonly string[]][] => [
      [`RegistroEtapa_${etapa.id}`, ['datos'], [...nombres([...etapa.campos, ...etapa.calculados]), ...(etapa.subtabla === undefined ? [] : [etapa.subtabla.nombre])]],
      ...(etapa.subtabla === undefined ? [] : [[`RegistroEtapa_${etapa.id}`, ['datos', etapa.subtabla.nombre, '[]'], nombres(etapa.subtabla.campos)] as [string, readonly string[], readonly string[]]]),
    ]),
  ];
  for (const [componente, ruta, campos] of registros) {
    const esquema = propiedadDe(componente, ruta);
    const donde = [componente, ...ruta].join('.');
    assert.deepEqual(Object.keys(esquema.properties ?? {}), campos, donde);
    assert.deepEqual(esquema.required, campos, donde);
  }
});

test('a catalogue row documents the own columns of each catalogue and of a trial’s moments', () => {
  const ramas = propiedadDe('FilaCatalogoAdmin', []).properties?.datos?.anyOf?.map((rama) => rama.$ref?.replace('#/components/schemas/', '')) ?? [];
  const esperadas = [
    ...CATALOGOS_EDITABLES.filter((catalogo) => CAMPOS_EXTRA_CATALOGO[catalogo].length > 0).map((catalogo) => [`DatosCatalogo_${catalogo}`, CAMPOS_EXTRA_CATALOGO[catalogo]] as const),
    ['DatosCatalogo_momento_muestra', CAMPOS_EXTRA_MOMENTO] as const,
  ];
  assert.deepEqual(ramas, esperadas.map(([componente]) => componente));
  for (const [componente, campos] of esperadas) assert.deepEqual(Object.keys(propiedadDe(componente, []).properties ?? {}), nombres(campos), componente);
});

test('the patient history of the stage summary documents every stage’s fields under its key', () => {
  const expediente = propiedadDe('ResumenEtapas', ['expediente']);
  const claves = [...new Set(ETAPAS.map((etapa) => etapa.expediente))];
  assert.deepEqual(Object.keys(expediente.properties ?? {}), ['paciente', 'diagnostico_fish', ...claves]);
  assert.deepEqual(Object.keys(propiedadDe('ExpedientePaciente', ['diagnostico_fish', '[]']).properties ?? {}), nombres(CAMPOS_DIAGNOSTICO_FISH));
  for (const etapa of ETAPAS) {
    const varias = etapa.cardinalidad === 'filas' || ETAPAS.some((otra) => otra !== etapa && otra.expediente === etapa.expediente);
    const fila = propiedadDe('ExpedientePaciente', varias ? [etapa.expediente, '[]'] : [etapa.expediente]);
    assert.deepEqual(Object.keys(fila.properties ?? {}), nombres([...etapa.campos, ...etapa.calculados]), etapa.id);
  }
});
