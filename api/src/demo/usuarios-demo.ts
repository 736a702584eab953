import { inArray, sql } from 'drizzle-orm';
import { BIOLAB, CAMPOS_USUARIO_ALTA, LABORATORIO, validarRegistro, type Rol } from '@registro-lma/shared/domain';
import type { Database } from '../db/database';
import { usuario } from '../db/schema';
import { crearUsuarioDelRegistro } from '../modules/usuarios/usuario-commands';
import type { CentroCreado } from './centros-demo';

export const DOMINIO_DEMO = 'demo.registro-lma.local';

export interface UsuarioDemo {
  usuario_id: number;
  email: string;
  rol: Rol;
  /** The centre of a CLINICO; null for the other roles. */
  codigo_centro: string | null;
  /** The laboratory of a LABORATORIO user or the biobank of a BIOBANCO one (catalogue code); null for the others. */
  codigo_unidad: string | null;
  /** false: it existed already and kept its password. */
  creado: boolean;
}

interface AltaDemo {
  email: string;
  nombre: string;
  apellidos: string;
  rol: Rol;
  centro: CentroCreado | null;
  laboratorios: string[];
  biolabs: string[];
}

const NOMBRES = ['Lucía', 'Javier', 'Carmen', 'Andrés', 'Elena', 'Miguel', 'Marta', 'Pablo', 'Nuria', 'Sergio', 'Irene', 'Óscar'];
const APELLIDOS = ['Ferrer Ibáñez', 'Rojas Medina', 'Salas Campillo', 'Vera Anglada', 'Luque Arrieta', 'Prieto Solana'];

function altasDemo(centros: readonly CentroCreado[]): AltaDemo[] {
  const clinicos = centros.map((centro, indice) => ({
    email: `clinico.${centro.codigo.toLowerCase()}@${DOMINIO_DEMO}`,
    nombre: NOMBRES[indice % NOMBRES.length] ?? 'Investigador',
    apellidos: APELLIDOS[indice % APELLIDOS.length] ?? 'Demo',
    rol: 'CLINICO' as const,
    centro,
    laboratorios: [],
    biolabs: [],
  }));
  const coordinador = { email: `coordinador@${DOMINIO_DEMO}`, nombre: 'Coordinación', apellidos: 'Registro LMA', rol: 'COORDINADOR' as const, centro: null, laboratorios: [], biolabs: [] };
  // The laboratories and biobanks that receive, report and store the demo samples: one user each.
  const laboratorios = LABORATORIO.map((fila, indice) => ({
    email: `${fila.codigo.toLowerCase().replaceAll('_', '-')}@${DOMINIO_DEMO}`,
    nombre: NOMBRES[(indice + 5) % NOMBRES.length] ?? 'Técnico',
    apellidos: APELLIDOS[(indice + 3) % APELLIDOS.length] ?? 'Demo',
    rol: 'LABORATORIO' as const,
    centro: null,
    laboratorios: [fila.codigo],
    biolabs: [],
  }));
  const biobancos = BIOLAB.map((fila, indice) => ({
    email: `${fila.codigo.toLowerCase().replaceAll('_', '-')}@${DOMINIO_DEMO}`,
    nombre: NOMBRES[(indice + 9) % NOMBRES.length] ?? 'Técnico',
    apellidos: APELLIDOS[(indice + 1) % APELLIDOS.length] ?? 'Demo',
    rol: 'BIOBANCO' as const,
    centro: null,
    laboratorios: [],
    biolabs: [fila.codigo],
  }));
  return [...clinicos, coordinador, ...laboratorios, ...biobancos];
}

function datosDeAlta(alta: AltaDemo, password: string) {
  const validacion = validarRegistro(CAMPOS_USUARIO_ALTA, {
    email: alta.email,
    nombre: alta.nombre,
    apellidos: alta.apellidos,
    rol: alta.rol,
    hospitales: alta.centro === null ? [] : [alta.centro.hospital_id],
    laboratorios: alta.laboratorios,
    biolabs: alta.biolabs,
    password,
  });
  if (!validacion.ok) {
    const detalle = Object.entries(validacion.errores).map(([campo, mensaje]) => `${campo}: ${mensaje}`);
    throw new Error(`Usuario de demostración ${alta.email} no válido (${detalle.join('; ')}).`);
  }
  return validacion.data;
}

/**
 * One CLINICO per centre, a COORDINADOR, a LABORATORIO user per laboratory and a BIOBANCO user per biobank, created
 * (and audited, by the system) with `password` when missing; existing ones are left as they are.
 */
export async function asegurarUsuariosDemo(db: Database, centros: readonly CentroCreado[], password: string): Promise<UsuarioDemo[]> {
  const altas = altasDemo(centros);
  const existentes = await db
    .select({ usuario_id: usuario.usuario_id, email: sql<string>`lower(${usuario.email})` })
    .from(usuario)
    .where(inArray(sql`lower(${usuario.email})`, altas.map((alta) => alta.email)));
  const usuarios: UsuarioDemo[] = [];
  for (const alta of altas) {
    const existente = existentes.find((fila) => fila.email === alta.email);
    const usuario_id = existente?.usuario_id ?? (await crearUsuarioDelRegistro(db, datosDeAlta(alta, password))).usuario_id;
    usuarios.push({
      usuario_id,
      email: alta.email,
      rol: alta.rol,
      codigo_centro: alta.centro?.codigo ?? null,
      codigo_unidad: alta.laboratorios[0] ?? alta.biolabs[0] ?? null,
      creado: existente === undefined,
    });
  }
  return usuarios;
}
