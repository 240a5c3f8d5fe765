CREATE TABLE "farmacia" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"razon_social" text NOT NULL,
	"descuento" numeric(6, 2) DEFAULT 0 NOT NULL,
	"plazo" integer DEFAULT 0 NOT NULL,
	"saldo" numeric(14, 2) DEFAULT 0 NOT NULL,
	"limite_credito" numeric(14, 2) DEFAULT 0 NOT NULL,
	"direccion" text NOT NULL,
	"localidad" text NOT NULL,
	"cod_postal" varchar(8) NOT NULL,
	"cuit" varchar(13) NOT NULL,
	"ingresos_brutos" varchar(20) NOT NULL,
	"director_tecnico" text NOT NULL,
	"sucursal" integer NOT NULL,
	"fecha_vencimiento" date,
	"tipo_contribuyente" integer NOT NULL,
	"tipo_farmacia" integer NOT NULL,
	"nro_reparto" integer NOT NULL,
	"gln" varchar(13),
	"grupo_id" integer,
	"bloqueada" boolean DEFAULT false NOT NULL,
	"cierre_reparto" varchar(5) DEFAULT '18:00' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "farmacia_grupo" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"limite_credito" numeric(14, 2) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_registro" (
	"id" text NOT NULL,
	"tipo" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expira_en" timestamp with time zone,
	"consumido_en" timestamp with time zone,
	CONSTRAINT "oidc_registro_tipo_id_pk" PRIMARY KEY("tipo","id")
);
--> statement-breakpoint
CREATE TABLE "rol" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"asignable" boolean DEFAULT true NOT NULL,
	CONSTRAINT "rol_nombre_unique" UNIQUE("nombre")
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" text PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"email" text NOT NULL,
	"email_confirmado" boolean DEFAULT false NOT NULL,
	"farmacia_id" integer NOT NULL,
	"grupo_id" integer,
	"nombre" text NOT NULL,
	"habilitado" boolean DEFAULT true NOT NULL,
	"password_hash" text NOT NULL,
	"password_vence_en" timestamp with time zone,
	"secciones_habilitadas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version_contexto" integer DEFAULT 1 NOT NULL,
	"ultimo_editor_user_id" text,
	"creador_user_id" text,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"ultima_actualizacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_user_name_unique" UNIQUE("user_name")
);
--> statement-breakpoint
CREATE TABLE "usuario_rol" (
	"usuario_id" text NOT NULL,
	"rol_id" integer NOT NULL,
	CONSTRAINT "usuario_rol_usuario_id_rol_id_pk" PRIMARY KEY("usuario_id","rol_id")
);
--> statement-breakpoint
ALTER TABLE "farmacia" ADD CONSTRAINT "farmacia_grupo_id_farmacia_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."farmacia_grupo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_grupo_id_farmacia_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."farmacia_grupo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_rol" ADD CONSTRAINT "usuario_rol_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_rol" ADD CONSTRAINT "usuario_rol_rol_id_rol_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."rol"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farmacia_grupo_idx" ON "farmacia" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "oidc_registro_grant_idx" ON "oidc_registro" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_registro_uid_idx" ON "oidc_registro" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "usuario_farmacia_idx" ON "usuario" USING btree ("farmacia_id");