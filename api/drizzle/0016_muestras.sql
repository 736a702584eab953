CREATE TABLE "biobanco" (
	"biobanco_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "biobanco_biobanco_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"paciente_id" integer NOT NULL,
	"muestra_id" integer,
	"biolab" varchar(40) NOT NULL,
	"codigo_biobanco" varchar(50),
	"fecha_entrada" date,
	"tipo_alicuota" varchar(40),
	"n_alicuotas" integer,
	"volumen_alicuota_ml" numeric(14, 2),
	"concentracion_ng_ul" numeric(14, 1),
	"celulas_10e6" numeric(14, 1),
	"temperatura_almacenamiento" varchar(40),
	"ubicacion" varchar(100),
	"consentimiento_verificado" boolean,
	"estado_alicuota" varchar(40) DEFAULT 'DISPONIBLE' NOT NULL,
	"fecha_salida" date,
	"proyecto_cesion" varchar(200),
	"observaciones" varchar(1000),
	"avisos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"eliminado" boolean DEFAULT false NOT NULL,
	"motivo_eliminacion" varchar(500),
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado_por" integer,
	"modificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "muestra" (
	"muestra_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "muestra_muestra_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"paciente_id" integer NOT NULL,
	"codigo_muestra" varchar(20) NOT NULL,
	"es_ensayo" boolean DEFAULT false NOT NULL,
	"momento" varchar(40),
	"momento_otro" varchar(100),
	"ensayo" varchar(40),
	"momento_ensayo" varchar(40),
	"ciclo" integer,
	"dia_ciclo" integer,
	"material" varchar(40),
	"material_otro" varchar(100),
	"fecha_extraccion" date,
	"hora_extraccion" varchar(5),
	"anticoagulante" varchar(40),
	"n_tubos" integer,
	"volumen_ml" numeric(14, 1),
	"laboratorio_destino" varchar(40),
	"laboratorio_economico" varchar(40),
	"codigo_proyecto" varchar(50),
	"fecha_envio" date,
	"temperatura_envio" varchar(40),
	"seguimiento_envio" varchar(50),
	"observaciones" varchar(1000),
	"estudios_solicitados" varchar(40)[] DEFAULT '{}' NOT NULL,
	"estado" varchar(40) DEFAULT 'REGISTRADA' NOT NULL,
	"pdf_generado_en" timestamp with time zone,
	"avisos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"eliminado" boolean DEFAULT false NOT NULL,
	"motivo_eliminacion" varchar(500),
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado_por" integer,
	"modificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "muestra_codigo_unique" UNIQUE("codigo_muestra")
);
--> statement-breakpoint
CREATE TABLE "muestra_confirmacion" (
	"muestra_confirmacion_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "muestra_confirmacion_muestra_confirmacion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"muestra_id" integer NOT NULL,
	"fecha_recepcion" date,
	"hora_recepcion" varchar(5),
	"condicion_otra" varchar(200),
	"aceptada" varchar(40),
	"motivo_rechazo" varchar(500),
	"n_tubos_recibidos" integer,
	"volumen_recibido_ml" numeric(14, 1),
	"temperatura_llegada" varchar(40),
	"observaciones" varchar(1000),
	"condicion" varchar(40)[] DEFAULT '{}' NOT NULL,
	"recibido_por" integer NOT NULL,
	"laboratorio_receptor" varchar(40) NOT NULL,
	"avisos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado_por" integer,
	"modificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "muestra_confirmacion_muestra_unique" UNIQUE("muestra_id")
);
--> statement-breakpoint
CREATE TABLE "muestra_contador" (
	"paciente_id" integer PRIMARY KEY NOT NULL,
	"ultimo" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "muestra_ngs" (
	"ngs_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "muestra_ngs_ngs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"muestra_id" integer NOT NULL,
	"paciente_id" integer NOT NULL,
	"fecha_informe" date,
	"panel_nombre" varchar(100),
	"panel_version" varchar(30),
	"lod_vaf_pct" numeric(14, 1),
	"profundidad_media" integer,
	"estado_ngs" varchar(40),
	"observaciones" varchar(1000),
	"genes_estudiados" varchar(40)[] DEFAULT '{}' NOT NULL,
	"avisos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"eliminado" boolean DEFAULT false NOT NULL,
	"motivo_eliminacion" varchar(500),
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado_por" integer,
	"modificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ngs_variante" (
	"ngs_variante_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ngs_variante_ngs_variante_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ngs_id" integer NOT NULL,
	"orden" integer NOT NULL,
	"gen" varchar(40),
	"gen_otro" varchar(20),
	"transcrito" varchar(30),
	"hgvs_c" varchar(200),
	"hgvs_p" varchar(200),
	"tipo_variante" varchar(40),
	"exon" integer,
	"vaf_pct" numeric(14, 1),
	"profundidad" integer,
	"clasificacion" varchar(40),
	"sospecha_germinal" varchar(40),
	"cebpa_region" varchar(40),
	"cebpa_inframe" varchar(40),
	"comentario" varchar(300),
	"creado_por" integer,
	"creado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"modificado_por" integer,
	"modificado_en" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biobanco" ADD CONSTRAINT "biobanco_paciente_id_paciente_paciente_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."paciente"("paciente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biobanco" ADD CONSTRAINT "biobanco_muestra_id_muestra_muestra_id_fk" FOREIGN KEY ("muestra_id") REFERENCES "public"."muestra"("muestra_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "muestra" ADD CONSTRAINT "muestra_paciente_id_paciente_paciente_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."paciente"("paciente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "muestra_confirmacion" ADD CONSTRAINT "muestra_confirmacion_muestra_id_muestra_muestra_id_fk" FOREIGN KEY ("muestra_id") REFERENCES "public"."muestra"("muestra_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "muestra_contador" ADD CONSTRAINT "muestra_contador_paciente_id_paciente_paciente_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."paciente"("paciente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "muestra_ngs" ADD CONSTRAINT "muestra_ngs_muestra_id_muestra_muestra_id_fk" FOREIGN KEY ("muestra_id") REFERENCES "public"."muestra"("muestra_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "muestra_ngs" ADD CONSTRAINT "muestra_ngs_paciente_id_paciente_paciente_id_fk" FOREIGN KEY ("paciente_id") REFERENCES "public"."paciente"("paciente_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ngs_variante" ADD CONSTRAINT "ngs_variante_ngs_id_muestra_ngs_ngs_id_fk" FOREIGN KEY ("ngs_id") REFERENCES "public"."muestra_ngs"("ngs_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "biobanco_codigo_unique" ON "biobanco" USING btree ("biolab","codigo_biobanco") WHERE not eliminado;--> statement-breakpoint
CREATE INDEX "biobanco_paciente_idx" ON "biobanco" USING btree ("paciente_id");--> statement-breakpoint
CREATE INDEX "biobanco_biolab_idx" ON "biobanco" USING btree ("biolab","estado_alicuota");--> statement-breakpoint
CREATE INDEX "biobanco_muestra_idx" ON "biobanco" USING btree ("muestra_id");--> statement-breakpoint
CREATE INDEX "muestra_paciente_idx" ON "muestra" USING btree ("paciente_id");--> statement-breakpoint
CREATE INDEX "muestra_laboratorio_estado_idx" ON "muestra" USING btree ("laboratorio_destino","estado","modificado_en");--> statement-breakpoint
CREATE UNIQUE INDEX "muestra_ngs_muestra_idx" ON "muestra_ngs" USING btree ("muestra_id") WHERE not eliminado;--> statement-breakpoint
CREATE INDEX "muestra_ngs_paciente_idx" ON "muestra_ngs" USING btree ("paciente_id");--> statement-breakpoint
CREATE INDEX "ngs_variante_ngs_idx" ON "ngs_variante" USING btree ("ngs_id");