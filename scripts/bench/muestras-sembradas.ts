import { LABORATORIO } from '@registro-lma/shared/domain';

/**
 * `muestras` samples in one statement besides the demo's own, `porPaciente` per patient in patient order (codes numbered
 * after the patient's demo samples), every
 * laboratory, states weighted as a running registry holds them (most reported, a fifth on their way or received),
 * changes spread over two years.
 */
export async function sembrarMuestras(ejecutar: (sentencia: string) => Promise<unknown>, muestras: number, porPaciente: number): Promise<void> {
  // Only the benchmark's own integers and catalogue codes are written into the statement.
  const laboratorios = `array[${LABORATORIO.map((fila) => `'${fila.codigo}'`).join(',')}]`;
  await ejecutar(`
    with numerados as (
      select p.paciente_id, p.upn, coalesce(c.ultimo, 0) + n as n, row_number() over (order by p.paciente_id, n) as fila
      from paciente p left join muestra_contador c on c.paciente_id = p.paciente_id
        cross join generate_series(1, ${porPaciente}) as n
    )
    insert into muestra (paciente_id, codigo_muestra, es_ensayo, momento, material, fecha_extraccion, anticoagulante, n_tubos,
      volumen_ml, estudios_solicitados, laboratorio_destino, laboratorio_economico, estado, creado_en, modificado_en)
    select paciente_id, upn || '-M' || lpad(n::text, 3, '0'), false, 'DIAG', 'MO_ASPIRADO', date '2024-01-01' + (fila % 700)::int, 'EDTA', 2,
      5, array['CMF_DIAGNOSTICO']::varchar[], (${laboratorios})[(1 + (fila * 7) % ${LABORATORIO.length})::int], 'GRUPO_COOPERATIVO',
      (array['REGISTRADA','ENVIADA','ENVIADA','RECIBIDA','RECIBIDA','EN_PROCESO','EN_PROCESO','INFORMADA','INFORMADA','INFORMADA',
             'INFORMADA','INFORMADA','INFORMADA','RECHAZADA','ANULADA'])[(1 + (fila / 5 * 11) % 15)::int],
      now() - make_interval(days => (fila % 730)::int), now() - make_interval(mins => (fila * 37 % 1051200)::int)
    from numerados
    where fila <= ${muestras}`);
  await ejecutar('vacuum analyze muestra');
}
