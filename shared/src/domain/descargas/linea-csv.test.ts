import { expect, test } from '@jest/globals';
import { lineaCsv, csvCompleto } from './linea-csv';

test('a record: «;» separated, CRLF, null empty, quotes only where RFC 4180 needs them', () => {
  expect(lineaCsv(['LMA-000001', null, '12.5', ''])).toBe('LMA-000001;;12.5;\r\n');
  expect(lineaCsv(['a;b', 'di "hola"', 'línea\r\notra', 'fin\n'])).toBe('"a;b";"di ""hola""";"línea\r\notra";"fin\n"\r\n');
});

test('free text that would open as a formula gets a leading apostrophe; a negative number in a numeric column stays a number', () => {
  const libres = [true, true, true, false];
  expect(lineaCsv(['=1+1', '@SUMA(A1)', '\r=1', '-1.5'], libres)).toBe(`'=1+1;'@SUMA(A1);"'\r=1";-1.5\r\n`);
  expect(lineaCsv(['+34 600', '-2+3'])).toBe(`'+34 600;'-2+3\r\n`);
});

test('a whole small CSV: BOM, header and rows, each ended by CRLF', () => {
  expect(csvCompleto(['grupo', 's'], [['Todos', '0.5'], ['Sin dato', null]])).toBe('\uFEFFgrupo;s\r\nTodos;0.5\r\nSin dato;\r\n');
});
