ALTER TABLE "desenlace_paciente" ADD COLUMN "hospital_id" integer;--> statement-breakpoint
ALTER TABLE "desenlace_paciente" ADD COLUMN "estado" varchar(40);--> statement-breakpoint
ALTER TABLE "desenlace_paciente" ADD COLUMN "creado_por" integer;--> statement-breakpoint
ALTER TABLE "desenlace_paciente" ADD COLUMN "fecha_diagnostico" date;--> statement-breakpoint
ALTER TABLE "desenlace_paciente" ADD COLUMN "edad_diagnostico" integer;--> statement-breakpoint
ALTER TABLE "desenlace_paciente" ADD COLUMN "entidad" varchar(40);--> statement-breakpoint
-- The patient's values the panel filters and groups by, copied into each outcome row whenever it is written.
CREATE FUNCTION "desenlace_paciente_copiar_paciente"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p."hospital_id", p."estado", p."creado_por", p."fecha_diagnostico", p."edad_diagnostico", p."entidad"
    INTO NEW."hospital_id", NEW."estado", NEW."creado_por", NEW."fecha_diagnostico", NEW."edad_diagnostico", NEW."entidad"
    FROM "paciente" p WHERE p."paciente_id" = NEW."paciente_id";
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "desenlace_paciente_copiar_paciente" BEFORE INSERT OR UPDATE ON "desenlace_paciente"
  FOR EACH ROW EXECUTE FUNCTION "desenlace_paciente_copiar_paciente"();
--> statement-breakpoint
-- A change of those values of the patient rewrites its outcome row, which copies them again (above), in the same transaction.
CREATE FUNCTION "paciente_copiar_a_desenlace"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "desenlace_paciente" SET "paciente_id" = "paciente_id" WHERE "paciente_id" = NEW."paciente_id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "paciente_copiar_a_desenlace" AFTER UPDATE OF "hospital_id", "estado", "creado_por", "fecha_diagnostico", "edad_diagnostico", "entidad" ON "paciente"
  FOR EACH ROW WHEN ((OLD."hospital_id", OLD."estado", OLD."creado_por", OLD."fecha_diagnostico", OLD."edad_diagnostico", OLD."entidad")
    IS DISTINCT FROM (NEW."hospital_id", NEW."estado", NEW."creado_por", NEW."fecha_diagnostico", NEW."edad_diagnostico", NEW."entidad"))
  EXECUTE FUNCTION "paciente_copiar_a_desenlace"();
--> statement-breakpoint
UPDATE "desenlace_paciente" SET "paciente_id" = "paciente_id";
