-- Every process keeps the panel's counts in memory (modules/panel/panel-cache.ts) until anything they count changes:
-- each statement that changes a table a panel reads (its scope included) tells them all to forget, once it commits,
-- whoever makes it. NOTIFY folds the notices of one transaction into one.
CREATE FUNCTION "panel_avisar_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('panel_cambiado', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "paciente_panel_cambiado" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "paciente"
  FOR EACH STATEMENT EXECUTE FUNCTION "panel_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "paciente_ensayo_panel_cambiado" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "paciente_ensayo"
  FOR EACH STATEMENT EXECUTE FUNCTION "panel_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "desenlace_paciente_panel_cambiado" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "desenlace_paciente"
  FOR EACH STATEMENT EXECUTE FUNCTION "panel_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "induccion_panel_cambiado" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "induccion"
  FOR EACH STATEMENT EXECUTE FUNCTION "panel_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "muestra_panel_cambiado" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "muestra"
  FOR EACH STATEMENT EXECUTE FUNCTION "panel_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "biobanco_panel_cambiado" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "biobanco"
  FOR EACH STATEMENT EXECUTE FUNCTION "panel_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "perfil_ngs_panel_cambiado" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "perfil_ngs"
  FOR EACH STATEMENT EXECUTE FUNCTION "panel_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "conjunto_genes_panel_cambiado" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "conjunto_genes"
  FOR EACH STATEMENT EXECUTE FUNCTION "panel_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "vaf_ngs_panel_cambiado" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vaf_ngs"
  FOR EACH STATEMENT EXECUTE FUNCTION "panel_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "hospital_panel_cambiado" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hospital"
  FOR EACH STATEMENT EXECUTE FUNCTION "panel_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "catalogo_fila_panel_cambiado" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalogo_fila"
  FOR EACH STATEMENT EXECUTE FUNCTION "panel_avisar_cambio"();
