CREATE TABLE "informe" (
	"informe_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "informe_informe_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"muestra_id" integer NOT NULL,
	"tipo_informe" varchar(40) NOT NULL,
	"fecha_informe" date NOT NULL,
	"version" integer NOT NULL,
	"sustituye_a" integer,
	"clave_fichero" varchar(200) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"tamano_bytes" integer NOT NULL,
	"tipo_mime" varchar(50) NOT NULL,
	"nombre_archivo" varchar(255) NOT NULL,
	"comentario" varchar(500),
	"subido_por" integer NOT NULL,
	"subido_en" timestamp with time zone DEFAULT now() NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"motivo_eliminacion" varchar(500),
	"eliminado_por" integer,
	"eliminado_en" timestamp with time zone,
	CONSTRAINT "informe_version_unique" UNIQUE("muestra_id","tipo_informe","version"),
	CONSTRAINT "informe_tamano_check" CHECK ("informe"."tamano_bytes" between 1 and 20971520),
	CONSTRAINT "informe_version_check" CHECK ("informe"."version" >= 1),
	CONSTRAINT "informe_eliminacion_check" CHECK ("informe"."activo" or ("informe"."motivo_eliminacion" is not null and "informe"."eliminado_por" is not null and "informe"."eliminado_en" is not null))
);
--> statement-breakpoint
ALTER TABLE "informe" ADD CONSTRAINT "informe_muestra_id_muestra_muestra_id_fk" FOREIGN KEY ("muestra_id") REFERENCES "public"."muestra"("muestra_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informe" ADD CONSTRAINT "informe_sustituye_a_informe_informe_id_fk" FOREIGN KEY ("sustituye_a") REFERENCES "public"."informe"("informe_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informe" ADD CONSTRAINT "informe_subido_por_usuario_usuario_id_fk" FOREIGN KEY ("subido_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informe" ADD CONSTRAINT "informe_eliminado_por_usuario_usuario_id_fk" FOREIGN KEY ("eliminado_por") REFERENCES "public"."usuario"("usuario_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "informe_sha256_unique" ON "informe" USING btree ("muestra_id","sha256") WHERE "informe"."activo";--> statement-breakpoint
CREATE INDEX "informe_muestra_idx" ON "informe" USING btree ("muestra_id");