import { and, arrayContains, asc, desc, eq, gte, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { OrdenListaMuestras } from '@registro-lma/shared/domain';
import { hospital, muestra, muestraConfirmacion, paciente } from '../../db/schema';

/** The filters of the sample lists but the state: what the per-state count is taken over. */
export type FiltroRecuentoMuestras = {
  laboratorio: string | null;
  upn: string | null;
  es_ensayo: 'true' | 'false' | null;
  hospital_id: number | null;
  estudio: string | null;
  ensayo: string | null;
  extraccion_desde: string | null;
  extraccion_hasta: string | null;
  envio_desde: string | null;
  envio_hasta: string | null;
};

export type FiltroMuestras = FiltroRecuentoMuestras & {
  pagina: number;
  tamano: number;
  estado: string | null;
  orden: OrdenListaMuestras;
  direccion: 'asc' | 'desc';
};

/** The scope and the filters as one condition on `muestra` joined with `paciente`. */
export function condicionListado(filtro: FiltroRecuentoMuestras & { estado: string | null }, alcance: SQL | undefined): SQL | undefined {
  return and(
    alcance,
    filtro.laboratorio === null ? undefined : eq(muestra.laboratorio_destino, filtro.laboratorio as never),
    filtro.estado === null ? undefined : eq(muestra.estado, filtro.estado as never),
    filtro.upn === null ? undefined : eq(paciente.upn, filtro.upn.trim().toUpperCase()),
    filtro.es_ensayo === null ? undefined : eq(muestra.es_ensayo, filtro.es_ensayo === 'true'),
    filtro.hospital_id === null ? undefined : eq(paciente.hospital_id, filtro.hospital_id),
    filtro.estudio === null ? undefined : arrayContains(muestra.estudios_solicitados, [filtro.estudio]),
    filtro.ensayo === null ? undefined : eq(muestra.ensayo, filtro.ensayo),
    filtro.extraccion_desde === null ? undefined : gte(muestra.fecha_extraccion, filtro.extraccion_desde),
    filtro.extraccion_hasta === null ? undefined : lte(muestra.fecha_extraccion, filtro.extraccion_hasta),
    filtro.envio_desde === null ? undefined : gte(muestra.fecha_envio, filtro.envio_desde),
    filtro.envio_hasta === null ? undefined : lte(muestra.fecha_envio, filtro.envio_hasta),
  );
}

/** What each sortable column of the list sorts by (the query schema admits no other). */
const EXPRESION_DE_ORDEN: Readonly<Record<OrdenListaMuestras, SQLWrapper>> = {
  codigo_muestra: muestra.codigo_muestra,
  upn: paciente.upn,
  centro: hospital.codigo,
  // A trial sample has its protocol moment instead of the general one.
  momento: sql`coalesce(${muestra.momento}, ${muestra.momento_ensayo})`,
  material: muestra.material,
  fecha_extraccion: muestra.fecha_extraccion,
  fecha_envio: muestra.fecha_envio,
  // The query left-joins the reception.
  fecha_recepcion: muestraConfirmacion.fecha_recepcion,
  estado: muestra.estado,
  modificado_en: muestra.modificado_en,
};

/**
 * The page's order: the chosen column (empty values last either way), then the sample's id, so that pages never
 * overlap. The default, newest change first, is the order the worklist's index holds.
 */
export function ordenListado(filtro: Pick<FiltroMuestras, 'orden' | 'direccion'>): SQL[] {
  const sentido = filtro.direccion === 'asc' ? asc : desc;
  if (filtro.orden === 'modificado_en') return [sentido(muestra.modificado_en), asc(muestra.muestra_id)];
  return [sql`${sentido(EXPRESION_DE_ORDEN[filtro.orden])} nulls last`, asc(muestra.muestra_id)];
}
