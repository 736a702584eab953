// Entry point of @registro-lma/api/demo: demonstration and benchmark data, never for production databases.
import { count, max, sql } from 'drizzle-orm';
import { ETAPAS, UPN_MAXIMO } from '@registro-lma/shared/domain';
import type { Database } from '../db/database';
import { completarDerivados } from '../db/desenlace-paciente';
import { paciente } from '../db/schema';
import { asegurarPrimerAdministrador } from '../modules/usuarios/primer-administrador-commands';
import type { Almacen } from '../platform/almacen/almacen-storage';
import type { AppConfig } from '../platform/api-config';
import { asegurarCentrosDemo, type CentroCreado } from './centros-demo';
import { guardarInformeDemo } from './informe-demo';
import { sembrarPacientes } from './sembrar-pacientes';
import { pacientesSembrados, sembrarHistorias } from './sembrar-historias';
import { asegurarUsuariosDemo, type UsuarioDemo } from './usuarios-demo';

export type { CentroCreado } from './centros-demo';
/** The storage the server serves the reports from, for the seed's report file. */
export { almacenDeConfig } from '../platform/almacen/almacen-plugin';

/** The tables the clinical histories and the samples fill (vacuumed and analysed after a load, like the patients'). */
const TABLAS_HISTORIA = [
  ...new Set(ETAPAS.map((etapa) => etapa.tabla)),
  ...['muestra', 'muestra_contador', 'muestra_confirmacion', 'informe', 'muestra_ngs', 'ngs_variante', 'biobanco'],
];

/** The seed used when none is given. */
export const SEMILLA_POR_DEFECTO = 2015;
/** Demo users' passwords follow the registry's policy (the seed command checks the length it is given). */
export { LONGITUD_MINIMA_CONTRASENA } from '@registro-lma/shared/domain';
export type { UsuarioDemo } from './usuarios-demo';

/** No run can add more patients than the UPN sequence numbers. */
export const PACIENTES_DEMO_MAXIMO = UPN_MAXIMO;

export interface OpcionesDemo {
  pacientes: number;
  centros: number;
  /** Password of the demo users created now (existing ones keep theirs). */
  password: string;
  /** Add to a registry that already has patients (otherwise refused). */
  anadir: boolean;
  /** The first ADMIN, as on the server's first start: the demo users must not keep it from being created. */
  administrador: Pick<AppConfig, 'adminEmail' | 'adminPassword'>;
  alAvanzar?: (sembrados: number, total: number) => void;
  /** Called after each chunk of clinical histories is stored, with the histories stored so far. */
  alAvanzarHistorias?: (hechas: number, total: number) => void;
  /** Seed of every random draw: the same seed on the same day gives the same registry. */
  semilla?: number;
  /** Re-validate every clinical record with the API's validation while seeding (slower; for modest registries). */
  validar?: boolean;
  /** Where the demo report file is stored (once per run): the storage the API serves the reports from. */
  almacen: Almacen;
}

export interface ResultadoDemo {
  centros: CentroCreado[];
  usuarios: UsuarioDemo[];
  /** Patients the registry had before. */
  previos: number;
}

/** How many patients the registry has (the demo refuses to seed over them unless adding). */
export async function pacientesRegistrados(db: Database): Promise<number> {
  const [fila] = await db.select({ total: count() }).from(paciente);
  return fila?.total ?? 0;
}

/** «40 000»: thousands apart by a space, as Spanish style writes numbers. */
export function formatearCantidad(valor: number): string {
  return String(valor).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/**
 * Demo registry in one transaction (all or nothing): the first ADMIN if none exists, `centros` centres, a CLINICO
 * per centre who registers its patients, a COORDINADOR, a user per laboratory and per biobank, and `pacientes`
 * patients spread over the centres, each completed patient with its clinical history and, when it consents, its
 * samples (sembrar-historias.ts). Drawn from `semilla`, so a run can be repeated.
 */
export async function sembrarDemo(db: Database, opciones: OpcionesDemo): Promise<ResultadoDemo> {
  await asegurarPrimerAdministrador(db, opciones.administrador);
  const informe = await guardarInformeDemo(opciones.almacen);
  const resultado = await db.transaction(async (tx) => {
    const previos = await pacientesRegistrados(tx);
    if (previos > 0 && !opciones.anadir) {
      throw new Error(`La base de datos ya tiene ${formatearCantidad(previos)} pacientes: use --append para añadir más.`);
    }
    const centros = await asegurarCentrosDemo(tx, opciones.centros, null);
    const usuarios = await asegurarUsuariosDemo(tx, centros, opciones.password);
    const autorDe = (codigo: string) => usuarios.find((u) => u.rol === 'CLINICO' && u.codigo_centro === codigo) ?? null;
    const porUnidad = (rol: string) => new Map(usuarios.filter((u) => u.rol === rol && u.codigo_unidad !== null).map((u) => [String(u.codigo_unidad), u.usuario_id]));
    const semilla = opciones.semilla ?? SEMILLA_POR_DEFECTO;
    // PostgreSQL's random() draws the patients: seeded for this transaction's session; the histories are drawn in code.
    await tx.execute(sql`select setseed(${(semilla % 1_000_000) / 1_000_000})`);
    const [ultimo] = await tx.select({ id: max(paciente.paciente_id) }).from(paciente);
    await sembrarPacientes(tx, {
      pacientes: opciones.pacientes,
      centros: centros.map((centro) => {
        const autor = autorDe(centro.codigo);
        return { hospital_id: centro.hospital_id, autor: autor === null ? null : { usuario_id: autor.usuario_id, rol: autor.rol } };
      }),
      alAvanzar: opciones.alAvanzar,
    });
    await sembrarHistorias(tx, await pacientesSembrados(tx, ultimo?.id ?? 0), {
      semilla,
      validar: opciones.validar ?? false,
      rolAutor: 'CLINICO',
      muestras: { informe, laboratorios: porUnidad('LABORATORIO'), biobancos: porUnidad('BIOBANCO') },
      alAvanzar: opciones.alAvanzarHistorias,
    });
    // The outcomes and the worklist's values read what was stored, samples included, as the server does after a save;
    // with statistics first, or each history's correlated reads scan whole tables (seconds per 100 patients at 100 000).
    await tx.execute(sql`analyze paciente_ensayo, diagnostico_fish, ${sql.raw(TABLAS_HISTORIA.join(', '))}`);
    await completarDerivados(tx);
    return { centros, usuarios, previos };
  }).catch(async (error: unknown) => {
    // Nothing points at the report file of a run that was rolled back.
    await opciones.almacen.borrar(informe.clave);
    throw error;
  });
  // A bulk load leaves the visibility map empty: index-only scans would read the table until autovacuum passes.
  await db.execute(sql`vacuum analyze paciente, paciente_ensayo, desenlace_paciente, auditoria, ${sql.raw(TABLAS_HISTORIA.join(', '))}`);
  return resultado;
}
