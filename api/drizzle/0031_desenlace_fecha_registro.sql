ALTER TABLE "desenlace_paciente" ADD COLUMN "fecha_registro" date;--> statement-breakpoint
-- The registration date joins the patient's values copied into its outcome row (0029): the accrual panel counts
-- registrations per month from the outcome rows alone, without reading the patient table.
CREATE OR REPLACE FUNCTION "desenlace_paciente_copiar_paciente"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."hospital_id", p."estado", p."creado_por", p."fecha_diagnostico", p."edad_diagnostico", p."entidad", p."fecha_registro"
    INTO NEW."hospital_id", NEW."estado", NEW."creado_por", NEW."fecha_diagnostico", NEW."edad_diagnostico", NEW."entidad", NEW."fecha_registro"
    FROM "paciente" p WHERE p."paciente_id" = NEW."paciente_id";
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "paciente_copiar_a_desenlace" ON "paciente";
--> statement-breakpoint
CREATE TRIGGER "paciente_copiar_a_desenlace" AFTER UPDATE OF "hospital_id", "estado", "creado_por", "fecha_diagnostico", "edad_diagnostico", "entidad", "fecha_registro" ON "paciente"
  FOR EACH ROW WHEN ((OLD."hospital_id", OLD."estado", OLD."creado_por", OLD."fecha_diagnostico", OLD."edad_diagnostico", OLD."entidad", OLD."fecha_registro")
    IS DISTINCT FROM (NEW."hospital_id", NEW."estado", NEW."creado_por", NEW."fecha_diagnostico", NEW."edad_diagnostico", NEW."entidad", NEW."fecha_registro"))
  EXECUTE FUNCTION "paciente_copiar_a_desenlace"();
--> statement-breakpoint
UPDATE "desenlace_paciente" SET "paciente_id" = "paciente_id";
