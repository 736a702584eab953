import type { ComponentType } from 'react';
import { pantallaPendiente } from './features/pendiente/pantalla-pendiente';

const paciente = { id: 'Paciente' };

/** Route-level screens exposed as `patients/Screens`; the host maps paths to these names. */
const screens: Record<string, ComponentType> = {
  Inicio: pantallaPendiente({ title: 'Inicio', description: 'Resumen de los pacientes del registro y accesos a las etapas clínicas.' }),
  RegistrarPaciente: pantallaPendiente({ title: 'Registrar paciente', description: 'Alta de un paciente nuevo o edición de uno existente.', paramLabels: paciente }),
  Paciente: pantallaPendiente({ title: 'Paciente', description: 'Ficha del paciente con el estado de cada etapa clínica.', paramLabels: paciente }),
  DatosEsenciales: pantallaPendiente({ title: 'Datos esenciales', description: 'Conjunto mínimo de datos del paciente.', paramLabels: paciente }),
  Diagnostico: pantallaPendiente({ title: 'Diagnóstico', description: 'Formulario de la etapa de diagnóstico.', paramLabels: paciente }),
  Induccion: pantallaPendiente({ title: 'Inducción', description: 'Formulario del tratamiento de inducción.', paramLabels: paciente }),
  Consolidacion: pantallaPendiente({ title: 'Consolidación', description: 'Ciclos de consolidación y mantenimiento.', paramLabels: paciente }),
  Trasplante: pantallaPendiente({ title: 'Trasplante', description: 'Trasplantes de progenitores hematopoyéticos.', paramLabels: paciente }),
  Seguimiento: pantallaPendiente({ title: 'Seguimiento', description: 'Contactos de seguimiento del paciente.', paramLabels: paciente }),
  Recaida: pantallaPendiente({ title: 'Recaída', description: 'Episodios de recaída y tratamientos de rescate.', paramLabels: paciente }),
  Muerte: pantallaPendiente({ title: 'Muerte', description: 'Registro del fallecimiento del paciente.', paramLabels: paciente }),
};

export default screens;
