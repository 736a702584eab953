import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';
import S3rver from 's3rver';
import { FicheroNoEncontrado, type Almacen } from './almacen-storage';
import { almacenEnCarpeta } from './almacen-carpeta-storage';
import { almacenEnS3 } from './almacen-s3-storage';

const BUCKET = 'registro-pruebas';

let carpetas: string[] = [];
let s3rver: S3rver;
let endpoint: string;

async function carpetaTemporal(): Promise<string> {
  const carpeta = await mkdtemp(join(tmpdir(), 'registro-lma-almacen-'));
  carpetas.push(carpeta);
  return carpeta;
}

before(async () => {
  s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: await carpetaTemporal(), configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
});

after(async () => {
  await s3rver.close();
  await Promise.all(carpetas.map((carpeta) => rm(carpeta, { recursive: true, force: true })));
  carpetas = [];
});

/** A stream that yields `trozos` and then fails, as a client whose connection drops mid-upload. */
function corteAMitad(trozos: Buffer[]): Readable {
  return Readable.from(
    (async function* () {
      yield* trozos;
      throw new Error('conexión cortada');
    })(),
  );
}

const sha256 = (contenido: Buffer) => createHash('sha256').update(contenido).digest('hex');

const implementaciones: { nombre: string; crear: () => Promise<Almacen> }[] = [
  { nombre: 'carpeta', crear: async () => almacenEnCarpeta(await carpetaTemporal()) },
  {
    nombre: 'S3 (s3rver en 127.0.0.1)',
    crear: async () => almacenEnS3({ endpoint, bucket: BUCKET, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }),
  },
];

for (const { nombre, crear } of implementaciones) {
  describe(`almacén: ${nombre}`, () => {
    let almacen: Almacen;
    before(async () => {
      almacen = await crear();
    });

    test('guarda un fichero de varias partes y lo devuelve igual, con su tamaño y su SHA-256', async () => {
      // Over lib-storage's 5 MiB part size, so S3 takes the multipart path.
      const contenido = randomBytes(11 * 1024 * 1024 + 17);
      const guardado = await almacen.guardar('informes/muestra-1/a.pdf', Readable.from([contenido.subarray(0, 3_000_000), contenido.subarray(3_000_000)]));
      assert.deepEqual(guardado, { bytes: contenido.length, sha256: sha256(contenido) });
      assert.equal(await almacen.existe('informes/muestra-1/a.pdf'), true);
      assert.equal(sha256(await buffer(await almacen.leer('informes/muestra-1/a.pdf'))), guardado.sha256);
    });

    test('un fichero vacío también es un fichero', async () => {
      assert.deepEqual(await almacen.guardar('vacio', Readable.from([])), { bytes: 0, sha256: sha256(Buffer.alloc(0)) });
      assert.equal((await buffer(await almacen.leer('vacio'))).length, 0);
    });

    test('guardar otra vez la misma clave sustituye el contenido entero', async () => {
      await almacen.guardar('referencia/doc', Readable.from([Buffer.from('primera versión, más larga')]));
      await almacen.guardar('referencia/doc', Readable.from([Buffer.from('segunda')]));
      assert.equal((await buffer(await almacen.leer('referencia/doc'))).toString(), 'segunda');
    });

    test('borrar quita el fichero; borrar lo que no existe no falla; leerlo después es FicheroNoEncontrado', async () => {
      await almacen.guardar('para-borrar', Readable.from([Buffer.from('x')]));
      await almacen.borrar('para-borrar');
      await almacen.borrar('para-borrar');
      assert.equal(await almacen.existe('para-borrar'), false);
      await assert.rejects(almacen.leer('para-borrar'), FicheroNoEncontrado);
      await assert.rejects(almacen.leer('nunca/existio'), FicheroNoEncontrado);
    });

    test('una subida cortada a medias no deja fichero visible', async () => {
      await assert.rejects(almacen.guardar('cortado', corteAMitad([randomBytes(6 * 1024 * 1024), randomBytes(1024)])), /conexión cortada/);
      assert.equal(await almacen.existe('cortado'), false);
    });

    test('listar da cada fichero completo con su fecha de escritura, sin los cortados a medias', async () => {
      const antes = Date.now() - 60_000;
      await almacen.guardar('listado/uno', Readable.from([Buffer.from('1')]));
      await almacen.guardar('listado/sub/dos.pdf', Readable.from([Buffer.from('2')]));
      await assert.rejects(almacen.guardar('listado/cortado', corteAMitad([Buffer.from('3')])));
      const listados = [];
      for await (const fichero of almacen.listar()) if (fichero.clave.startsWith('listado/')) listados.push(fichero);
      assert.deepEqual(listados.map((fichero) => fichero.clave).sort(), ['listado/sub/dos.pdf', 'listado/uno']);
      for (const fichero of listados) assert.ok(fichero.modificado_en.getTime() > antes && fichero.modificado_en.getTime() < Date.now() + 60_000, fichero.clave);
    });

    test('una clave que saldría de la raíz o nombraría un temporal se rechaza', async () => {
      for (const clave of ['../fuera', '/absoluta', 'a/../../b', '.oculto', 'a//b', 'Mayus', 'a/b/']) {
        await assert.rejects(almacen.guardar(clave, Readable.from([Buffer.from('x')])), /Clave de almacén no válida/, clave);
      }
    });
  });
}

test('carpeta: el fichero se escribe con un nombre temporal y solo el completo queda con el suyo', async () => {
  const carpeta = await carpetaTemporal();
  const almacen = almacenEnCarpeta(carpeta);
  await almacen.guardar('informes/b.pdf', Readable.from([Buffer.from('%PDF-1.7')]));
  await assert.rejects(almacen.guardar('informes/c.pdf', corteAMitad([Buffer.from('%PDF-')])));
  assert.deepEqual(await readdir(join(carpeta, 'informes')), ['b.pdf']);
});
