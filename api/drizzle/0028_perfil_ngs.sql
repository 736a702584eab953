CREATE TABLE "perfil_ngs" (
	"paciente_id" integer PRIMARY KEY NOT NULL,
	"estudiados" varchar(40)[] DEFAULT '{}' NOT NULL,
	"mutados" varchar(40)[] DEFAULT '{}' NOT NULL,
	"celdas" text DEFAULT '' NOT NULL,
	"celdas_vus" text DEFAULT '' NOT NULL
);

--> statement-breakpoint
-- A patient's profile from their live, not failed NGS results (the panel's NGS_VALORABLE): the genes their panels
-- studied, and per gene with a counted variant its type (MULTIPLE for several), pathogenic and likely pathogenic
-- alone and with VUS; no row without such a result. Genes without a symbol (OTRO) are not charted.
CREATE FUNCTION "perfil_ngs_calcular"(pid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "muestra_ngs" n JOIN "muestra_ngs_panel" np ON np."ngs_id" = n."ngs_id"
      WHERE n."paciente_id" = pid AND NOT n."eliminado" AND n."estado_ngs" IS DISTINCT FROM 'FALLIDO') THEN
    DELETE FROM "perfil_ngs" WHERE "paciente_id" = pid;
    RETURN;
  END IF;
  INSERT INTO "perfil_ngs" ("paciente_id", "estudiados", "mutados", "celdas", "celdas_vus")
  WITH ngs AS (
    SELECT n."ngs_id", np."panel_genes_id" FROM "muestra_ngs" n JOIN "muestra_ngs_panel" np ON np."ngs_id" = n."ngs_id"
    WHERE n."paciente_id" = pid AND NOT n."eliminado" AND n."estado_ngs" IS DISTINCT FROM 'FALLIDO'),
  variantes AS (
    SELECT v."gen", v."tipo_variante" AS tipo, v."clasificacion" IN ('PATOGENICA', 'PROBABLEMENTE_PATOGENICA') AS patogenica
    FROM ngs JOIN "ngs_variante" v ON v."ngs_id" = ngs."ngs_id"
    WHERE v."gen" <> 'OTRO' AND v."clasificacion" IN ('PATOGENICA', 'PROBABLEMENTE_PATOGENICA', 'VUS')),
  celdas AS (
    SELECT "gen", bool_or(patogenica) AS patogenica,
      CASE WHEN count(DISTINCT tipo) FILTER (WHERE patogenica) > 1 THEN 'MULTIPLE' ELSE min(tipo) FILTER (WHERE patogenica) END AS tipo,
      CASE WHEN count(DISTINCT tipo) > 1 THEN 'MULTIPLE' ELSE min(tipo) END AS tipo_vus
    FROM variantes GROUP BY "gen")
  SELECT pid,
    coalesce((SELECT array_agg(DISTINCT g ORDER BY g) FROM ngs JOIN "panel_genes" pg ON pg."panel_genes_id" = ngs."panel_genes_id"
      CROSS JOIN unnest(pg."genes") AS g WHERE g <> 'OTRO'), '{}'),
    coalesce((SELECT array_agg("gen" ORDER BY "gen") FROM celdas WHERE patogenica), '{}'),
    coalesce((SELECT string_agg("gen" || ':' || tipo, ',' ORDER BY "gen") FROM celdas WHERE patogenica), ''),
    coalesce((SELECT string_agg("gen" || ':' || tipo_vus, ',' ORDER BY "gen") FROM celdas), '')
  ON CONFLICT ("paciente_id") DO UPDATE SET "estudiados" = excluded."estudiados", "mutados" = excluded."mutados",
    "celdas" = excluded."celdas", "celdas_vus" = excluded."celdas_vus";
END;
$$;
--> statement-breakpoint
-- A result inserted, changed, moved to another patient or deleted: the profiles of the patients it was and is of.
CREATE FUNCTION "perfil_ngs_por_resultado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "perfil_ngs_calcular"(OLD."paciente_id"); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."paciente_id" <> OLD."paciente_id") THEN PERFORM "perfil_ngs_calcular"(NEW."paciente_id"); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "perfil_ngs_por_resultado" AFTER INSERT OR UPDATE OR DELETE ON "muestra_ngs"
  FOR EACH ROW EXECUTE FUNCTION "perfil_ngs_por_resultado"();
--> statement-breakpoint
-- A result's panel or one of its variants written: the profile of the result's patient.
CREATE FUNCTION "perfil_ngs_por_detalle"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "perfil_ngs_calcular"(n."paciente_id") FROM "muestra_ngs" n WHERE n."ngs_id" = OLD."ngs_id"; END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "perfil_ngs_calcular"(n."paciente_id") FROM "muestra_ngs" n WHERE n."ngs_id" = NEW."ngs_id"; END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "perfil_ngs_por_panel" AFTER INSERT OR UPDATE OR DELETE ON "muestra_ngs_panel"
  FOR EACH ROW EXECUTE FUNCTION "perfil_ngs_por_detalle"();
--> statement-breakpoint
CREATE TRIGGER "perfil_ngs_por_variante" AFTER INSERT OR UPDATE OR DELETE ON "ngs_variante"
  FOR EACH ROW EXECUTE FUNCTION "perfil_ngs_por_detalle"();
--> statement-breakpoint
SELECT "perfil_ngs_calcular"(p."paciente_id") FROM (SELECT DISTINCT "paciente_id" FROM "muestra_ngs") p;
