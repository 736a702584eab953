import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { MENSAJE_SIN_PERMISOS, type Muestra } from '@registro-lma/shared/domain';
import { pdfLimpio } from '../../platform/subidas/pdf.fixture';
import { usarApiDePrueba } from '../../testing/api-de-prueba';
import { identidadesDeMuestra, MUESTRAS, RECEPCION_CORRECTA, registrarMuestra, registrarPacienteConMuestras } from '../../testing/muestras';
import { crearCentro, requestAs } from '../../testing/pacientes';
import type { TestSession } from '../../testing/sign-in';
import { FICHEROS, INFORMES, subirInforme } from './informe.fixture';

// data-dictionary §2.3 «Upload report», «Download report» and «Register sample, generate sample PDF» × every role ×
// own and other centre, laboratory or biolab. The patient is of centre PROP; its sample goes to LAB_CMF_REF.

type Identidad =
  | 'admin'
  | 'coordinador'
  | 'lectura'
  | 'clinico_propio'
  | 'clinico_ajeno'
  | 'laboratorio_propio'
  | 'laboratorio_ajeno'
  | 'biobanco';

let sesiones: Record<Identidad, TestSession>;
let muestra: Muestra;
let informeId: number;

const api = usarApiDePrueba(async (app) => {
  const propio = await crearCentro(app, 'IPRO');
  const ajeno = await crearCentro(app, 'IAJE');
  const { biobanco_propio: biobanco, biobanco_ajeno: _otroBiobanco, ...demas } = await identidadesDeMuestra(app, propio, ajeno);
  sesiones = { ...demas, biobanco };
  const paciente = await registrarPacienteConMuestras(app, sesiones.clinico_propio, propio);
  muestra = await registrarMuestra(app, sesiones.clinico_propio, paciente.paciente_id);
  const confirmada = await requestAs(app, sesiones.laboratorio_propio, 'PUT', `${MUESTRAS}/${muestra.muestra_id}/confirmacion`, { datos: RECEPCION_CORRECTA });
  assert.equal(confirmada.statusCode, 200, confirmada.body);
  const subido = await subirInforme(app, sesiones.laboratorio_propio, muestra.muestra_id, await pdfLimpio('matriz'));
  assert.equal(subido.statusCode, 201, subido.body);
  informeId = subido.json<{ informe_id: number }>().informe_id;
});

type Caso = {
  readonly nombre: string;
  readonly pedir: (sesion: TestSession, vuelta: number) => Promise<LightMyRequestResponse>;
  readonly permitidos: Readonly<Partial<Record<Identidad, number>>>;
};

const LEEN_INFORMES = { admin: 200, coordinador: 200, clinico_propio: 200, laboratorio_propio: 200 } as const;

const CASOS: readonly Caso[] = [
  {
    nombre: 'POST /informes',
    pedir: async (sesion, vuelta) => subirInforme(api.app, sesion, muestra.muestra_id, await pdfLimpio(`subida ${sesion.rol} ${vuelta}`)),
    permitidos: { admin: 201, laboratorio_propio: 201 },
  },
  { nombre: 'GET /informes/muestra/{id}', pedir: (sesion) => requestAs(api.app, sesion, 'GET', `${INFORMES}/muestra/${muestra.muestra_id}`), permitidos: LEEN_INFORMES },
  { nombre: 'GET /ficheros/{id}', pedir: (sesion) => requestAs(api.app, sesion, 'GET', `${FICHEROS}/${informeId}`), permitidos: LEEN_INFORMES },
  {
    // Only the role and scope gates are crossed: a valid request of someone not the uploader stops at the 24-hour rule.
    nombre: 'DELETE /informes/{id}',
    pedir: (sesion) => requestAs(api.app, sesion, 'DELETE', `${INFORMES}/999999`, { motivo: 'prueba de alcance' }),
    permitidos: { admin: 404, laboratorio_propio: 404, laboratorio_ajeno: 404 },
  },
  { nombre: 'GET /muestras/generar-pdf/{id}', pedir: (sesion) => requestAs(api.app, sesion, 'GET', `${MUESTRAS}/generar-pdf/${muestra.muestra_id}`), permitidos: { admin: 200, clinico_propio: 200 } },
  {
    nombre: 'POST /muestras/mail-muestra/{id}',
    pedir: (sesion) => requestAs(api.app, sesion, 'POST', `${MUESTRAS}/mail-muestra/${muestra.muestra_id}?enviar=false`),
    permitidos: { admin: 200, clinico_propio: 200 },
  },
];

for (const caso of CASOS) {
  test(`${caso.nombre}: each role and scope gets what §2.3 allows, a refusal is 403`, async () => {
    const obtenidos: Record<string, number> = {};
    const esperados: Record<string, number> = {};
    let vuelta = 0;
    for (const [identidad, sesion] of Object.entries(sesiones) as [Identidad, TestSession][]) {
      obtenidos[identidad] = (await caso.pedir(sesion, (vuelta += 1))).statusCode;
      esperados[identidad] = caso.permitidos[identidad] ?? 403;
    }
    assert.deepEqual(obtenidos, esperados);
  });
}

test('DELETE /informes/{id} of an existing report: a laboratory other than the destination is refused by scope (G17)', async () => {
  const ajeno = await requestAs(api.app, sesiones.laboratorio_ajeno, 'DELETE', `${INFORMES}/${informeId}`, { motivo: 'prueba' });
  assert.deepEqual([ajeno.statusCode, ajeno.json()], [403, { message: MENSAJE_SIN_PERMISOS }]);
});
