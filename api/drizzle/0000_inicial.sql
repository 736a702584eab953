CREATE TABLE "auditoria" (
	"auditoria_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"usuario_id" integer,
	"rol" varchar(40),
	"tabla" varchar(63) NOT NULL,
	"registro_id" varchar(64) NOT NULL,
	"accion" varchar(20) NOT NULL,
	"antes" jsonb,
	"despues" jsonb,
	"motivo" varchar(500),
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado_por" integer,
	"modificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bitacora" (
	"bitacora_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bitacora_bitacora_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"fecha" varchar(40) NOT NULL,
	"request" varchar(20000) NOT NULL,
	"response" varchar(20000) NOT NULL,
	"usuario" varchar(254),
	"rol" varchar(40),
	"url" varchar(2000) NOT NULL,
	"usuario_id" integer,
	"verificado" boolean NOT NULL,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado_por" integer,
	"modificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospital" (
	"hospital_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hospital_hospital_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo" varchar(10) NOT NULL,
	"nombre" varchar(150) NOT NULL,
	"ciudad" varchar(80) NOT NULL,
	"provincia" varchar(80),
	"pais" varchar(40) DEFAULT 'ES' NOT NULL,
	"comunidad_autonoma" varchar(40),
	"investigador_principal" varchar(120),
	"email_contacto" varchar(254),
	"activo" boolean DEFAULT true NOT NULL,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado_por" integer,
	"modificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "hospital_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"usuario_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuario_usuario_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(254) NOT NULL,
	"nombre" varchar(80) NOT NULL,
	"apellidos" varchar(120) NOT NULL,
	"rol" varchar(40) NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"ultimo_acceso" timestamp with time zone,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado_por" integer,
	"modificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_biolab" (
	"usuario_id" integer NOT NULL,
	"biolab" varchar(40) NOT NULL,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado_por" integer,
	"modificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "usuario_biolab_usuario_id_biolab_pk" PRIMARY KEY("usuario_id","biolab")
);
--> statement-breakpoint
CREATE TABLE "usuario_hospital" (
	"usuario_id" integer NOT NULL,
	"hospital_id" integer NOT NULL,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado_por" integer,
	"modificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "usuario_hospital_usuario_id_hospital_id_pk" PRIMARY KEY("usuario_id","hospital_id")
);
--> statement-breakpoint
CREATE TABLE "usuario_laboratorio" (
	"usuario_id" integer NOT NULL,
	"laboratorio" varchar(40) NOT NULL,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado_por" integer,
	"modificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "usuario_laboratorio_usuario_id_laboratorio_pk" PRIMARY KEY("usuario_id","laboratorio")
);
--> statement-breakpoint
ALTER TABLE "usuario_biolab" ADD CONSTRAINT "usuario_biolab_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_hospital" ADD CONSTRAINT "usuario_hospital_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_hospital" ADD CONSTRAINT "usuario_hospital_hospital_id_hospital_hospital_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital"("hospital_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_laboratorio" ADD CONSTRAINT "usuario_laboratorio_usuario_id_usuario_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("usuario_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_registro_idx" ON "auditoria" USING btree ("tabla","registro_id");--> statement-breakpoint
CREATE INDEX "bitacora_creado_en_idx" ON "bitacora" USING btree ("creado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_email_unique" ON "usuario" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "usuario_hospital_hospital_idx" ON "usuario_hospital" USING btree ("hospital_id");