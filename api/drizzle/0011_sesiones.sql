CREATE TABLE "sesion" (
	"sesion_id" uuid PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"iniciada" timestamp with time zone NOT NULL,
	"caduca_absoluta" timestamp with time zone NOT NULL,
	"revocada_en" timestamp with time zone,
	"motivo" varchar(40)
);
--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "debe_cambiar_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sesion" ADD CONSTRAINT "sesion_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sesion_usuario_idx" ON "sesion" USING btree ("usuario_id");--> statement-breakpoint
-- The sessions of a user are remembered with the user (platform/usuarios-en-memoria.ts): starting or ending one
-- tells every process to forget that user, so a sign-out or a revocation holds everywhere at once.
CREATE TRIGGER "sesion_cambiada" AFTER INSERT OR UPDATE OR DELETE ON "sesion"
  FOR EACH ROW EXECUTE FUNCTION "usuario_avisar_cambio"();
--> statement-breakpoint
CREATE TRIGGER "sesion_vaciada" AFTER TRUNCATE ON "sesion"
  FOR EACH STATEMENT EXECUTE FUNCTION "usuario_avisar_cambio"();
