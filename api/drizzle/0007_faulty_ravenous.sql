CREATE TABLE "control_pedido_conteo" (
	"conteo_id" uuid PRIMARY KEY NOT NULL,
	"control_pedido_id" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_operacion_pago" (
	"id" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "tipo_operacion_pago" ("id", "descripcion") VALUES (1, 'Pago de resumen semanal'), (2, 'Pago de comprobantes'), (3, 'Pago a cuenta') ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "control_pedido_item" ADD COLUMN "codigo_barras1" varchar(14);--> statement-breakpoint
ALTER TABLE "pago" ADD COLUMN "tipo_operacion_id" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "turno" ADD COLUMN "dias" smallint[] DEFAULT '{1,2,3,4,5,6,7}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "control_pedido_conteo" ADD CONSTRAINT "control_pedido_conteo_control_pedido_id_control_pedido_id_fk" FOREIGN KEY ("control_pedido_id") REFERENCES "public"."control_pedido"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "control_pedido_conteo_control_idx" ON "control_pedido_conteo" USING btree ("control_pedido_id");--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_tipo_operacion_id_tipo_operacion_pago_id_fk" FOREIGN KEY ("tipo_operacion_id") REFERENCES "public"."tipo_operacion_pago"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumen_deuda" ADD CONSTRAINT "resumen_deuda_farmacia_semana_uq" UNIQUE("farmacia_id","fecha_emision");--> statement-breakpoint
ALTER TABLE "resumen_semanal" ADD CONSTRAINT "resumen_semanal_farmacia_semana_uq" UNIQUE("farmacia_id","desde");