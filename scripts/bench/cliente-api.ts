import { formularioPacienteDeEtapas } from '../e2e/support/dominio';

/** The bearer header of a session opened through the API, as the login screen opens it. */
export async function iniciarSesion(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/leucemiaAutenticacion/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`No se pudo iniciar sesión como ${email}: ${response.status} ${await response.text()}`);
  return `Bearer ${((await response.json()) as { token: string }).token}`;
}

/** A request of the set-up, which must succeed: its status and its JSON answer. */
export async function pedirApi<T>(url: string, authorization: string, metodo: 'POST' | 'PUT', ruta: string, cuerpo: object): Promise<{ estado: number; datos: T }> {
  const response = await fetch(`${url}${ruta}`, {
    method: metodo,
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify(cuerpo),
  });
  const texto = await response.text();
  if (!response.ok) throw new Error(`${metodo} ${ruta}: ${response.status} ${texto}`);
  return { estado: response.status, datos: JSON.parse(texto) as T };
}

/** Registers, complete, a patient as the stage fixtures expect: born 1960-05-10, AML diagnosed 2024-01-15. */
export async function registrarPacienteDeEtapas(url: string, authorization: string, hospitalId: number): Promise<number> {
  const formulario = formularioPacienteDeEtapas(hospitalId, { sexo: 'HOMBRE', medico_responsable: 'Dr. Ruiz' });
  const { datos } = await pedirApi<{ paciente_id: number }>(url, authorization, 'POST', '/leucemia/api/pacientes', formulario);
  return datos.paciente_id;
}
