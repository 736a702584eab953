import { elegir, escribirFecha, type Usuario } from '../../comun/campos-prueba.fixture';

/** The minimum a complete registration needs, with consent signed and no trial. */
export async function rellenarPacienteCompleto(user: Usuario): Promise<void> {
  await elegir(user, 'Sexo', 'Mujer');
  await escribirFecha(user, 'Fecha de nacimiento', '12/04/1958');
  await escribirFecha(user, 'Fecha de diagnóstico', '10/01/2025');
  await elegir(user, 'Entidad', /^Leucemia mieloide aguda/);
  await elegir(user, 'Consentimiento informado', 'Firmado');
  await escribirFecha(user, 'Fecha de firma del consentimiento', '15/01/2025');
  await elegir(user, 'Consiente el uso de muestras', 'Sí');
  await elegir(user, '¿Participa en algún ensayo clínico\\?', 'No');
}
