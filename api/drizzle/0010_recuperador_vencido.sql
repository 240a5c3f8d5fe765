CREATE TABLE "recuperador_vencido" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recuperador_vencido_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"troquel" integer NOT NULL,
	"fecha_pedido" date NOT NULL,
	"cantidad_a_recuperar" integer NOT NULL,
	"fecha_vencimiento" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recuperador_vencido" ADD CONSTRAINT "recuperador_vencido_user_id_usuario_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recuperador_vencido" ADD CONSTRAINT "recuperador_vencido_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recuperador_vencido_usuario_fecha_idx" ON "recuperador_vencido" USING btree ("user_id","fecha_vencimiento");