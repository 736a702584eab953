import { LABORATORIO } from '@registro-lma/shared/domain';

/**
 * `muestras` samples in one statement besides the demo's own, `porPaciente` per patient in patient order (codes numbered
 * after the patient's demo samples), every
 * laboratory, states weighted as a running registry holds them (most reported, a fifth on their way or received),
 * changes spread over two years. What the worklist's filters and sort columns read varies too: two materials, the
 * requested studies in turn, one sample in seven of a trial (LMA-FLOW or PEVOLAM, at its first protocol moment), and a
 * shipment date 0–2 days after extraction for every sample past REGISTRADA.
 */
export async function sembrarMuestras(ejecutar: (sentencia: string) => Promise<unknown>, muestras: number, porPaciente: number): Promise<void> {
  // Only the benchmark's own integers and catalogue codes are written into the statement.
  const laboratorios = `array[${LABORATORIO.map((fila) => `'${fila.codigo}'`).join(',')}]`;
  await ejecutar(`
    with numerados as (
      select p.paciente_id, p.upn, coalesce(c.ultimo, 0) + n as n, row_number() over (order by p.paciente_id, n) as fila
      from paciente p left join muestra_contador c on c.paciente_id = p.paciente_id
        cross join generate_series(1, ${porPaciente}) as n
    ), con_estado as (
      select numerados.*, fila % 7 = 0 as de_ensayo, date '2024-01-01' + (fila % 700)::int as extraccion,
        (array['REGISTRADA','ENVIADA','ENVIADA','RECIBIDA','RECIBIDA','EN_PROCESO','EN_PROCESO','INFORMADA','INFORMADA','INFORMADA',
               'INFORMADA','INFORMADA','INFORMADA','RECHAZADA','ANULADA'])[(1 + (fila / 5 * 11) % 15)::int] as estado
      from numerados
      where fila <= ${muestras}
    )
    insert into muestra (paciente_id, codigo_muestra, es_ensayo, ensayo, momento, momento_ensayo, material, fecha_extraccion, fecha_envio,
      anticoagulante, n_tubos, volumen_ml, estudios_solicitados, laboratorio_destino, laboratorio_economico, estado, creado_en, modificado_en)
    select paciente_id, upn || '-M' || lpad(n::text, 3, '0'), de_ensayo,
      case when de_ensayo then (array['LMA_FLOW','PEVOLAM'])[(1 + fila % 2)::int] end,
      case when de_ensayo then null else 'DIAG' end,
      case when de_ensayo then (array['DIAG','CRIBADO'])[(1 + fila % 2)::int] end,
      (array['MO_ASPIRADO','SP'])[(1 + fila % 2)::int], extraccion,
      case when estado = 'REGISTRADA' then null else extraccion + (fila % 3)::int end, 'EDTA', 2, 5,
      (case fila % 4 when 0 then array['CMF_DIAGNOSTICO','NGS'] when 1 then array['NGS','PCR_DIAGNOSTICO']
        when 2 then array['CITOGENETICA','FISH'] else array['CMF_EMR','PCR_EMR'] end)::varchar[],
      (${laboratorios})[(1 + (fila * 7) % ${LABORATORIO.length})::int],
      case when de_ensayo then 'PROMOTOR_ENSAYO' else 'GRUPO_COOPERATIVO' end, estado,
      now() - make_interval(days => (fila % 730)::int), now() - make_interval(mins => (fila * 37 % 1051200)::int)
    from con_estado`);
  await ejecutar('vacuum analyze muestra');
}
