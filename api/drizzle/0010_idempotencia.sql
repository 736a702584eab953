CREATE TABLE "idempotencia" (
	"usuario_id" integer NOT NULL,
	"clave" varchar(100) NOT NULL,
	"ruta" varchar(200) NOT NULL,
	"huella" varchar(64) NOT NULL,
	"estado" integer NOT NULL,
	"respuesta" jsonb NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotencia_usuario_id_clave_pk" PRIMARY KEY("usuario_id","clave")
);
--> statement-breakpoint
ALTER TABLE "idempotencia" ADD CONSTRAINT "idempotencia_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotencia_creada_en_idx" ON "idempotencia" USING btree ("creada_en");