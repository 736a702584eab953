import type { EstadoEtapa } from '../etapas/estado-etapa';
import type { ItemDatoEsencial } from './completitud-datos-esenciales';

/** `GET /pacientes/{id}/datos-iniciales`: the minimum data set (data-dictionary §3.2) read from its home records. */
export type DatosIniciales = {
  items: (ItemDatoEsencial & { readonly editable: boolean })[];
  de_items_aplicables: number;
  de_items_completos: number;
  de_completitud_pct: number;
  de_completo: boolean;
  /** «Faltan datos esenciales: …» 90 days after diagnosis with the set incomplete. */
  aviso: string | null;
  /** The versions the screen sends back (null: the stage record does not exist yet). */
  versiones: { paciente: number; diagnostico: number | null; induccion: number | null };
  estados: { diagnostico: EstadoEtapa; induccion: EstadoEtapa };
};

/** `PUT /pacientes/{id}/datos-iniciales`: the edited items by variable name and the versions read. */
export type GuardadoDatosIniciales = {
  readonly versiones: { readonly paciente?: number; readonly diagnostico?: number | null; readonly induccion?: number | null };
  readonly datos: Readonly<Record<string, unknown>>;
};
