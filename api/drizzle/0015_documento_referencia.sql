CREATE TABLE "documento_referencia" (
	"documento_referencia_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documento_referencia_documento_referencia_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"clave" varchar(40) NOT NULL,
	"version" integer NOT NULL,
	"clave_fichero" varchar(200) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"tamano_bytes" integer NOT NULL,
	"tipo_mime" varchar(50) NOT NULL,
	"nombre_archivo" varchar(255) NOT NULL,
	"subido_por" integer NOT NULL,
	"subido_en" timestamp with time zone DEFAULT now() NOT NULL,
	"activo" boolean NOT NULL,
	CONSTRAINT "documento_referencia_version_unique" UNIQUE("clave","version"),
	CONSTRAINT "documento_referencia_sha256_unique" UNIQUE("clave","sha256"),
	CONSTRAINT "documento_referencia_tamano_check" CHECK ("documento_referencia"."tamano_bytes" between 1 and 20971520),
	CONSTRAINT "documento_referencia_version_check" CHECK ("documento_referencia"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "documento_referencia" ADD CONSTRAINT "documento_referencia_subido_por_usuario_usuario_id_fk" FOREIGN KEY ("subido_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documento_referencia_vigente_idx" ON "documento_referencia" USING btree ("clave") WHERE "documento_referencia"."activo";