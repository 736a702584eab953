CREATE TABLE "muestra_ngs_panel" (
	"ngs_id" integer PRIMARY KEY NOT NULL,
	"panel_genes_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panel_genes" (
	"panel_genes_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "panel_genes_panel_genes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"genes" varchar(40)[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "muestra_ngs_panel" ADD CONSTRAINT "muestra_ngs_panel_ngs_id_muestra_ngs_ngs_id_fk" FOREIGN KEY ("ngs_id") REFERENCES "public"."muestra_ngs"("ngs_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "muestra_ngs_panel" ADD CONSTRAINT "muestra_ngs_panel_panel_genes_id_panel_genes_panel_genes_id_fk" FOREIGN KEY ("panel_genes_id") REFERENCES "public"."panel_genes"("panel_genes_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "panel_genes_genes_idx" ON "panel_genes" USING btree ("genes");--> statement-breakpoint
-- Each NGS result's panel, on every insert and every change of its genes: the list stored once in panel_genes.
CREATE FUNCTION "muestra_ngs_panel_guardar"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  panel integer;
BEGIN
  INSERT INTO "panel_genes" ("genes") VALUES (NEW."genes_estudiados") ON CONFLICT ("genes") DO NOTHING;
  SELECT "panel_genes_id" INTO panel FROM "panel_genes" WHERE "genes" = NEW."genes_estudiados";
  INSERT INTO "muestra_ngs_panel" ("ngs_id", "panel_genes_id") VALUES (NEW."ngs_id", panel)
    ON CONFLICT ("ngs_id") DO UPDATE SET "panel_genes_id" = excluded."panel_genes_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "muestra_ngs_panel_guardar" AFTER INSERT OR UPDATE OF "genes_estudiados" ON "muestra_ngs"
  FOR EACH ROW EXECUTE FUNCTION "muestra_ngs_panel_guardar"();
--> statement-breakpoint
INSERT INTO "panel_genes" ("genes") SELECT DISTINCT "genes_estudiados" FROM "muestra_ngs" ON CONFLICT ("genes") DO NOTHING;
--> statement-breakpoint
INSERT INTO "muestra_ngs_panel" ("ngs_id", "panel_genes_id")
  SELECT n."ngs_id", p."panel_genes_id" FROM "muestra_ngs" n JOIN "panel_genes" p ON p."genes" = n."genes_estudiados";
