import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { esquemaDeRespuesta, serializadorDeRespuestas } from './respuesta-serializer';

const paciente = z.object({
  paciente_id: z.number().int(),
  upn: z.string(),
  edad_diagnostico: z.number().int().nullable(),
  hospital: z.object({ codigo: z.string(), nombre: z.string() }).nullable(),
  estado: z.enum(['ACTIVO', 'FALLECIDO']),
  datos: z.record(z.string(), z.unknown()),
});
const pagina = z.object({ items: z.array(paciente), total: z.number().int() });

const compilar = (comprobar: boolean, schema: z.ZodType = pagina) =>
  serializadorDeRespuestas(comprobar)({ schema, method: 'GET', url: '/leucemia/api/pacientes', httpStatus: '200' } as never) as (datos: unknown) => string;

const fila = { paciente_id: 7, upn: 'LMA-000007', edad_diagnostico: null, hospital: { codigo: 'HULAUREL', nombre: 'El Laurel' }, estado: 'ACTIVO', datos: { flt3_itd: 'SI', vaf: 12.5 } };

test('solo salen los campos que nombra el esquema: un campo de más en la fila (un hash, una columna interna) no se escribe', () => {
  const escrito = JSON.parse(compilar(false)({ items: [{ ...fila, password_hash: 'x', hospital: { ...fila.hospital, hospital_id: 3 } }], total: 1 }));
  assert.deepEqual(escrito, { items: [fila], total: 1 });
});

test('un valor que admite nulo se escribe por su tipo, sin la unión con null que fast-json-stringify valida rama a rama', () => {
  const esquema = JSON.stringify(esquemaDeRespuesta(pagina));
  assert.doesNotMatch(esquema, /"anyOf"/);
  assert.match(esquema, /"edad_diagnostico":\{"type":\["integer","null"\]/);
  assert.deepEqual(JSON.parse(compilar(false)({ items: [{ ...fila, edad_diagnostico: 81, hospital: null }], total: 1 })).items[0], { ...fila, edad_diagnostico: 81, hospital: null });
});

test('en las pruebas, una respuesta que no cumple su esquema falla en vez de salir', () => {
  const mala = { items: [{ ...fila, paciente_id: '7' }], total: 1 };
  assert.throws(() => compilar(true)(mala), /Response doesn't match the schema/);
  assert.throws(() => compilar(true)({ items: [{ ...fila, estado: 'BORRADO' }], total: 1 }), /Response doesn't match the schema/);
  assert.deepEqual(JSON.parse(compilar(true)({ items: [fila], total: 1 })), { items: [fila], total: 1 });
});

test('en las pruebas, el serializador compilado y zod deben escribir lo mismo: una diferencia falla la petición', () => {
  // An overwrite changes zod's output but not what the compiled writer sees, which is only the schema's JSON form.
  const conTransformacion = z.object({ upn: z.string().overwrite((upn) => upn.trim()) });
  assert.throws(() => compilar(true, conTransformacion)({ upn: ' LMA-1 ' }), /el serializador compilado escribió otra respuesta que zod/);
});
