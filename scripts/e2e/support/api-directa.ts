import assert from 'node:assert/strict';
import type { RunningSystem } from './running-system';

// The set-up a file does not test (centres, users, patients) goes straight through the API.

/** A JSON call with a session token; fails the test on any answer but 2xx. */
export async function llamarApi<T>(system: RunningSystem, token: string, method: string, ruta: string, cuerpo?: object): Promise<T> {
  const response = await fetch(`${system.url}${ruta}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(cuerpo === undefined ? {} : { body: JSON.stringify(cuerpo) }),
  });
  const texto = await response.text();
  assert.ok(response.ok, `${method} ${ruta}: ${response.status} ${texto}`);
  return (texto === '' ? undefined : JSON.parse(texto)) as T;
}

/** Signs in through the API and returns the session's token. */
export async function tokenDe(system: RunningSystem, credenciales: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${system.url}/leucemiaAutenticacion/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credenciales),
  });
  assert.equal(login.status, 200, await login.clone().text());
  return ((await login.json()) as { token: string }).token;
}

/** Creates a centre (Madrid unless said) and returns its id. */
export async function crearCentro(system: RunningSystem, token: string, codigo: string, nombre: string, lugar = { ciudad: 'Madrid', comunidad_autonoma: 'MD' }): Promise<number> {
  const centro = await llamarApi<{ hospital_id: number }>(system, token, 'POST', '/leucemiaHospitales/api/hospitales', { codigo, nombre, ...lugar });
  return centro.hospital_id;
}
