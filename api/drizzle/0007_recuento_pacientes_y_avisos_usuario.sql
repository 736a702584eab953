CREATE TABLE "paciente_recuento" (
	"hospital_id" integer NOT NULL,
	"estado" varchar(40) NOT NULL,
	"entidad" varchar(40) NOT NULL,
	"borrador_de" integer NOT NULL,
	"pacientes" integer NOT NULL,
	CONSTRAINT "paciente_recuento_hospital_id_estado_entidad_borrador_de_pk" PRIMARY KEY("hospital_id","estado","entidad","borrador_de")
);
--> statement-breakpoint
-- The key of a patient in paciente_recuento (see the table's comment in schema.ts).
CREATE FUNCTION "paciente_recuento_sumar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Keys in one order, so that two transactions moving patients between the same keys never wait on each other
  -- in opposite orders (deadlock). Updates that leave every key as it was lock nothing.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "paciente_recuento" AS r ("hospital_id", "estado", "entidad", "borrador_de", "pacientes")
      SELECT "hospital_id", "estado", coalesce("entidad", ''), CASE WHEN "estado" = 'BORRADOR' THEN coalesce("creado_por", 0) ELSE 0 END, count(*)
      FROM nuevas GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("hospital_id", "estado", "entidad", "borrador_de") DO UPDATE SET "pacientes" = r."pacientes" + excluded."pacientes";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "paciente_recuento" AS r ("hospital_id", "estado", "entidad", "borrador_de", "pacientes")
      SELECT "hospital_id", "estado", coalesce("entidad", ''), CASE WHEN "estado" = 'BORRADOR' THEN coalesce("creado_por", 0) ELSE 0 END, -count(*)
      FROM viejas GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("hospital_id", "estado", "entidad", "borrador_de") DO UPDATE SET "pacientes" = r."pacientes" + excluded."pacientes";
  ELSE
    INSERT INTO "paciente_recuento" AS r ("hospital_id", "estado", "entidad", "borrador_de", "pacientes")
      SELECT "hospital_id", "estado", "entidad", "borrador_de", sum("cambio")
      FROM (
        SELECT "hospital_id", "estado", coalesce("entidad", '') AS "entidad", CASE WHEN "estado" = 'BORRADOR' THEN coalesce("creado_por", 0) ELSE 0 END AS "borrador_de", -1 AS "cambio" FROM viejas
        UNION ALL
        SELECT "hospital_id", "estado", coalesce("entidad", ''), CASE WHEN "estado" = 'BORRADOR' THEN coalesce("creado_por", 0) ELSE 0 END, 1 FROM nuevas
      ) AS cambios
      GROUP BY 1, 2, 3, 4 HAVING sum("cambio") <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT ("hospital_id", "estado", "entidad", "borrador_de") DO UPDATE SET "pacientes" = r."pacientes" + excluded."pacientes";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "paciente_recuento_alta" AFTER INSERT ON "paciente"
  REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "paciente_recuento_sumar"();
--> statement-breakpoint
CREATE TRIGGER "paciente_recuento_cambio" AFTER UPDATE ON "paciente"
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION "paciente_recuento_sumar"();
--> statement-breakpoint
CREATE TRIGGER "paciente_recuento_baja" AFTER DELETE ON "paciente"
  REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION "paciente_recuento_sumar"();
--> statement-breakpoint
CREATE FUNCTION "paciente_recuento_vaciar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "paciente_recuento";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "paciente_recuento_vaciado" AFTER TRUNCATE ON "paciente"
  FOR EACH STATEMENT EXECUTE FUNCTION "paciente_recuento_vaciar"();
--> statement-breakpoint
INSERT INTO "paciente_recuento" ("hospital_id", "estado", "entidad", "borrador_de", "pacientes")
  SELECT "hospital_id", "estado", coalesce("entidad", ''), CASE WHEN "estado" = 'BORRADOR' THEN coalesce("creado_por", 0) ELSE 0 END, count(*)
  FROM "paciente" GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Every process keeps the signed-in users in memory (platform/usuarios-en-memoria.ts): any change to what a user
-- is or may reach tells them to forget it, whoever makes it (the API, another process, a database administrator).
-- The payload is the user's id, or '*' for a hospital (its name and code are part of every user of it) or a TRUNCATE.
CREATE FUNCTION "usuario_avisar_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('usuario_cambiado', '*');
  ELSE
    PERFORM pg_notify('usuario_cambiado', (CASE WHEN TG_OP = 'DELETE' THEN OLD."usuario_id" ELSE NEW."usuario_id" END)::text);
    IF TG_OP = 'UPDATE' AND OLD."usuario_id" <> NEW."usuario_id" THEN
      PERFORM pg_notify('usuario_cambiado', OLD."usuario_id"::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "usuario_cambiado" AFTER INSERT OR UPDATE OR DELETE ON "usuario"
  FOR EACH ROW EXECUTE FUNCTION "usuario_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "usuario_hospital_cambiado" AFTER INSERT OR UPDATE OR DELETE ON "usuario_hospital"
  FOR EACH ROW EXECUTE FUNCTION "usuario_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "usuario_laboratorio_cambiado" AFTER INSERT OR UPDATE OR DELETE ON "usuario_laboratorio"
  FOR EACH ROW EXECUTE FUNCTION "usuario_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "usuario_biolab_cambiado" AFTER INSERT OR UPDATE OR DELETE ON "usuario_biolab"
  FOR EACH ROW EXECUTE FUNCTION "usuario_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "hospital_cambiado" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hospital"
  FOR EACH STATEMENT EXECUTE FUNCTION "usuario_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "usuario_vaciado" AFTER TRUNCATE ON "usuario"
  FOR EACH STATEMENT EXECUTE FUNCTION "usuario_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "usuario_hospital_vaciado" AFTER TRUNCATE ON "usuario_hospital"
  FOR EACH STATEMENT EXECUTE FUNCTION "usuario_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "usuario_laboratorio_vaciado" AFTER TRUNCATE ON "usuario_laboratorio"
  FOR EACH STATEMENT EXECUTE FUNCTION "usuario_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "usuario_biolab_vaciado" AFTER TRUNCATE ON "usuario_biolab"
  FOR EACH STATEMENT EXECUTE FUNCTION "usuario_avisar_cambio"();
