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
DO $$
DECLARE
  tabla text;
BEGIN
  FOREACH tabla IN ARRAY ARRAY['paciente', 'paciente_ensayo', 'desenlace_paciente', 'induccion', 'muestra', 'biobanco', 'perfil_ngs', 'conjunto_genes', 'vaf_ngs', 'hospital', 'catalogo_fila'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "panel_avisar_cambio"()',
      tabla || '_panel_cambiado', tabla);
  END LOOP;
END;
$$;
