CREATE TABLE "intento_login" (
	"intento_login_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "intento_login_intento_login_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"direccion" varchar(64) NOT NULL,
	"creado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bitacora" ADD COLUMN "usuario_declarado" varchar(254);--> statement-breakpoint
ALTER TABLE "bitacora" ADD COLUMN "rol_declarado" varchar(40);--> statement-breakpoint
CREATE INDEX "intento_login_email_idx" ON "intento_login" USING btree ("email","creado_en");--> statement-breakpoint
CREATE INDEX "intento_login_direccion_idx" ON "intento_login" USING btree ("direccion","creado_en");--> statement-breakpoint
CREATE INDEX "intento_login_creado_en_idx" ON "intento_login" USING btree ("creado_en");--> statement-breakpoint
-- Entries logged without a valid token kept the caller's claim in usuario/rol: it moves to the declared columns.
UPDATE "bitacora" SET "usuario_declarado" = "usuario", "rol_declarado" = "rol", "usuario" = NULL, "rol" = NULL WHERE NOT "verificado";
