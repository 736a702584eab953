import type { Rol } from '../catalogues/rol-usuario';
import type { CambioCampo } from '../paciente/tipos-paciente';

/** One row of `GET /leucemiaLogs/api/auditoria`, newest first; `usuario` null = the system. */
export type RegistroAuditoria = {
  auditoria_id: number;
  fecha: string;
  usuario: { usuario_id: number; nombre: string; apellidos: string; email: string } | null;
  rol: Rol | null;
  accion: string;
  tabla: string;
  registro_id: string;
  paciente: { paciente_id: number; upn: string } | null;
  motivo: string | null;
  /** Field by field, before → after (every field for a creation or a deletion). */
  cambios: CambioCampo[];
};

/** A table that has audit rows, with the name users read (`GET /leucemiaLogs/api/auditoria/tablas`). */
export type TablaAuditoria = { codigo: string; etiqueta: string };
