import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BYTES_FIRMA, tipoPorContenido } from './tipo-archivo-validator';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

test('el tipo lo dicen los primeros bytes: PDF, PNG y JPEG (JFIF y EXIF)', () => {
  assert.equal(tipoPorContenido(Buffer.from('%PDF-1.7\n%âãÏÓ', 'latin1')), 'pdf');
  assert.equal(tipoPorContenido(PNG), 'png');
  assert.equal(tipoPorContenido(JPEG), 'jpeg');
  assert.equal(tipoPorContenido(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34, 0x45, 0x78])), 'jpeg');
});

test('nada más pasa por PDF o imagen: texto, GIF, un PNG o un JPEG truncados, un fichero vacío', () => {
  for (const inicio of [
    Buffer.from('no es un PDF'),
    Buffer.from('GIF89a'),
    Buffer.from(' %PDF-1.7'),
    PNG.subarray(0, 7),
    JPEG.subarray(0, 2),
    Buffer.alloc(0),
  ]) {
    assert.equal(tipoPorContenido(inicio), undefined, inicio.toString('hex'));
  }
  assert.equal(BYTES_FIRMA, 8);
});
