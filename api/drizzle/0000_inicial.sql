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
CREATE TABLE "categoria" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"izquierda" integer NOT NULL,
	"derecha" integer NOT NULL,
	"padre_id" integer
);
--> statement-breakpoint
CREATE TABLE "droga" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "laboratorio" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "precio" (
	"troquel" integer PRIMARY KEY NOT NULL,
	"precio_lista" numeric(14, 2) NOT NULL,
	"ultimo_precio" numeric(14, 2) NOT NULL,
	"precio_anterior" numeric(14, 2),
	"iva" smallint NOT NULL,
	"ultimo_ingreso" date,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producto" (
	"troquel" integer PRIMARY KEY NOT NULL,
	"codigo_barras" varchar(14) NOT NULL,
	"codigo_barras1" varchar(14),
	"nombre" text NOT NULL,
	"descripcion_extendida" text,
	"laboratorio_id" integer NOT NULL,
	"droga_id" integer,
	"categoria_id" integer NOT NULL,
	"panal_pami" boolean DEFAULT false NOT NULL,
	"imagen" text,
	"no_se_fabrica_mas" boolean DEFAULT false NOT NULL,
	"fecha_baja" date,
	"flags" integer DEFAULT 0 NOT NULL,
	"iva105" boolean DEFAULT false NOT NULL,
	"iva21" boolean DEFAULT false NOT NULL,
	"refrigerado" boolean DEFAULT false NOT NULL,
	"apto_celiaco" boolean DEFAULT false NOT NULL,
	"trazable" boolean DEFAULT false NOT NULL,
	"psicofarmaco" boolean DEFAULT false NOT NULL,
	"psicofarmaco_no_facturable" boolean DEFAULT false NOT NULL,
	"categorizable" boolean DEFAULT true NOT NULL,
	"tiene_lote" boolean DEFAULT false NOT NULL,
	"ultima_actualizacion" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producto_bloqueado" (
	"farmacia_id" integer NOT NULL,
	"troquel" integer NOT NULL,
	"motivo" text,
	"desde" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "producto_bloqueado_farmacia_id_troquel_pk" PRIMARY KEY("farmacia_id","troquel")
);
--> statement-breakpoint
CREATE TABLE "producto_nota" (
	"troquel" integer PRIMARY KEY NOT NULL,
	"observacion_al_comprar" text,
	"nota_web_descripcion" text
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"troquel" integer PRIMARY KEY NOT NULL,
	"cantidad" integer NOT NULL,
	"umbral_minimo" integer NOT NULL,
	"umbral_critico" integer NOT NULL,
	"min" integer DEFAULT 1 NOT NULL,
	"max" integer,
	"multiplo" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "combo" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "combo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"leyenda" text NOT NULL,
	"inicio_vigencia" timestamp with time zone NOT NULL,
	"fin_vigencia" timestamp with time zone NOT NULL,
	"plazo" integer DEFAULT 0 NOT NULL,
	"plazo_fijo" date,
	"modo_requisito" smallint NOT NULL,
	"modo_premio" smallint NOT NULL,
	"cantidad_modo3" integer,
	"activo" boolean DEFAULT true NOT NULL,
	"maximo_diario" integer
);
--> statement-breakpoint
CREATE TABLE "combo_item" (
	"combo_id" integer NOT NULL,
	"troquel" integer NOT NULL,
	"premio" boolean DEFAULT false NOT NULL,
	"cantidad" integer NOT NULL,
	"descuento" numeric(6, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "combo_item_combo_id_troquel_pk" PRIMARY KEY("combo_id","troquel")
);
--> statement-breakpoint
CREATE TABLE "oferta" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "oferta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"leyenda" text NOT NULL,
	"descripcion" text,
	"inicio_vigencia" timestamp with time zone NOT NULL,
	"fin_vigencia" timestamp with time zone NOT NULL,
	"plazo" integer DEFAULT 0 NOT NULL,
	"plazo_fijo" date,
	"activa" boolean DEFAULT true NOT NULL,
	"excluye_socios" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oferta_troquel" (
	"oferta_id" integer NOT NULL,
	"troquel" integer NOT NULL,
	"descuento" numeric(6, 2) NOT NULL,
	"cantidad_minima" integer DEFAULT 1 NOT NULL,
	"cantidad_maxima" integer,
	"cantidad_disponible" integer,
	CONSTRAINT "oferta_troquel_oferta_id_troquel_pk" PRIMARY KEY("oferta_id","troquel")
);
--> statement-breakpoint
CREATE TABLE "carrito" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "carrito_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"farmacia_id" integer NOT NULL,
	"actual" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"creado" timestamp with time zone DEFAULT now() NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrito_item" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "carrito_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carrito_id" integer NOT NULL,
	"troquel" integer NOT NULL,
	"cantidad" integer NOT NULL,
	"oferta_id" integer,
	"combo_id" integer,
	"recomendado" boolean DEFAULT false NOT NULL,
	"user_id" text,
	"ultima_actualizacion" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrito_item_troquel_combo_uq" UNIQUE NULLS NOT DISTINCT("carrito_id","troquel","combo_id")
);
--> statement-breakpoint
CREATE TABLE "favorito" (
	"user_id" text NOT NULL,
	"troquel" integer NOT NULL,
	"fecha_alta" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_ultimo_pedido" timestamp with time zone,
	CONSTRAINT "favorito_user_id_troquel_pk" PRIMARY KEY("user_id","troquel")
);
--> statement-breakpoint
CREATE TABLE "recuperador_item" (
	"user_id" text NOT NULL,
	"troquel" integer NOT NULL,
	"fecha_pedido" date NOT NULL,
	"cantidad_a_recuperar" integer NOT NULL,
	CONSTRAINT "recuperador_item_user_id_troquel_pk" PRIMARY KEY("user_id","troquel")
);
--> statement-breakpoint
CREATE TABLE "control_pedido" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "control_pedido_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"farmacia_id" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"estado" smallint DEFAULT 0 NOT NULL,
	"user_id" text,
	"nro_remito" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "control_pedido_item" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "control_pedido_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"control_pedido_id" integer NOT NULL,
	"troquel" integer NOT NULL,
	"codigo_barras" varchar(14),
	"prod_nombre" text NOT NULL,
	"laboratorio_nombre" text NOT NULL,
	"cant_controlada" integer DEFAULT 0 NOT NULL,
	"cant_preparada" integer NOT NULL,
	"pedido_id" integer,
	"farmacia_id" integer NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text
);
--> statement-breakpoint
CREATE TABLE "cubeta" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "cubeta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"farmacia_id" integer NOT NULL,
	"nro_cubeta" integer NOT NULL,
	"remito_id" integer,
	"fecha" timestamp with time zone NOT NULL,
	"tamano" text NOT NULL,
	"devuelta" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estado" (
	"id" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "pedido_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pedido_guid" uuid NOT NULL,
	"farmacia_id" integer NOT NULL,
	"fecha_alta" timestamp with time zone DEFAULT now() NOT NULL,
	"estado_id" integer NOT NULL,
	"turno_id" integer,
	"user_id" text,
	"importe" numeric(14, 2) DEFAULT 0 NOT NULL,
	"operador" text,
	"cantidad_items" integer DEFAULT 0 NOT NULL,
	"cantidad_items_total" integer DEFAULT 0 NOT NULL,
	"facturas_generadas" integer DEFAULT 0 NOT NULL,
	"carrito_id" integer,
	"clave_idempotencia" text,
	"procesar_bonos" boolean DEFAULT false NOT NULL,
	"mensaje_transmision" text,
	CONSTRAINT "pedido_pedido_guid_unique" UNIQUE("pedido_guid"),
	CONSTRAINT "pedido_clave_idempotencia_unique" UNIQUE("clave_idempotencia")
);
--> statement-breakpoint
CREATE TABLE "pedido_item" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "pedido_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"pedido_id" integer NOT NULL,
	"farmacia_id" integer NOT NULL,
	"fecha_alta" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"troquel" integer NOT NULL,
	"codigo_barras" varchar(14),
	"prod_nombre" text NOT NULL,
	"recomendado" boolean DEFAULT false NOT NULL,
	"cant_pedida" integer NOT NULL,
	"cant_aprobada" integer DEFAULT 0 NOT NULL,
	"cant_preparada" integer DEFAULT 0 NOT NULL,
	"resp_id" integer,
	"oferta_id" integer,
	"combo_id" integer,
	"importe" numeric(14, 2) DEFAULT 0 NOT NULL,
	"iva" numeric(14, 2) DEFAULT 0 NOT NULL,
	"descuento" numeric(6, 2) DEFAULT 0 NOT NULL,
	"descuento_producto" numeric(6, 2) DEFAULT 0 NOT NULL,
	"observaciones" text,
	"observaciones_producto_mask" integer DEFAULT 0 NOT NULL,
	"tipo_descuento_producto" smallint DEFAULT 0 NOT NULL,
	"oferta_leyenda" text,
	"factura_id" integer
);
--> statement-breakpoint
CREATE TABLE "remito" (
	"id" integer PRIMARY KEY NOT NULL,
	"farmacia_id" integer NOT NULL,
	"pedido_id" integer,
	"fecha" timestamp with time zone NOT NULL,
	"cantidad_unidades" integer DEFAULT 0 NOT NULL,
	"controlado" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respuesta_item" (
	"id" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turno" (
	"id" integer PRIMARY KEY NOT NULL,
	"obs" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"hora_cierre" varchar(5) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turno_farmacia" (
	"farmacia_id" integer NOT NULL,
	"turno_id" integer NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "turno_farmacia_farmacia_id_turno_id_pk" PRIMARY KEY("farmacia_id","turno_id")
);
--> statement-breakpoint
CREATE TABLE "archivo" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "archivo_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" varchar(32) NOT NULL,
	"nombre" text NOT NULL,
	"contenido" "bytea" NOT NULL,
	"mime" text NOT NULL,
	"farmacia_id" integer,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banner" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "banner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre_archivo" text NOT NULL,
	"link_externo" text,
	"texto_busqueda" text,
	"tipo_busqueda" smallint DEFAULT 0 NOT NULL,
	"url_destino" text,
	"intercalado" boolean DEFAULT false NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estado_mantenimiento" (
	"seccion" integer PRIMARY KEY NOT NULL,
	"activo" boolean DEFAULT false NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evento" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "evento_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"fecha" text NOT NULL,
	"max_inscriptos_por_socio" integer NOT NULL,
	"direccion" text NOT NULL,
	"duracion" text NOT NULL,
	"almuerzo" boolean DEFAULT false NOT NULL,
	"observaciones" text,
	"activo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "formato_archivo_farmacia" (
	"farmacia_id" integer PRIMARY KEY NOT NULL,
	"sistema_farmacias" text NOT NULL,
	"troquel" jsonb NOT NULL,
	"codigo_barras" jsonb NOT NULL,
	"cantidad" jsonb NOT NULL,
	"nro_orden" jsonb NOT NULL,
	"nombre_producto" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inscripto" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "inscripto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"evento_id" integer NOT NULL,
	"farmacia_id" integer NOT NULL,
	"dni" varchar(10) NOT NULL,
	"nombre" text NOT NULL,
	"telefono" text NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "novedad" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "novedad_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"farmacia_id" integer NOT NULL,
	"noticia" text NOT NULL,
	"fecha_publicacion" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parametro_sistema" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"valor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publicacion_media" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "publicacion_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"media_url_filename" text NOT NULL,
	"texto" text,
	"fecha" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_disponible" (
	"nombre" text PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"orden" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_layout" (
	"user_id" text PRIMARY KEY NOT NULL,
	"widgets" jsonb NOT NULL,
	"actualizado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bono" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "bono_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"farmacia_id" integer NOT NULL,
	"fecha_alta" timestamp with time zone NOT NULL,
	"nro_bono" integer NOT NULL,
	"cantidad" integer NOT NULL,
	"estado_id" integer NOT NULL,
	"fecha_factura" date,
	"troquel" integer NOT NULL,
	"tarmed" boolean DEFAULT false NOT NULL,
	"nota_credito_tarmed_id" integer,
	"pedido_item_id" integer
);
--> statement-breakpoint
CREATE TABLE "distribuidora" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factura" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "factura_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"farmacia_id" integer NOT NULL,
	"pedido_id" integer,
	"fecha_emision" timestamp with time zone NOT NULL,
	"fecha_vencimiento" date,
	"plazo" integer DEFAULT 0 NOT NULL,
	"tipo_operacion_id" integer NOT NULL,
	"tipo_comprobante_id" smallint NOT NULL,
	"punto_venta" integer NOT NULL,
	"nro_comprobante" integer NOT NULL,
	"cantidad_unidades" integer DEFAULT 0 NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"iva" numeric(14, 2) NOT NULL,
	"percepciones" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"detalle_en_comprobante_det" boolean DEFAULT true NOT NULL,
	"remito" integer,
	"remito2" integer,
	"check_socio" boolean DEFAULT false NOT NULL,
	"observaciones" text,
	"historico" boolean DEFAULT false NOT NULL,
	"respuesta_afip" char(1) NOT NULL,
	CONSTRAINT "factura_comprobante_uq" UNIQUE("tipo_comprobante_id","punto_venta","nro_comprobante")
);
--> statement-breakpoint
CREATE TABLE "factura_item" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "factura_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"factura_id" integer NOT NULL,
	"pedido_item_id" integer,
	"troquel" integer NOT NULL,
	"prod_nombre" text NOT NULL,
	"cant_aprobada" integer NOT NULL,
	"precio_unitario" numeric(14, 2) NOT NULL,
	"importe_total" numeric(14, 2) NOT NULL,
	"iva" numeric(14, 2) NOT NULL,
	"combo_id" integer,
	"observaciones_producto_mask" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movimiento_cuenta" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "movimiento_cuenta_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"farmacia_id" integer NOT NULL,
	"fecha_movimiento" date NOT NULL,
	"fecha_vencimiento" date,
	"importe" numeric(14, 2) NOT NULL,
	"tipo_comprobante" smallint NOT NULL,
	"punto_de_venta" integer NOT NULL,
	"nro_comprobante" integer NOT NULL,
	"desc_fc" text NOT NULL,
	"factura_id" integer,
	"check_factura" boolean DEFAULT false NOT NULL,
	"remito" integer,
	"remito2" integer,
	"respuesta_afip" char(1)
);
--> statement-breakpoint
CREATE TABLE "pago" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "pago_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"farmacia_id" integer NOT NULL,
	"fecha_operacion" date NOT NULL,
	"nro_recibo" integer NOT NULL,
	"nro_resumen" integer,
	"fecha_vencimiento" date,
	"importe_pago" numeric(14, 2) NOT NULL,
	"importe_nominal" numeric(14, 2) NOT NULL,
	"fecha_presentacion" date,
	"tipo_de_pago_id" integer NOT NULL,
	"items_detalle" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resumen_deuda" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "resumen_deuda_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nro_resumen" integer NOT NULL,
	"farmacia_id" integer NOT NULL,
	"fecha_emision" date NOT NULL,
	"fecha_vencimiento" date NOT NULL,
	"tipo_operacion" text NOT NULL,
	"saldo" numeric(14, 2) NOT NULL,
	"novedad" text
);
--> statement-breakpoint
CREATE TABLE "resumen_semanal" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "resumen_semanal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"farmacia_id" integer NOT NULL,
	"nro_resumen" integer NOT NULL,
	"desde" date NOT NULL,
	"hasta" date NOT NULL,
	"fecha_vencimiento" date NOT NULL,
	"debitos" numeric(14, 2) NOT NULL,
	"creditos" numeric(14, 2) NOT NULL,
	"saldo" numeric(14, 2) NOT NULL,
	"archivo_id" integer
);
--> statement-breakpoint
CREATE TABLE "tipo_operacion" (
	"id" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_pago" (
	"id" integer PRIMARY KEY NOT NULL,
	"leyenda" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_laboratorio" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "transfer_laboratorio_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"farmacia_id" integer NOT NULL,
	"nro_transfer" integer NOT NULL,
	"fecha_transfer" date NOT NULL,
	"distribuidora_id" integer NOT NULL,
	"laboratorio_id" integer NOT NULL,
	"troquel" integer NOT NULL,
	"cantidad" integer NOT NULL,
	"descuento" numeric(6, 2) NOT NULL,
	"unidades_bonificadas" integer DEFAULT 0 NOT NULL,
	"plazo" integer DEFAULT 0 NOT NULL,
	"plazo_fijo" date,
	"rechazo_descripcion" text,
	"factura_id" integer
);
--> statement-breakpoint
CREATE TABLE "devolucion" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "devolucion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guid" uuid NOT NULL,
	"tipo" smallint NOT NULL,
	"farmacia_id" integer NOT NULL,
	"sucursal" integer NOT NULL,
	"fecha_alta" timestamp with time zone DEFAULT now() NOT NULL,
	"estado_id" integer NOT NULL,
	"user_id" text,
	"cantidad_items_total" integer DEFAULT 0 NOT NULL,
	"factura_id" integer,
	"nota_credito_id" integer,
	"recall_id" integer,
	"borrador" boolean DEFAULT false NOT NULL,
	CONSTRAINT "devolucion_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "devolucion_item" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "devolucion_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"devolucion_id" integer NOT NULL,
	"troquel" integer NOT NULL,
	"prod_nombre" text NOT NULL,
	"cantidad_items" integer NOT NULL,
	"nro_lote" text,
	"nro_lote_validado" text,
	"nro_serie" text,
	"estado_validacion" smallint DEFAULT 0 NOT NULL,
	"motivo_devolucion_id" integer,
	"respuesta_id" integer,
	"pedido_item_id_origen" integer,
	"pedido_id" integer,
	"farmacia_id" integer NOT NULL,
	"sucursal" integer NOT NULL,
	"fecha_alta" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"trazable" boolean DEFAULT false NOT NULL,
	"trazable_sin_nro_serie" boolean DEFAULT false NOT NULL,
	"cant_devuelta" integer,
	"cant_aprobada" integer,
	"fecha_vencimiento" date
);
--> statement-breakpoint
CREATE TABLE "motivo_devolucion" (
	"id" integer PRIMARY KEY NOT NULL,
	"descripcion" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recall" (
	"id" integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY (sequence name "recall_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nombre" text NOT NULL,
	"estado" smallint DEFAULT 0 NOT NULL,
	"laboratorio_id" integer,
	"fecha_creacion" timestamp with time zone NOT NULL,
	"fecha_publicacion" timestamp with time zone,
	"fecha_caducidad" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recall_item" (
	"recall_id" integer NOT NULL,
	"troquel" integer NOT NULL,
	"lotes_y_vencimientos" jsonb NOT NULL,
	CONSTRAINT "recall_item_recall_id_troquel_pk" PRIMARY KEY("recall_id","troquel")
);
--> statement-breakpoint
ALTER TABLE "farmacia" ADD CONSTRAINT "farmacia_grupo_id_farmacia_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."farmacia_grupo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_grupo_id_farmacia_grupo_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."farmacia_grupo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_rol" ADD CONSTRAINT "usuario_rol_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_rol" ADD CONSTRAINT "usuario_rol_rol_id_rol_id_fk" FOREIGN KEY ("rol_id") REFERENCES "public"."rol"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precio" ADD CONSTRAINT "precio_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_laboratorio_id_laboratorio_id_fk" FOREIGN KEY ("laboratorio_id") REFERENCES "public"."laboratorio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_droga_id_droga_id_fk" FOREIGN KEY ("droga_id") REFERENCES "public"."droga"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto" ADD CONSTRAINT "producto_categoria_id_categoria_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categoria"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_bloqueado" ADD CONSTRAINT "producto_bloqueado_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_bloqueado" ADD CONSTRAINT "producto_bloqueado_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producto_nota" ADD CONSTRAINT "producto_nota_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_item" ADD CONSTRAINT "combo_item_combo_id_combo_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combo_item" ADD CONSTRAINT "combo_item_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oferta_troquel" ADD CONSTRAINT "oferta_troquel_oferta_id_oferta_id_fk" FOREIGN KEY ("oferta_id") REFERENCES "public"."oferta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oferta_troquel" ADD CONSTRAINT "oferta_troquel_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito" ADD CONSTRAINT "carrito_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito_item" ADD CONSTRAINT "carrito_item_carrito_id_carrito_id_fk" FOREIGN KEY ("carrito_id") REFERENCES "public"."carrito"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito_item" ADD CONSTRAINT "carrito_item_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito_item" ADD CONSTRAINT "carrito_item_oferta_id_oferta_id_fk" FOREIGN KEY ("oferta_id") REFERENCES "public"."oferta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito_item" ADD CONSTRAINT "carrito_item_combo_id_combo_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrito_item" ADD CONSTRAINT "carrito_item_user_id_usuario_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorito" ADD CONSTRAINT "favorito_user_id_usuario_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorito" ADD CONSTRAINT "favorito_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recuperador_item" ADD CONSTRAINT "recuperador_item_user_id_usuario_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recuperador_item" ADD CONSTRAINT "recuperador_item_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_pedido" ADD CONSTRAINT "control_pedido_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_pedido" ADD CONSTRAINT "control_pedido_user_id_usuario_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_pedido" ADD CONSTRAINT "control_pedido_nro_remito_remito_id_fk" FOREIGN KEY ("nro_remito") REFERENCES "public"."remito"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_pedido_item" ADD CONSTRAINT "control_pedido_item_control_pedido_id_control_pedido_id_fk" FOREIGN KEY ("control_pedido_id") REFERENCES "public"."control_pedido"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_pedido_item" ADD CONSTRAINT "control_pedido_item_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_pedido_item" ADD CONSTRAINT "control_pedido_item_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_pedido_item" ADD CONSTRAINT "control_pedido_item_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_pedido_item" ADD CONSTRAINT "control_pedido_item_user_id_usuario_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cubeta" ADD CONSTRAINT "cubeta_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cubeta" ADD CONSTRAINT "cubeta_remito_id_remito_id_fk" FOREIGN KEY ("remito_id") REFERENCES "public"."remito"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_estado_id_estado_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_turno_id_turno_id_fk" FOREIGN KEY ("turno_id") REFERENCES "public"."turno"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_user_id_usuario_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido" ADD CONSTRAINT "pedido_carrito_id_carrito_id_fk" FOREIGN KEY ("carrito_id") REFERENCES "public"."carrito"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_item" ADD CONSTRAINT "pedido_item_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_item" ADD CONSTRAINT "pedido_item_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_item" ADD CONSTRAINT "pedido_item_user_id_usuario_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_item" ADD CONSTRAINT "pedido_item_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_item" ADD CONSTRAINT "pedido_item_resp_id_respuesta_item_id_fk" FOREIGN KEY ("resp_id") REFERENCES "public"."respuesta_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_item" ADD CONSTRAINT "pedido_item_oferta_id_oferta_id_fk" FOREIGN KEY ("oferta_id") REFERENCES "public"."oferta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_item" ADD CONSTRAINT "pedido_item_combo_id_combo_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remito" ADD CONSTRAINT "remito_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remito" ADD CONSTRAINT "remito_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turno_farmacia" ADD CONSTRAINT "turno_farmacia_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turno_farmacia" ADD CONSTRAINT "turno_farmacia_turno_id_turno_id_fk" FOREIGN KEY ("turno_id") REFERENCES "public"."turno"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archivo" ADD CONSTRAINT "archivo_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formato_archivo_farmacia" ADD CONSTRAINT "formato_archivo_farmacia_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscripto" ADD CONSTRAINT "inscripto_evento_id_evento_id_fk" FOREIGN KEY ("evento_id") REFERENCES "public"."evento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inscripto" ADD CONSTRAINT "inscripto_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "novedad" ADD CONSTRAINT "novedad_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_layout" ADD CONSTRAINT "widget_layout_user_id_usuario_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bono" ADD CONSTRAINT "bono_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bono" ADD CONSTRAINT "bono_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bono" ADD CONSTRAINT "bono_pedido_item_id_pedido_item_id_fk" FOREIGN KEY ("pedido_item_id") REFERENCES "public"."pedido_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura" ADD CONSTRAINT "factura_tipo_operacion_id_tipo_operacion_id_fk" FOREIGN KEY ("tipo_operacion_id") REFERENCES "public"."tipo_operacion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_item" ADD CONSTRAINT "factura_item_factura_id_factura_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."factura"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_item" ADD CONSTRAINT "factura_item_pedido_item_id_pedido_item_id_fk" FOREIGN KEY ("pedido_item_id") REFERENCES "public"."pedido_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_item" ADD CONSTRAINT "factura_item_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_item" ADD CONSTRAINT "factura_item_combo_id_combo_id_fk" FOREIGN KEY ("combo_id") REFERENCES "public"."combo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_cuenta" ADD CONSTRAINT "movimiento_cuenta_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimiento_cuenta" ADD CONSTRAINT "movimiento_cuenta_factura_id_factura_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."factura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pago" ADD CONSTRAINT "pago_tipo_de_pago_id_tipo_pago_id_fk" FOREIGN KEY ("tipo_de_pago_id") REFERENCES "public"."tipo_pago"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumen_deuda" ADD CONSTRAINT "resumen_deuda_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumen_semanal" ADD CONSTRAINT "resumen_semanal_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumen_semanal" ADD CONSTRAINT "resumen_semanal_archivo_id_archivo_id_fk" FOREIGN KEY ("archivo_id") REFERENCES "public"."archivo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_laboratorio" ADD CONSTRAINT "transfer_laboratorio_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_laboratorio" ADD CONSTRAINT "transfer_laboratorio_distribuidora_id_distribuidora_id_fk" FOREIGN KEY ("distribuidora_id") REFERENCES "public"."distribuidora"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_laboratorio" ADD CONSTRAINT "transfer_laboratorio_laboratorio_id_laboratorio_id_fk" FOREIGN KEY ("laboratorio_id") REFERENCES "public"."laboratorio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_laboratorio" ADD CONSTRAINT "transfer_laboratorio_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_laboratorio" ADD CONSTRAINT "transfer_laboratorio_factura_id_factura_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."factura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devolucion" ADD CONSTRAINT "devolucion_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devolucion" ADD CONSTRAINT "devolucion_estado_id_estado_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devolucion" ADD CONSTRAINT "devolucion_user_id_usuario_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devolucion" ADD CONSTRAINT "devolucion_factura_id_factura_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."factura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devolucion" ADD CONSTRAINT "devolucion_nota_credito_id_factura_id_fk" FOREIGN KEY ("nota_credito_id") REFERENCES "public"."factura"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devolucion" ADD CONSTRAINT "devolucion_recall_id_recall_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recall"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devolucion_item" ADD CONSTRAINT "devolucion_item_devolucion_id_devolucion_id_fk" FOREIGN KEY ("devolucion_id") REFERENCES "public"."devolucion"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devolucion_item" ADD CONSTRAINT "devolucion_item_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devolucion_item" ADD CONSTRAINT "devolucion_item_motivo_devolucion_id_motivo_devolucion_id_fk" FOREIGN KEY ("motivo_devolucion_id") REFERENCES "public"."motivo_devolucion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devolucion_item" ADD CONSTRAINT "devolucion_item_respuesta_id_respuesta_item_id_fk" FOREIGN KEY ("respuesta_id") REFERENCES "public"."respuesta_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devolucion_item" ADD CONSTRAINT "devolucion_item_pedido_item_id_origen_pedido_item_id_fk" FOREIGN KEY ("pedido_item_id_origen") REFERENCES "public"."pedido_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devolucion_item" ADD CONSTRAINT "devolucion_item_pedido_id_pedido_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devolucion_item" ADD CONSTRAINT "devolucion_item_farmacia_id_farmacia_id_fk" FOREIGN KEY ("farmacia_id") REFERENCES "public"."farmacia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devolucion_item" ADD CONSTRAINT "devolucion_item_user_id_usuario_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall" ADD CONSTRAINT "recall_laboratorio_id_laboratorio_id_fk" FOREIGN KEY ("laboratorio_id") REFERENCES "public"."laboratorio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_item" ADD CONSTRAINT "recall_item_recall_id_recall_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recall"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_item" ADD CONSTRAINT "recall_item_troquel_producto_troquel_fk" FOREIGN KEY ("troquel") REFERENCES "public"."producto"("troquel") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "farmacia_grupo_idx" ON "farmacia" USING btree ("grupo_id");--> statement-breakpoint
CREATE INDEX "oidc_registro_grant_idx" ON "oidc_registro" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_registro_uid_idx" ON "oidc_registro" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "usuario_farmacia_idx" ON "usuario" USING btree ("farmacia_id");--> statement-breakpoint
CREATE INDEX "categoria_izquierda_idx" ON "categoria" USING btree ("izquierda","derecha");--> statement-breakpoint
CREATE INDEX "producto_codigo_barras_idx" ON "producto" USING btree ("codigo_barras");--> statement-breakpoint
CREATE INDEX "producto_codigo_barras1_idx" ON "producto" USING btree ("codigo_barras1");--> statement-breakpoint
CREATE INDEX "producto_laboratorio_idx" ON "producto" USING btree ("laboratorio_id");--> statement-breakpoint
CREATE INDEX "producto_droga_idx" ON "producto" USING btree ("droga_id");--> statement-breakpoint
CREATE INDEX "producto_categoria_idx" ON "producto" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "producto_ultima_actualizacion_idx" ON "producto" USING btree ("ultima_actualizacion");--> statement-breakpoint
CREATE INDEX "combo_vigencia_idx" ON "combo" USING btree ("inicio_vigencia","fin_vigencia");--> statement-breakpoint
CREATE INDEX "combo_item_troquel_idx" ON "combo_item" USING btree ("troquel");--> statement-breakpoint
CREATE INDEX "oferta_vigencia_idx" ON "oferta" USING btree ("inicio_vigencia","fin_vigencia");--> statement-breakpoint
CREATE INDEX "oferta_troquel_troquel_idx" ON "oferta_troquel" USING btree ("troquel");--> statement-breakpoint
CREATE UNIQUE INDEX "carrito_actual_por_farmacia_uq" ON "carrito" USING btree ("farmacia_id") WHERE "carrito"."actual";--> statement-breakpoint
CREATE INDEX "recuperador_item_troquel_idx" ON "recuperador_item" USING btree ("troquel");--> statement-breakpoint
CREATE INDEX "control_pedido_farmacia_fecha_idx" ON "control_pedido" USING btree ("farmacia_id","fecha");--> statement-breakpoint
CREATE INDEX "control_pedido_item_control_idx" ON "control_pedido_item" USING btree ("control_pedido_id");--> statement-breakpoint
CREATE INDEX "control_pedido_item_troquel_idx" ON "control_pedido_item" USING btree ("troquel");--> statement-breakpoint
CREATE INDEX "cubeta_farmacia_idx" ON "cubeta" USING btree ("farmacia_id");--> statement-breakpoint
CREATE INDEX "pedido_farmacia_fecha_idx" ON "pedido" USING btree ("farmacia_id","fecha_alta");--> statement-breakpoint
CREATE INDEX "pedido_estado_idx" ON "pedido" USING btree ("estado_id");--> statement-breakpoint
CREATE INDEX "pedido_item_pedido_idx" ON "pedido_item" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "pedido_item_farmacia_fecha_idx" ON "pedido_item" USING btree ("farmacia_id","fecha_alta");--> statement-breakpoint
CREATE INDEX "pedido_item_troquel_idx" ON "pedido_item" USING btree ("troquel");--> statement-breakpoint
CREATE INDEX "pedido_item_factura_idx" ON "pedido_item" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "remito_farmacia_fecha_idx" ON "remito" USING btree ("farmacia_id","fecha");--> statement-breakpoint
CREATE INDEX "remito_pedido_idx" ON "remito" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "archivo_tipo_nombre_idx" ON "archivo" USING btree ("tipo","nombre");--> statement-breakpoint
CREATE INDEX "archivo_farmacia_idx" ON "archivo" USING btree ("farmacia_id");--> statement-breakpoint
CREATE INDEX "inscripto_evento_farmacia_idx" ON "inscripto" USING btree ("evento_id","farmacia_id");--> statement-breakpoint
CREATE INDEX "novedad_farmacia_fecha_idx" ON "novedad" USING btree ("farmacia_id","fecha_publicacion");--> statement-breakpoint
CREATE INDEX "bono_farmacia_fecha_idx" ON "bono" USING btree ("farmacia_id","fecha_alta");--> statement-breakpoint
CREATE INDEX "factura_farmacia_fecha_idx" ON "factura" USING btree ("farmacia_id","fecha_emision");--> statement-breakpoint
CREATE INDEX "factura_pedido_idx" ON "factura" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "factura_remito_idx" ON "factura" USING btree ("remito");--> statement-breakpoint
CREATE INDEX "factura_item_factura_idx" ON "factura_item" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "factura_item_troquel_idx" ON "factura_item" USING btree ("troquel");--> statement-breakpoint
CREATE INDEX "movimiento_cuenta_farmacia_fecha_idx" ON "movimiento_cuenta" USING btree ("farmacia_id","fecha_movimiento");--> statement-breakpoint
CREATE INDEX "movimiento_cuenta_factura_idx" ON "movimiento_cuenta" USING btree ("factura_id");--> statement-breakpoint
CREATE INDEX "pago_farmacia_fecha_idx" ON "pago" USING btree ("farmacia_id","fecha_operacion");--> statement-breakpoint
CREATE INDEX "resumen_deuda_farmacia_fecha_idx" ON "resumen_deuda" USING btree ("farmacia_id","fecha_emision");--> statement-breakpoint
CREATE INDEX "resumen_semanal_farmacia_fecha_idx" ON "resumen_semanal" USING btree ("farmacia_id","hasta");--> statement-breakpoint
CREATE INDEX "transfer_laboratorio_farmacia_fecha_idx" ON "transfer_laboratorio" USING btree ("farmacia_id","fecha_transfer");--> statement-breakpoint
CREATE INDEX "devolucion_farmacia_tipo_fecha_idx" ON "devolucion" USING btree ("farmacia_id","tipo","fecha_alta");--> statement-breakpoint
CREATE INDEX "devolucion_item_devolucion_idx" ON "devolucion_item" USING btree ("devolucion_id");--> statement-breakpoint
CREATE INDEX "devolucion_item_farmacia_fecha_idx" ON "devolucion_item" USING btree ("farmacia_id","fecha_alta");--> statement-breakpoint
CREATE INDEX "devolucion_item_troquel_idx" ON "devolucion_item" USING btree ("troquel");--> statement-breakpoint
CREATE INDEX "recall_item_troquel_idx" ON "recall_item" USING btree ("troquel");