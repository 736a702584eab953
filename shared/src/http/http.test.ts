import { describe, expect, test } from '@jest/globals';
import { http, setHttpImplementation } from './http';
import type { HttpImplementation } from './http-types';

function recordingImplementation(name: string, calls: string[]): HttpImplementation {
  return {
    get: async <T>(url: string) => (calls.push(`${name} GET ${url}`), name as T),
    post: async <T>(url: string, body?: unknown) => (calls.push(`${name} POST ${url} ${JSON.stringify(body)}`), name as T),
    put: async <T>(url: string) => (calls.push(`${name} PUT ${url}`), name as T),
    delete: async <T>(url: string) => (calls.push(`${name} DELETE ${url}`), name as T),
  };
}

describe('setHttpImplementation', () => {
  test('routes every method to the given implementation', async () => {
    const calls: string[] = [];
    const restore = setHttpImplementation(recordingImplementation('doble', calls));
    await expect(Promise.all([http.get('/a'), http.post('/b', { x: 1 }), http.put('/c'), http.delete('/d')])).resolves.toEqual([
      'doble',
      'doble',
      'doble',
      'doble',
    ]);
    expect(calls).toEqual(['doble GET /a', 'doble POST /b {"x":1}', 'doble PUT /c', 'doble DELETE /d']);
    restore();
  });

  test('the returned function puts the previous implementation back', async () => {
    const calls: string[] = [];
    const restoreFirst = setHttpImplementation(recordingImplementation('primera', calls));
    const restoreSecond = setHttpImplementation(recordingImplementation('segunda', calls));
    await http.get('/x');
    restoreSecond();
    await http.get('/y');
    restoreFirst();
    expect(calls).toEqual(['segunda GET /x', 'primera GET /y']);
  });
});
