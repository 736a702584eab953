import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lineaCsv } from './linea-csv';

test('a record: «;» separated, CRLF, null empty, quotes only where RFC 4180 needs them', () => {
  assert.equal(lineaCsv(['LMA-000001', null, '12.5', '']), 'LMA-000001;;12.5;\r\n');
  assert.equal(lineaCsv(['a;b', 'di "hola"', 'línea\r\notra', 'fin\n']), '"a;b";"di ""hola""";"línea\r\notra";"fin\n"\r\n');
});

test('free text that would open as a formula gets a leading apostrophe; a negative number in a numeric column stays a number', () => {
  const libres = [true, true, true, false];
  assert.equal(lineaCsv(['=1+1', '@SUMA(A1)', '\r=1', '-1.5'], libres), `'=1+1;'@SUMA(A1);"'\r=1";-1.5\r\n`);
  assert.equal(lineaCsv(['+34 600', '-2+3']), `'+34 600;'-2+3\r\n`);
});
