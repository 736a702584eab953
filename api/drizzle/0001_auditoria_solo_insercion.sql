-- The audit trail is append-only (data-dictionary §0.4): the database itself refuses to change or remove rows.
CREATE FUNCTION "auditoria_solo_insercion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'La tabla auditoria solo admite inserciones (% rechazado).', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "auditoria_sin_cambios" BEFORE UPDATE OR DELETE ON "auditoria"
  FOR EACH ROW EXECUTE FUNCTION "auditoria_solo_insercion"();
--> statement-breakpoint
CREATE TRIGGER "auditoria_sin_vaciado" BEFORE TRUNCATE ON "auditoria"
  FOR EACH STATEMENT EXECUTE FUNCTION "auditoria_solo_insercion"();
