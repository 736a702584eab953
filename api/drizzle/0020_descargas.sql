CREATE TABLE "descarga" (
	"descarga_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" integer NOT NULL,
	"rol" varchar(40) NOT NULL,
	"area" varchar(40) NOT NULL,
	"opciones" jsonb NOT NULL,
	"estado" varchar(40) DEFAULT 'PENDIENTE' NOT NULL,
	"intento" integer DEFAULT 0 NOT NULL,
	"filas_hechas" integer DEFAULT 0 NOT NULL,
	"filas_total" integer,
	"error" varchar(500),
	"clave_fichero" varchar(200),
	"nombre_archivo" varchar(255),
	"tamano_bytes" bigint,
	"sha256" varchar(64),
	"filas_por_fichero" jsonb,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	"iniciada_en" timestamp with time zone,
	"terminada_en" timestamp with time zone,
	"caduca_en" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "descarga" ADD CONSTRAINT "descarga_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "descarga_usuario_area_idx" ON "descarga" USING btree ("usuario_id","area","creada_en");--> statement-breakpoint
CREATE INDEX "descarga_caducidad_idx" ON "descarga" USING btree ("estado","caduca_en");