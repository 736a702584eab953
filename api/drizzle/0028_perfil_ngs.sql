CREATE TABLE "perfil_ngs" (
	"paciente_id" integer PRIMARY KEY NOT NULL,
	"estudiados" varchar(40)[] DEFAULT '{}' NOT NULL,
	"mutados" varchar(40)[] DEFAULT '{}' NOT NULL,
	"celdas" text DEFAULT '' NOT NULL,
	"celdas_vus" text DEFAULT '' NOT NULL
);

--> statement-breakpoint
-- The profiles of the patients `pacientes` from their live, not failed NGS results (the panel's NGS_VALORABLE): the
-- genes their panels studied, and per gene with a counted variant its type (MULTIPLE for several), pathogenic and
-- likely pathogenic alone and with VUS; no row without such a result. Genes without a symbol (OTRO) are not charted.
-- Set-based: a statement that writes the results or variants of many patients recomputes them in one pass.
CREATE FUNCTION "perfil_ngs_calcular"(pacientes integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "perfil_ngs" pf WHERE pf."paciente_id" = ANY (pacientes) AND NOT EXISTS (
    SELECT 1 FROM "muestra_ngs" n JOIN "muestra_ngs_panel" np ON np."ngs_id" = n."ngs_id"
    WHERE n."paciente_id" = pf."paciente_id" AND NOT n."eliminado" AND n."estado_ngs" IS DISTINCT FROM 'FALLIDO');
  INSERT INTO "perfil_ngs" ("paciente_id", "estudiados", "mutados", "celdas", "celdas_vus")
  WITH ngs AS (
    SELECT n."paciente_id", n."ngs_id", np."panel_genes_id" FROM "muestra_ngs" n JOIN "muestra_ngs_panel" np ON np."ngs_id" = n."ngs_id"
    WHERE n."paciente_id" = ANY (pacientes) AND NOT n."eliminado" AND n."estado_ngs" IS DISTINCT FROM 'FALLIDO'),
  estudiados AS (
    SELECT ngs."paciente_id", array_agg(DISTINCT g ORDER BY g) AS genes
    FROM ngs JOIN "panel_genes" pg ON pg."panel_genes_id" = ngs."panel_genes_id" CROSS JOIN unnest(pg."genes") AS g
    WHERE g <> 'OTRO' GROUP BY ngs."paciente_id"),
  variantes AS (
    SELECT ngs."paciente_id", v."gen", v."tipo_variante" AS tipo, v."clasificacion" IN ('PATOGENICA', 'PROBABLEMENTE_PATOGENICA') AS patogenica
    FROM ngs JOIN "ngs_variante" v ON v."ngs_id" = ngs."ngs_id"
    WHERE v."gen" <> 'OTRO' AND v."clasificacion" IN ('PATOGENICA', 'PROBABLEMENTE_PATOGENICA', 'VUS')),
  celdas AS (
    SELECT "paciente_id", "gen", bool_or(patogenica) AS patogenica,
      CASE WHEN count(DISTINCT tipo) FILTER (WHERE patogenica) > 1 THEN 'MULTIPLE' ELSE min(tipo) FILTER (WHERE patogenica) END AS tipo,
      CASE WHEN count(DISTINCT tipo) > 1 THEN 'MULTIPLE' ELSE min(tipo) END AS tipo_vus
    FROM variantes GROUP BY "paciente_id", "gen"),
  perfiles AS (
    SELECT "paciente_id",
      array_agg("gen" ORDER BY "gen") FILTER (WHERE patogenica) AS mutados,
      string_agg("gen" || ':' || tipo, ',' ORDER BY "gen") FILTER (WHERE patogenica) AS celdas,
      string_agg("gen" || ':' || tipo_vus, ',' ORDER BY "gen") AS celdas_vus
    FROM celdas GROUP BY "paciente_id")
  SELECT p."paciente_id", coalesce(e.genes, '{}'), coalesce(pf.mutados, '{}'), coalesce(pf.celdas, ''), coalesce(pf.celdas_vus, '')
  FROM (SELECT DISTINCT "paciente_id" FROM ngs) p LEFT JOIN estudiados e USING ("paciente_id") LEFT JOIN perfiles pf USING ("paciente_id")
  ON CONFLICT ("paciente_id") DO UPDATE SET "estudiados" = excluded."estudiados", "mutados" = excluded."mutados",
    "celdas" = excluded."celdas", "celdas_vus" = excluded."celdas_vus";
END;
$$;
--> statement-breakpoint
-- Once per statement, for the patients of the results it inserted, changed (before and after) or deleted. A result's
-- panel (muestra_ngs_panel) is written by a row trigger of the same statement, which has run by then.
CREATE FUNCTION "perfil_ngs_por_resultados_nuevos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "perfil_ngs_calcular"(ARRAY(SELECT DISTINCT "paciente_id" FROM nuevos));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "perfil_ngs_por_resultados_cambiados"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "perfil_ngs_calcular"(ARRAY(SELECT "paciente_id" FROM viejos UNION SELECT "paciente_id" FROM nuevos));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "perfil_ngs_por_resultados_borrados"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "perfil_ngs_calcular"(ARRAY(SELECT DISTINCT "paciente_id" FROM viejos));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "perfil_ngs_por_resultados_nuevos" AFTER INSERT ON "muestra_ngs"
  REFERENCING NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION "perfil_ngs_por_resultados_nuevos"();
--> statement-breakpoint
CREATE TRIGGER "perfil_ngs_por_resultados_cambiados" AFTER UPDATE ON "muestra_ngs"
  REFERENCING OLD TABLE AS viejos NEW TABLE AS nuevos FOR EACH STATEMENT EXECUTE FUNCTION "perfil_ngs_por_resultados_cambiados"();
--> statement-breakpoint
CREATE TRIGGER "perfil_ngs_por_resultados_borrados" AFTER DELETE ON "muestra_ngs"
  REFERENCING OLD TABLE AS viejos FOR EACH STATEMENT EXECUTE FUNCTION "perfil_ngs_por_resultados_borrados"();
--> statement-breakpoint
-- The same for the variants a statement inserted, changed or deleted: the patients of their results.
CREATE FUNCTION "perfil_ngs_por_variantes_nuevas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "perfil_ngs_calcular"(ARRAY(SELECT DISTINCT n."paciente_id" FROM nuevas v JOIN "muestra_ngs" n ON n."ngs_id" = v."ngs_id"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "perfil_ngs_por_variantes_cambiadas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "perfil_ngs_calcular"(ARRAY(SELECT n."paciente_id" FROM (SELECT "ngs_id" FROM viejas UNION SELECT "ngs_id" FROM nuevas) v
    JOIN "muestra_ngs" n ON n."ngs_id" = v."ngs_id"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "perfil_ngs_por_variantes_borradas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "perfil_ngs_calcular"(ARRAY(SELECT DISTINCT n."paciente_id" FROM viejas v JOIN "muestra_ngs" n ON n."ngs_id" = v."ngs_id"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "perfil_ngs_por_variantes_nuevas" AFTER INSERT ON "ngs_variante"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "perfil_ngs_por_variantes_nuevas"();
--> statement-breakpoint
CREATE TRIGGER "perfil_ngs_por_variantes_cambiadas" AFTER UPDATE ON "ngs_variante"
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "perfil_ngs_por_variantes_cambiadas"();
--> statement-breakpoint
CREATE TRIGGER "perfil_ngs_por_variantes_borradas" AFTER DELETE ON "ngs_variante"
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "perfil_ngs_por_variantes_borradas"();
--> statement-breakpoint
SELECT "perfil_ngs_calcular"(ARRAY(SELECT DISTINCT "paciente_id" FROM "muestra_ngs"));
