import type pg from 'pg';

/**
 * Append-only tables: those guarded by the trigger function of migration 0001. Found in the catalogue, so a table
 * a later migration puts under the same trigger is covered without naming it here.
 */
const TABLAS_SOLO_INSERCION = `
  select distinct c.relname as tabla
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_proc p on p.oid = t.tgfoid
   where n.nspname = 'public' and p.proname = 'auditoria_solo_insercion'`;

/**
 * Run by the owner role after the migrations, on every start: the application role reads and writes rows and
 * nothing else (no DDL, no TRUNCATE, no triggers), and may only add to append-only tables. Re-granting on every
 * start covers the tables of new migrations; the default privileges cover tables the owner creates by hand.
 */
export async function concederPermisosAplicacion(propietario: pg.ClientBase, rolAplicacion: string): Promise<void> {
  const rol = propietario.escapeIdentifier(rolAplicacion);
  const sentencias = [
    `GRANT USAGE ON SCHEMA public TO ${rol}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${rol}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${rol}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${rol}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${rol}`,
  ];
  const { rows } = await propietario.query<{ tabla: string }>(TABLAS_SOLO_INSERCION);
  for (const { tabla } of rows) {
    sentencias.push(`REVOKE UPDATE, DELETE, TRUNCATE ON ${propietario.escapeIdentifier(tabla)} FROM ${rol}`);
  }
  for (const sentencia of sentencias) await propietario.query(sentencia);
}

/**
 * Whether the connected role could switch the audit trail's protections off: a superuser (session_replication_role)
 * or a member of the role owning `auditoria` (ALTER TABLE … DISABLE TRIGGER, DROP).
 */
export async function puedeAlterarAuditoria(cliente: pg.Pool): Promise<{ rol: string; puede: boolean }> {
  const { rows } = await cliente.query<{ rol: string; puede: boolean }>(
    `select current_user as rol, r.rolsuper or pg_has_role(current_user, c.relowner, 'MEMBER') as puede
       from pg_roles r, pg_class c
      where r.rolname = current_user and c.oid = 'public.auditoria'::regclass`,
  );
  const [fila] = rows;
  if (fila === undefined) throw new Error('No se encontró la tabla auditoria tras las migraciones.');
  return fila;
}
