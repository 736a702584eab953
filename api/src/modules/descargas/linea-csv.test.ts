import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lineaCsv } from './linea-csv';

test('a record: «;» separated, CRLF, null empty, quotes only where RFC 4180 needs them', () => {
  assert.equal(lineaCsv(['LMA-000001', null, '12.5', '']), 'LMA-000001;;12.5;\r\n');
  assert.equal(lineaCsv(['a;b', 'di "hola"', 'línea\r\notra', 'fin\n']), '"a;b";"di ""hola""";"línea\r\notra";"fin\n"\r\n');
});

