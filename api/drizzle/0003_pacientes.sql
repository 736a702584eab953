CREATE SEQUENCE "public"."paciente_upn_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "paciente" (
	"paciente_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "paciente_paciente_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"upn_numero" integer DEFAULT nextval('paciente_upn_seq') NOT NULL,
	"upn" varchar(10) GENERATED ALWAYS AS ('LMA-' || lpad(upn_numero::text, 6, '0')) STORED NOT NULL,
	"hospital_id" integer NOT NULL,
	"sexo" varchar(40),
	"fecha_nacimiento" date,
	"fecha_diagnostico" date,
	"entidad" varchar(40),
	"consentimiento" varchar(40),
	"fecha_consentimiento" date,
	"version_consentimiento" varchar(30),
	"consentimiento_muestras" varchar(40),
	"fecha_revocacion" date,
	"participa_ensayo" varchar(40),
	"medico_responsable" varchar(120),
	"observaciones" varchar(2000),
	"estado" varchar(40) DEFAULT 'BORRADOR' NOT NULL,
	"estado_motivo" varchar(500),
	"estado_formulario" varchar(40) DEFAULT 'BORRADOR' NOT NULL,
	"edad_diagnostico" integer,
	"fecha_registro" date NOT NULL,
	"tipo_registro" varchar(20),
	"avisos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado_por" integer,
	"modificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "paciente_upn_unique" UNIQUE("upn"),
	CONSTRAINT "paciente_upn_numero_rango" CHECK ("paciente"."upn_numero" between 1 and 999999)
);
--> statement-breakpoint
CREATE TABLE "paciente_ensayo" (
	"paciente_ensayo_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "paciente_ensayo_paciente_ensayo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"paciente_id" integer NOT NULL,
	"ensayo" varchar(40) NOT NULL,
	"ensayo_otro" varchar(100),
	"codigo_paciente_ensayo" varchar(30),
	"fecha_inclusion" date,
	"brazo" varchar(50),
	"fecha_salida" date,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado_por" integer,
	"modificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "paciente_ensayo_unique" UNIQUE("paciente_id","ensayo")
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "paciente_id" integer;--> statement-breakpoint
ALTER TABLE "paciente" ADD CONSTRAINT "paciente_hospital_id_hospital_hospital_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital"("hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paciente_ensayo" ADD CONSTRAINT "paciente_ensayo_paciente_id_paciente_paciente_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."paciente"("paciente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paciente_hospital_modificado_idx" ON "paciente" USING btree ("hospital_id","modificado_en");--> statement-breakpoint
CREATE INDEX "paciente_modificado_idx" ON "paciente" USING btree ("modificado_en");--> statement-breakpoint
CREATE INDEX "paciente_estado_idx" ON "paciente" USING btree ("estado");--> statement-breakpoint
CREATE INDEX "paciente_hospital_upn_idx" ON "paciente" USING btree ("hospital_id","upn_numero");--> statement-breakpoint
CREATE INDEX "paciente_upn_trgm_idx" ON "paciente" USING gin ("upn" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "paciente_duplicado_idx" ON "paciente" USING btree ("fecha_nacimiento","sexo");--> statement-breakpoint
CREATE INDEX "auditoria_paciente_idx" ON "auditoria" USING btree ("paciente_id","auditoria_id");