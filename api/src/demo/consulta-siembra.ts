import { sql, type SQL } from 'drizzle-orm';
import { completitudDatosEsenciales, DIAS_REGISTRO_PROSPECTIVO, expedienteSinRegistros, type Rol } from '@registro-lma/shared/domain';
import {
  CAMBIOS_DE_ESTADO,
  elegirDe,
  elegirPonderado,
  ENSAYO_OTRO_DEMO,
  MEDICOS_DEMO,
  MOTIVO_ESTADO,
  OBSERVACIONES_DEMO,
  PESOS_ENSAYO,
  PESOS_ENTIDAD,
  PROPORCION_BORRADOR,
  PROPORCION_BORRADOR_RECIENTE,
  PROPORCION_CON_MEDICO,
  PROPORCION_CON_OBSERVACIONES,
  PROPORCION_CONSIENTE_MUESTRAS,
  PROPORCION_EN_ENSAYO,
  PROPORCION_EXENCION_CEI,
  PROPORCION_RETROSPECTIVO,
  VERSION_CONSENTIMIENTO_ACTUAL,
  VERSIONES_CONSENTIMIENTO,
} from './distribuciones-demo';

/** Who registers a centre's patients (null: the system). */
export interface CentroSiembra {
  hospital_id: number;
  autor: { usuario_id: number; rol: Rol } | null;
}

/** Rows `desde` ≤ g < `hasta` of a run of `total`: row g is registered at fraction g / total of the timeline. */
export interface LoteSiembra {
  centros: readonly CentroSiembra[];
  desde: number;
  hasta: number;
  total: number;
  /** Without the audit trail of the new rows: for a test of reads over many patients, which never reads it. */
  sinAuditoria?: boolean;
}

/**
 * The registry opened on this date: every diagnosis and registration falls between it and yesterday (a registration
 * of today, timed 08:00–18:00, could be later than now).
 */
const APERTURA_REGISTRO = '2015-01-01';
const EDAD_MINIMA = 18;
const EDAD_MAXIMA = 90;
const DIAS_RECIENTES = 90;
/** Longest delay between diagnosis and a retrospective registration. */
const DEMORA_RETROSPECTIVA_MAXIMA = 1400;
const DIAS_PARA_INCLUIR_EN_ENSAYO = 21;
const MEDICOS_POR_CENTRO = 3;

function lista(valores: readonly (string | number | null)[], tipo: 'int' | 'text'): SQL {
  return sql`(array[${sql.join(valores.map((valor) => sql`${valor}`), sql`, `)}]::${sql.raw(tipo)}[])`;
}

function versionConsentimiento(fecha: SQL): SQL {
  const ramas = VERSIONES_CONSENTIMIENTO.map(([hasta, version]) => sql`when ${fecha} < ${hasta}::date then ${version}`);
  return sql`(case ${sql.join(ramas, sql` `)} else ${VERSION_CONSENTIMIENTO_ACTUAL} end)`;
}

function motivo(estado: SQL): SQL {
  const ramas = Object.entries(MOTIVO_ESTADO).map(([codigo, texto]) => sql`when ${estado} = ${codigo} then ${texto}`);
  return sql`(case ${sql.join(ramas, sql` `)} end)`;
}

/**
 * The rows of one batch, drawn in SQL. Age at diagnosis is 18 + ⌊73·Beta(4, 2)⌋ (median ≈ 68, mode ≈ 72, as in adult
 * AML series), Beta drawn as a ratio of Gamma variables; diagnosis precedes registration by up to 60 days
 * (PROSPECTIVO) or 91–1400 days (RETROSPECTIVO); a few patients withdraw or are excluded (the histories draw deaths
 * and losses to follow-up). CTEs that call random() are materialised, so each drawn value is read consistently.
 */
function filasDelLote(lote: LoteSiembra): SQL {
  const { centros, desde, hasta, total } = lote;
  const { RETIRADO, EXCLUIDO } = CAMBIOS_DE_ESTADO;
  return sql`base as (
      select g, g % ${centros.length} as centro,
        ${lista(centros.map((c) => c.hospital_id), 'int')}[1 + g % ${centros.length}] as hospital_id,
        ${lista(centros.map((c) => c.autor?.usuario_id ?? null), 'int')}[1 + g % ${centros.length}] as autor_id,
        ${APERTURA_REGISTRO}::date + floor((g + random()) * (current_date - ${APERTURA_REGISTRO}::date) / ${total}::float8)::int as fecha_registro,
        random() as r_borrador, random() as r_retro, random() as r_demora, random() as r_cumple, random() as r_sexo,
        random() as r_entidad, random() as r_estado, random() as r_consentimiento, random() as r_firma, random() as r_muestras,
        random() as r_ensayo, random() as r_medico, random() as r_nota, random() as r_hora, random() as r_cambio,
        -ln(1 - random()) - ln(1 - random()) - ln(1 - random()) - ln(1 - random()) as gamma4,
        -ln(1 - random()) - ln(1 - random()) as gamma2
      from generate_series(${desde}::int, ${hasta - 1}::int) g),
    antiguedad as (
      select b.*, b.fecha_registro - ${APERTURA_REGISTRO}::date as dias_abierto,
        least(${EDAD_MAXIMA}, ${EDAD_MINIMA} + floor(${EDAD_MAXIMA - EDAD_MINIMA + 1} * b.gamma4 / (b.gamma4 + b.gamma2))::int) as edad,
        b.r_borrador < case when b.fecha_registro > current_date - ${DIAS_RECIENTES}::int then ${PROPORCION_BORRADOR + PROPORCION_BORRADOR_RECIENTE}::float8
          else ${PROPORCION_BORRADOR}::float8 end as borrador
      from base b),
    diagnostico as (
      select a.*, a.fecha_registro - case
          when a.r_retro < ${PROPORCION_RETROSPECTIVO} and a.dias_abierto > ${DIAS_REGISTRO_PROSPECTIVO + 30}
            then ${DIAS_REGISTRO_PROSPECTIVO + 1} + floor(a.r_demora * least(${DEMORA_RETROSPECTIVA_MAXIMA}, a.dias_abierto - ${DIAS_REGISTRO_PROSPECTIVO + 1}))::int
          else floor(a.r_demora * least(61, a.dias_abierto + 1))::int end as fecha_diagnostico
      from antiguedad a),
    persona as (
      select d.*, (d.fecha_diagnostico - make_interval(years => d.edad))::date - floor(d.r_cumple * 365)::int as fecha_nacimiento,
        (d.fecha_registro + time '08:00' + d.r_hora * interval '10 hours')::timestamptz as creado_en
      from diagnostico d),
    estado as (
      select p.*, case when p.borrador then 'BORRADOR'
          when p.r_estado < ${RETIRADO.proporcion} then 'RETIRADO'
          when p.r_estado < ${RETIRADO.proporcion + EXCLUIDO.proporcion} then 'EXCLUIDO'
          else 'ACTIVO' end as estado,
        p.fecha_diagnostico + floor(p.r_firma * (p.fecha_registro - p.fecha_diagnostico + 1))::int as fecha_firma
      from persona p),
    filas as (
      select e.*, e.estado not in ('ACTIVO', 'BORRADOR') as cambiado,
        case when e.borrador then null when e.estado = 'RETIRADO' then 'REVOCADO'
          when e.r_consentimiento < ${PROPORCION_EXENCION_CEI} then 'EXENCION_CEI' else 'FIRMADO' end as consentimiento,
        case when e.estado in ('ACTIVO', 'BORRADOR') then e.creado_en else e.creado_en + e.r_cambio * (now() - e.creado_en) end as modificado_en,
        ((e.centro * ${MEDICOS_POR_CENTRO} + floor(e.r_medico / ${PROPORCION_CON_MEDICO} * ${MEDICOS_POR_CENTRO})::int) % ${MEDICOS_DEMO.length}) as medico
      from estado e)`;
}

/** Demo patients have no stage records: their minimum data set holds the registration items only (data-dictionary §3.2). */
function completitudSinEtapas(conDatos: boolean, estado: string): number {
  const fecha = conDatos ? '2020-01-01' : null;
  const paciente = { sexo: conDatos ? 'MUJER' : null, fecha_nacimiento: fecha, fecha_diagnostico: fecha, estado };
  const expediente = expedienteSinRegistros({ paciente_id: 0, sexo: paciente.sexo, fecha_nacimiento: fecha, fecha_diagnostico: fecha, entidad: null, estado, ensayos: [] });

  return completitudDatosEsenciales(paciente, expediente).de_completitud_pct;
}

function insercionPacientes(): SQL {
  const conDatos = (valor: SQL) => sql`case when not f.borrador then ${valor} end`;
  const firmado = sql`f.consentimiento in ('FIRMADO', 'REVOCADO')`;
  return sql`nuevos as (
      insert into paciente (hospital_id, sexo, fecha_nacimiento, fecha_diagnostico, entidad, consentimiento, fecha_consentimiento,
        version_consentimiento, consentimiento_muestras, fecha_revocacion, participa_ensayo, medico_responsable, observaciones,
        estado, estado_motivo, estado_formulario, edad_diagnostico, fecha_registro, tipo_registro, de_completitud_pct,
        creado_por, creado_en, modificado_por, modificado_en, version)
      select f.hospital_id,
        ${conDatos(sql`case when f.r_sexo < 0.55 then 'HOMBRE' else 'MUJER' end`)},
        ${conDatos(sql`f.fecha_nacimiento`)}, ${conDatos(sql`f.fecha_diagnostico`)},
        ${conDatos(elegirPonderado(sql`f.r_entidad`, PESOS_ENTIDAD))},
        f.consentimiento,
        case when ${firmado} then f.fecha_firma end,
        case when ${firmado} then ${versionConsentimiento(sql`f.fecha_firma`)} end,
        case when ${firmado} then case when f.r_muestras < ${PROPORCION_CONSIENTE_MUESTRAS} then 'SI' else 'NO' end end,
        case when f.consentimiento = 'REVOCADO' then f.modificado_en::date end,
        ${conDatos(sql`case when f.r_ensayo < ${PROPORCION_EN_ENSAYO} then 'SI' else 'NO' end`)},
        case when f.r_medico < ${PROPORCION_CON_MEDICO} then ${lista(MEDICOS_DEMO, 'text')}[1 + f.medico] end,
        case when f.r_nota < ${PROPORCION_CON_OBSERVACIONES} then ${elegirDe(sql`(f.r_nota / ${PROPORCION_CON_OBSERVACIONES})`, OBSERVACIONES_DEMO)} end,
        f.estado, ${motivo(sql`f.estado`)},
        case when f.borrador then 'BORRADOR' else 'COMPLETO' end,
        ${conDatos(sql`extract(year from age(f.fecha_diagnostico, f.fecha_nacimiento))::int`)},
        f.fecha_registro,
        ${conDatos(sql`case when f.fecha_registro - f.fecha_diagnostico <= ${DIAS_REGISTRO_PROSPECTIVO} then 'PROSPECTIVO' else 'RETROSPECTIVO' end`)},
        case when f.borrador then ${completitudSinEtapas(false, 'BORRADOR')}::int else ${completitudSinEtapas(true, 'ACTIVO')}::int end,
        f.autor_id, f.creado_en, f.autor_id, f.modificado_en, case when f.cambiado then 2 else 1 end
      from filas f order by f.g
      returning *)`;
}

function insercionEnsayos(): SQL {
  const ensayo = sql`case when t.entidad = 'LA_LINAJE_AMBIGUO' then 'LA_MIX' else ${elegirPonderado(sql`t.r_ensayo`, PESOS_ENSAYO)} end`;
  return sql`en_ensayo as (
      select n.*, random() as r_ensayo, random() as r_inclusion, random() as r_brazo from nuevos n where n.participa_ensayo = 'SI'),
    ensayos as (
      insert into paciente_ensayo (paciente_id, ensayo, ensayo_otro, codigo_paciente_ensayo, fecha_inclusion, brazo,
        creado_por, creado_en, modificado_por, modificado_en)
      select c.paciente_id, c.ensayo, case when c.ensayo = 'OTRO' then ${ENSAYO_OTRO_DEMO} end,
        replace(c.ensayo, '_', '') || '-' || lpad((c.upn_numero % 10000)::text, 4, '0'),
        least(current_date, c.fecha_diagnostico + floor(c.r_inclusion * ${DIAS_PARA_INCLUIR_EN_ENSAYO})::int),
        case when c.ensayo <> 'OTRO' then case when c.r_brazo < 0.5 then 'A' else 'B' end end,
        c.creado_por, c.creado_en, c.creado_por, c.creado_en
      from (select t.*, ${ensayo} as ensayo from en_ensayo t) c
      returning *)`;
}

/**
 * The audit trail a real registration leaves: CREAR of the patient and of its trial row and, for a patient no
 * longer ACTIVO, CAMBIO_ESTADO from ACTIVO (snapshots as `to_jsonb` of the row, as the history compares them).
 */
function insercionAuditoria(centros: readonly CentroSiembra[]): SQL {
  const rolDe = (hospitalId: SQL) =>
    sql`${lista(centros.map((c) => c.autor?.rol ?? null), 'text')}[array_position(${lista(centros.map((c) => c.hospital_id), 'int')}, ${hospitalId})]`;
  return sql`instantaneas as (
      select n.paciente_id, n.hospital_id, n.creado_por, n.creado_en, n.modificado_por, n.modificado_en, n.estado_motivo,
        n.version > 1 as cambiado, ${rolDe(sql`n.hospital_id`)} as rol, to_jsonb(n) - 'upn_numero' as final
      from nuevos n),
    iniciales as (
      select i.*, i.final || jsonb_build_object('estado', 'ACTIVO', 'estado_motivo', null, 'version', 1, 'modificado_en', i.creado_en)
        || case when i.final ->> 'consentimiento' = 'REVOCADO' then jsonb_build_object('consentimiento', 'FIRMADO', 'fecha_revocacion', null)
          else '{}'::jsonb end as inicial
      from instantaneas i),
    auditados as (
      insert into auditoria (usuario_id, rol, tabla, registro_id, accion, antes, despues, motivo, paciente_id,
        creado_por, creado_en, modificado_por, modificado_en)
      select i.creado_por, i.rol, 'paciente', i.paciente_id::text, 'CREAR', null::jsonb, case when i.cambiado then i.inicial else i.final end, null::text,
        i.paciente_id, i.creado_por, i.creado_en, i.creado_por, i.creado_en
      from iniciales i
      union all
      select e.creado_por, i.rol, 'paciente_ensayo', e.paciente_ensayo_id::text, 'CREAR', null::jsonb, to_jsonb(e), null::text,
        e.paciente_id, e.creado_por, e.creado_en, e.creado_por, e.creado_en
      from ensayos e join iniciales i on i.paciente_id = e.paciente_id
      union all
      select i.modificado_por, i.rol, 'paciente', i.paciente_id::text, 'CAMBIO_ESTADO', i.inicial, i.final, i.estado_motivo,
        i.paciente_id, i.modificado_por, i.modificado_en, i.modificado_por, i.modificado_en
      from iniciales i where i.cambiado)`;
}

/** One statement that inserts a batch of patients, their trial rows and their audit trail; returns how many patients. */
export function consultaSiembra(lote: LoteSiembra): SQL {
  const auditoria = lote.sinAuditoria === true ? sql`` : sql`, ${insercionAuditoria(lote.centros)}`;
  return sql`with ${filasDelLote(lote)}, ${insercionPacientes()}, ${insercionEnsayos()}${auditoria}
    select count(*)::int as sembrados from nuevos`;
}
