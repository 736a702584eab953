CREATE TABLE "consulta" (
	"consulta_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consulta_consulta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"paciente_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"formulario" varchar(30) NOT NULL,
	"registro_id" integer NOT NULL,
	"campo" varchar(63),
	"estado" varchar(40) DEFAULT 'ABIERTA' NOT NULL,
	"origen" varchar(40) DEFAULT 'MANUAL' NOT NULL,
	"regla" varchar(40),
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado_por" integer,
	"modificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consulta_evento" (
	"consulta_evento_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consulta_evento_consulta_evento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"consulta_id" integer NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"texto_consulta" varchar(2000),
	"auditoria_id" bigint,
	"usuario_id" integer NOT NULL,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paciente" ADD COLUMN "de_pendientes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "paciente" ADD COLUMN "fecha_ultimo_contacto" date;--> statement-breakpoint
ALTER TABLE "consulta" ADD CONSTRAINT "consulta_paciente_id_paciente_paciente_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."paciente"("paciente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulta" ADD CONSTRAINT "consulta_hospital_id_hospital_hospital_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital"("hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulta_evento" ADD CONSTRAINT "consulta_evento_consulta_id_consulta_consulta_id_fk" FOREIGN KEY ("consulta_id") REFERENCES "public"."consulta"("consulta_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consulta_evento" ADD CONSTRAINT "consulta_evento_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consulta_abierta_unica_idx" ON "consulta" USING btree ("formulario","registro_id",coalesce("campo", '')) WHERE "consulta"."estado" <> 'CERRADA';--> statement-breakpoint
CREATE INDEX "consulta_paciente_idx" ON "consulta" USING btree ("paciente_id","consulta_id");--> statement-breakpoint
CREATE INDEX "consulta_centro_estado_idx" ON "consulta" USING btree ("hospital_id","estado","modificado_en");--> statement-breakpoint
CREATE INDEX "consulta_estado_idx" ON "consulta" USING btree ("estado","modificado_en");--> statement-breakpoint
CREATE INDEX "consulta_evento_consulta_idx" ON "consulta_evento" USING btree ("consulta_id","consulta_evento_id");--> statement-breakpoint
CREATE INDEX "consolidacion_pendiente_idx" ON "consolidacion" USING btree ("estado_formulario","modificado_en") WHERE not eliminado and estado_formulario <> 'VALIDADO';--> statement-breakpoint
CREATE INDEX "diagnostico_pendiente_idx" ON "diagnostico" USING btree ("estado_formulario","modificado_en") WHERE not eliminado and estado_formulario <> 'VALIDADO';--> statement-breakpoint
CREATE INDEX "induccion_pendiente_idx" ON "induccion" USING btree ("estado_formulario","modificado_en") WHERE not eliminado and estado_formulario <> 'VALIDADO';--> statement-breakpoint
CREATE INDEX "muerte_pendiente_idx" ON "muerte" USING btree ("estado_formulario","modificado_en") WHERE not eliminado and estado_formulario <> 'VALIDADO';--> statement-breakpoint
CREATE INDEX "muestra_estado_creado_idx" ON "muestra" USING btree ("estado","creado_en") WHERE not "muestra"."eliminado";--> statement-breakpoint
CREATE INDEX "paciente_ultimo_contacto_idx" ON "paciente" USING btree ("estado","fecha_ultimo_contacto");--> statement-breakpoint
CREATE INDEX "paciente_pendientes_idx" ON "paciente" USING btree ("fecha_registro") WHERE "paciente"."de_pendientes" <> '[]'::jsonb;--> statement-breakpoint
CREATE INDEX "post_consolidacion_pendiente_idx" ON "post_consolidacion" USING btree ("estado_formulario","modificado_en") WHERE not eliminado and estado_formulario <> 'VALIDADO';--> statement-breakpoint
CREATE INDEX "rec_res_pendiente_idx" ON "rec_res" USING btree ("estado_formulario","modificado_en") WHERE not eliminado and estado_formulario <> 'VALIDADO';--> statement-breakpoint
CREATE INDEX "recaida_pendiente_idx" ON "recaida" USING btree ("estado_formulario","modificado_en") WHERE not eliminado and estado_formulario <> 'VALIDADO';--> statement-breakpoint
CREATE INDEX "seguimiento_pendiente_idx" ON "seguimiento" USING btree ("estado_formulario","modificado_en") WHERE not eliminado and estado_formulario <> 'VALIDADO';--> statement-breakpoint
CREATE INDEX "trasplante_pendiente_idx" ON "trasplante" USING btree ("estado_formulario","modificado_en") WHERE not eliminado and estado_formulario <> 'VALIDADO';--> statement-breakpoint
-- A query's thread is append-only like the audit trail: the same function refuses changing or deleting a step, and the
-- application role loses UPDATE, DELETE and TRUNCATE on it (db/permisos-aplicacion.ts finds the tables by that
-- function). No TRUNCATE trigger: the owner's `truncate paciente cascade` (tests, a restore) reaches it through its key.
CREATE TRIGGER "consulta_evento_sin_cambios" BEFORE UPDATE OR DELETE ON "consulta_evento"
  FOR EACH ROW EXECUTE FUNCTION "auditoria_solo_insercion"();
