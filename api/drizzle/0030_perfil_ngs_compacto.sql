CREATE TABLE "conjunto_genes" (
	"conjunto_genes_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conjunto_genes_conjunto_genes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"genes" varchar(40)[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vaf_ngs" (
	"paciente_id" integer NOT NULL,
	"gen" varchar(40) NOT NULL,
	"vaf_pct" numeric(14, 1) NOT NULL,
	"vus" boolean NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "conjunto_genes_genes_idx" ON "conjunto_genes" USING btree ("genes");--> statement-breakpoint
CREATE INDEX "vaf_ngs_paciente_idx" ON "vaf_ngs" USING btree ("paciente_id");--> statement-breakpoint
-- Filled below, for every profile, before it becomes required.
ALTER TABLE "perfil_ngs" ADD COLUMN "estudiados_id" integer;--> statement-breakpoint
ALTER TABLE "perfil_ngs" ADD CONSTRAINT "perfil_ngs_estudiados_id_conjunto_genes_conjunto_genes_id_fk" FOREIGN KEY ("estudiados_id") REFERENCES "public"."conjunto_genes"("conjunto_genes_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- As migration 0028's, except that each profile's list of studied genes is its `conjunto_genes` row (a new list is
-- added first, in a statement of its own, so that the next one sees it even when another transaction added it); and
-- the VAF of each counted variant of the same results goes to `vaf_ngs`.
CREATE OR REPLACE FUNCTION "perfil_ngs_calcular"(pacientes integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "perfil_ngs" pf WHERE pf."paciente_id" = ANY (pacientes) AND NOT EXISTS (
    SELECT 1 FROM "muestra_ngs" n JOIN "muestra_ngs_panel" np ON np."ngs_id" = n."ngs_id"
    WHERE n."paciente_id" = pf."paciente_id" AND NOT n."eliminado" AND n."estado_ngs" IS DISTINCT FROM 'FALLIDO');
  DELETE FROM "vaf_ngs" WHERE "paciente_id" = ANY (pacientes);
  INSERT INTO "vaf_ngs" ("paciente_id", "gen", "vaf_pct", "vus")
  SELECT n."paciente_id", v."gen", v."vaf_pct", v."clasificacion" = 'VUS'
  FROM "muestra_ngs" n JOIN "muestra_ngs_panel" np ON np."ngs_id" = n."ngs_id" JOIN "ngs_variante" v ON v."ngs_id" = n."ngs_id"
  WHERE n."paciente_id" = ANY (pacientes) AND NOT n."eliminado" AND n."estado_ngs" IS DISTINCT FROM 'FALLIDO'
    AND v."gen" <> 'OTRO' AND v."clasificacion" IN ('PATOGENICA', 'PROBABLEMENTE_PATOGENICA', 'VUS') AND v."vaf_pct" IS NOT NULL;
  INSERT INTO "conjunto_genes" ("genes")
  SELECT DISTINCT ARRAY(SELECT DISTINCT g FROM "muestra_ngs" n JOIN "muestra_ngs_panel" np ON np."ngs_id" = n."ngs_id"
      JOIN "panel_genes" pg ON pg."panel_genes_id" = np."panel_genes_id" CROSS JOIN unnest(pg."genes") AS g
      WHERE n."paciente_id" = p."paciente_id" AND NOT n."eliminado" AND n."estado_ngs" IS DISTINCT FROM 'FALLIDO' AND g <> 'OTRO' ORDER BY g)::varchar(40)[]
  FROM (SELECT DISTINCT n."paciente_id" FROM "muestra_ngs" n JOIN "muestra_ngs_panel" np ON np."ngs_id" = n."ngs_id"
    WHERE n."paciente_id" = ANY (pacientes) AND NOT n."eliminado" AND n."estado_ngs" IS DISTINCT FROM 'FALLIDO') p
  ON CONFLICT ("genes") DO NOTHING;
  INSERT INTO "perfil_ngs" ("paciente_id", "estudiados_id", "mutados", "celdas", "celdas_vus")
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
  SELECT p."paciente_id", cg."conjunto_genes_id", coalesce(pf.mutados, '{}'), coalesce(pf.celdas, ''), coalesce(pf.celdas_vus, '')
  FROM (SELECT DISTINCT "paciente_id" FROM ngs) p LEFT JOIN estudiados e USING ("paciente_id") LEFT JOIN perfiles pf USING ("paciente_id")
    JOIN "conjunto_genes" cg ON cg."genes" = coalesce(e.genes, '{}')::varchar(40)[]
  ON CONFLICT ("paciente_id") DO UPDATE SET "estudiados_id" = excluded."estudiados_id", "mutados" = excluded."mutados",
    "celdas" = excluded."celdas", "celdas_vus" = excluded."celdas_vus";
END;
$$;
--> statement-breakpoint
SELECT "perfil_ngs_calcular"(ARRAY(SELECT DISTINCT "paciente_id" FROM "muestra_ngs"));--> statement-breakpoint
ALTER TABLE "perfil_ngs" ALTER COLUMN "estudiados_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "perfil_ngs" DROP COLUMN "estudiados";--> statement-breakpoint
-- Rewritten without the dropped lists (a dropped column's bytes stay in each row until it is rewritten): every split
-- of the curves by gene reads the whole table, ~1 000 pages instead of ~12 000 at 100 000 patients.
CLUSTER "perfil_ngs" USING "perfil_ngs_pkey";
