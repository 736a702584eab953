-- Data migration: the ⚙ catalogue values 0019 seeded in English («Ventana» of the trials' sample moments, the trials'
-- populations, the funding notes) rewritten in Spanish, as the seed in code now has them (shared/src/domain/catalogues).
-- Only a row still holding the English seed text is rewritten: a value the administrator changed stays as it is. Each
-- rewritten row counts as a change (version + 1, so an edit form opened before the upgrade gets 409 instead of writing
-- the English text back); the catalogue's version counter is left alone (nothing was added, removed or reordered) and
-- the library's ETag follows the content anyway.
UPDATE "catalogo_fila" AS "fila"
SET "datos" = jsonb_set("fila"."datos", '{ventana}', to_jsonb("t"."es")), "version" = "fila"."version" + 1, "modificado_en" = now()
FROM (VALUES
  ('before induction', 'antes de la inducción'),
  ('day +21 to +35', 'día +21 a +35'),
  ('after cycle 2', 'tras el ciclo 2'),
  ('after consolidation 1', 'tras la consolidación 1'),
  ('after last consolidation', 'tras la última consolidación'),
  ('≤ 30 d before HCT', '≤ 30 días antes del TPH'),
  ('day +80 to +120', 'día +80 a +120'),
  ('±1 month', '±1 mes'),
  ('at relapse', 'en la recaída'),
  ('day +13 to +17 (only ALL-type schedules)', 'día +13 a +17 (solo esquemas de tipo LLA)'),
  ('day +28 to +40', 'día +28 a +40'),
  ('after consolidation block', 'tras el bloque de consolidación'),
  ('before CPX-351', 'antes de CPX-351'),
  ('recovery after CPX-351 is slower than after 7+3', 'la recuperación tras CPX-351 es más lenta que tras 7+3'),
  ('after 2nd induction', 'tras la 2.ª inducción'),
  ('after consolidation 2', 'tras la consolidación 2'),
  ('≤ 28 d before cycle 1 day 1', '≤ 28 días antes del día 1 del ciclo 1'),
  ('cycle 2 day 22–28', 'ciclo 2, días 22–28'),
  ('cycle 4 day 22–28', 'ciclo 4, días 22–28'),
  ('cycle 6 day 22–28', 'ciclo 6, días 22–28'),
  ('end of cycles 12, 18, 24…', 'final de los ciclos 12, 18, 24…'),
  ('when CR/CRh/CRi is suspected', 'cuando se sospecha RC/RCh/RCi'),
  ('at progression or relapse', 'en la progresión o la recaída'),
  ('≤ 30 d after last dose', '≤ 30 días tras la última dosis'),
  ('before cycle 1', 'antes del ciclo 1'),
  ('after 1st FLAG-Ida-Q', 'tras el 1.er FLAG-Ida-Q'),
  ('after 2nd cycle', 'tras el 2.º ciclo'),
  ('±2 weeks', '±2 semanas'),
  ('marrow to decide venetoclax interruption', 'médula para decidir la interrupción de venetoclax'),
  ('if no CR/CRi after cycle 1', 'si no hay RC/RCi tras el ciclo 1'),
  ('end of cycles 6, 9, 12…', 'final de los ciclos 6, 9, 12…'),
  ('at progression/relapse', 'en la progresión o la recaída')
) AS "t"("en", "es")
WHERE "fila"."catalogo" IN ('momento_muestra_lma_flow', 'momento_muestra_la_mix', 'momento_muestra_lamvyx', 'momento_muestra_pevolam', 'momento_muestra_flag_quida', 'momento_muestra_ven_a_qui') AND "fila"."datos" ->> 'ventana' = "t"."en";
--> statement-breakpoint
UPDATE "catalogo_fila" AS "fila"
SET "datos" = jsonb_set("fila"."datos", '{poblacion}', to_jsonb("t"."es")), "version" = "fila"."version" + 1, "modificado_en" = now()
FROM (VALUES
  ('MRD by flow cytometry in AML (assumed)', 'EMR por citometría de flujo en la LMA (diseño supuesto)'),
  ('acute leukaemia of mixed/ambiguous lineage (assumed)', 'leucemia aguda de linaje mixto o ambiguo (diseño supuesto)'),
  ('CPX-351 in AML (assumed)', 'CPX-351 en la LMA (diseño supuesto)'),
  ('newly diagnosed AML not eligible for intensive chemotherapy; azacitidine ± pevonedistat', 'LMA de nuevo diagnóstico no candidata a quimioterapia intensiva; azacitidina ± pevonedistat'),
  ('relapsed/refractory FLT3-ITD AML; FLAG-Ida + quizartinib', 'LMA con FLT3-ITD en recaída o refractaria; FLAG-Ida + quizartinib'),
  ('FLT3-ITD AML unfit for intensive therapy; venetoclax + azacitidine/LDAC + quizartinib', 'LMA con FLT3-ITD no candidata a tratamiento intensivo; venetoclax + azacitidina o citarabina a dosis bajas + quizartinib')
) AS "t"("en", "es")
WHERE "fila"."catalogo" = 'ensayo' AND "fila"."datos" ->> 'poblacion' = "t"."en";
--> statement-breakpoint
UPDATE "catalogo_fila" AS "fila"
SET "nota" = "t"."es", "version" = "fila"."version" + 1, "modificado_en" = now()
FROM (VALUES
  ('Registry-funded central testing', 'Pruebas centrales financiadas por el registro'),
  ('Mandatory default for trial samples (`muestra.es_ensayo = true`)', 'Por defecto y obligatorio en las muestras de ensayo'),
  ('Routine care test billed to the referring centre', 'Prueba asistencial facturada al centro de origen'),
  ('Grant code in `muestra.codigo_proyecto`', 'Código de la convocatoria en el «Código de proyecto» de la muestra'),
  ('e.g. companion-diagnostic programmes (FLT3, IDH1/2)', 'p. ej., programas de diagnóstico complementario (FLT3, IDH1/2)'),
  ('Inter-hospital agreement', 'Acuerdo entre hospitales')
) AS "t"("en", "es")
WHERE "fila"."catalogo" = 'laboratorio_economico' AND "fila"."nota" = "t"."en";
