import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanearNombreArchivo } from './nombre-archivo-format';

test('la ruta se quita, con barras de cualquier sistema', () => {
  assert.equal(sanearNombreArchivo('C:\\Users\\lab\\informe 12.pdf', 'pdf'), 'informe 12.pdf');
  assert.equal(sanearNombreArchivo('../../etc/informe.pdf', 'pdf'), 'informe.pdf');
});

test('lo que no está en [A-Za-z0-9._() -] pasa a _, una letra acentuada es un solo _', () => {
  assert.equal(sanearNombreArchivo('médula ósea (2ª).pdf', 'pdf'), 'm_dula _sea (2_).pdf');
  assert.equal(sanearNombreArchivo('me\u0301dula.pdf', 'pdf'), 'm_dula.pdf');
  assert.equal(sanearNombreArchivo('a;b<c>|"d".pdf', 'pdf'), 'a_b_c___d_.pdf');
});

test('termina en la extensión de lo que el fichero es', () => {
  assert.equal(sanearNombreArchivo('informe.PDF', 'pdf'), 'informe.pdf');
  assert.equal(sanearNombreArchivo('informe.txt', 'pdf'), 'informe.txt.pdf');
  assert.equal(sanearNombreArchivo('tabla.JPEG', 'jpeg'), 'tabla.jpeg');
  assert.equal(sanearNombreArchivo('diagrama', 'png'), 'diagrama.png');
});

test('vacío, solo puntos o solo la extensión: «archivo»; nunca más de 255 caracteres', () => {
  assert.equal(sanearNombreArchivo('', 'pdf'), 'archivo.pdf');
  assert.equal(sanearNombreArchivo('.pdf', 'pdf'), 'archivo.pdf');
  assert.equal(sanearNombreArchivo('...', 'pdf'), 'archivo.pdf');
  const largo = sanearNombreArchivo(`${'x'.repeat(400)}.pdf`, 'pdf');
  assert.equal(largo.length, 255);
  assert.ok(largo.endsWith('x.pdf'));
});
