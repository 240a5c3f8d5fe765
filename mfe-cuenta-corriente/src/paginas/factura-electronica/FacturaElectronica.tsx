import { useMemo, useState, type Key } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Button, Card, Form, InputNumber, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { ahoraDistribuidora, BotonDescarga, ErrorApi, ListaConFiltros, type CampoFiltro } from '@portal/shared/client';
import { NOMBRE_COMPROBANTE, PARAMETRO_MAXIMO_FACTURAS, type Factura } from '@portal/shared/contracts';
import { claveAlcance, columnaFarmacia, useAlcance } from '../comun/grupo.js';
import { useParametroNumero } from '../comun/parametros-api.js';
import { SelectorFarmaciaGrupo } from '../comun/SelectorFarmaciaGrupo.js';
import { columnasFacturas, type AccionesFactura } from './columnas-facturas.js';
import { descargaVarias, marcarRevisada, paginaFacturas, pdfParaVer, useFacturasDePedido, useFacturasDeRemito, useTiposOperacion, type FiltrosFacturas } from './facturas-api.js';
import { VisorFactura } from './VisorFactura.js';

const FORMATO_DIA = 'YYYY-MM-DD';
/** What parameter 320 says until it is read. */
const MAXIMO_POR_DEFECTO = 50;

interface Filtros {
  rango: [Dayjs, Dayjs];
  tipoComprobanteId?: number;
  nroComprobante?: number | null;
}

const CAMPOS: CampoFiltro<Filtros>[] = [
  { tipo: 'fechas', nombre: 'rango', etiqueta: 'Fechas', obligatorio: true },
  { tipo: 'opciones', nombre: 'tipoComprobanteId', etiqueta: 'Tipo', todos: 'Todos', ancho: 110, opciones: Object.entries(NOMBRE_COMPROBANTE).map(([valor, nombre]) => ({ value: Number(valor), label: nombre })) },
  { tipo: 'numero', nombre: 'nroComprobante', etiqueta: 'Número', min: 1, max: 99_999_999, placeholder: 'Número', ancho: 120 },
];

/** What the search sends. */
const aFiltrosFacturas = ({ rango, tipoComprobanteId, nroComprobante }: Filtros): FiltrosFacturas => ({
  desde: rango[0].format(FORMATO_DIA),
  hasta: rango[1].format(FORMATO_DIA),
  tipoComprobanteId,
  nroComprobante: nroComprobante ?? undefined,
});

/** One invoice's actions: view in the page and the member's check (downloads are the shared download button's). */
function useAccionesFactura() {
  const [visible, setVisible] = useState<{ factura: Factura; datos: Blob } | null>(null);
  const [viendo, setViendo] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [revisadas, setRevisadas] = useState<Record<number, boolean>>({});
  const acciones: AccionesFactura = {
    viendo,
    ver: (f) => {
      setViendo(f.facturaId);
      setError(null);
      pdfParaVer(f.facturaId)
        .then((datos) => setVisible({ factura: f, datos }))
        .catch((e: unknown) => setError(e instanceof ErrorApi ? e.mensajeServidor : 'No se pudo obtener el comprobante.'))
        .finally(() => setViendo(null));
    },
    revisar: (f, valor) => {
      setRevisadas((r) => ({ ...r, [f.facturaId]: valor }));
      marcarRevisada(f.facturaId, valor).catch(() => {
        setRevisadas((r) => ({ ...r, [f.facturaId]: !valor }));
        setError('No se pudo marcar la factura.');
      });
    },
    revisada: (f) => revisadas[f.facturaId] ?? f.checkSocio,
  };
  return { acciones, visible, cerrar: () => setVisible(null), error };
}

/** Invoices of an order or a remito, in a plain table (a handful of rows). */
function FacturasDe({ titulo, consulta, vacio, columnas }: { titulo: string; consulta: ReturnType<typeof useFacturasDePedido>; vacio: string; columnas: ReturnType<typeof columnasFacturas> }) {
  const sinAcceso = consulta.error instanceof ErrorApi && consulta.error.status === 404;
  return (
    <Card title={titulo} style={{ marginBottom: 16 }}>
      {consulta.isError && <Alert type={sinAcceso ? 'warning' : 'error'} showIcon title={sinAcceso ? 'No se encontró entre sus farmacias.' : 'No se pudieron obtener las facturas.'} style={{ marginBottom: 12 }} />}
      <Table<Factura>
        size="small"
        rowKey="facturaId"
        loading={consulta.isLoading}
        dataSource={consulta.data ?? []}
        pagination={false}
        locale={{ emptyText: vacio }}
        scroll={{ x: 900 }}
        columns={columnas.map((c) => ({ key: c.campo, title: c.titulo, dataIndex: c.campo, align: c.alinear, render: c.render ? (v: Factura[keyof Factura], f: Factura) => c.render!(v, f) : undefined }))}
      />
    </Card>
  );
}

/** The chosen invoices: how many, the ZIP of their PDFs (up to parameter 320), and clearing the choice. */
function SeleccionFacturas({ elegidas, maximo, limpiar }: { elegidas: number[]; maximo: number; limpiar: () => void }) {
  const excede = elegidas.length > maximo;
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Typography.Text>{elegidas.length === 0 ? 'Elija facturas para descargarlas juntas.' : `${elegidas.length} ${elegidas.length === 1 ? 'factura elegida' : 'facturas elegidas'}`}</Typography.Text>
      <BotonDescarga
        solicitud={descargaVarias(elegidas)}
        nombre="Facturas.zip"
        texto={`Descargar seleccionadas${elegidas.length ? ` (${elegidas.length})` : ''}`}
        disabled={elegidas.length === 0 || excede}
        onDescargado={limpiar}
      />
      {elegidas.length > 0 && (
        <Button type="link" onClick={limpiar}>
          Quitar selección
        </Button>
      )}
      {excede && <Alert type="warning" showIcon title={`Puede descargar hasta ${maximo} facturas a la vez: quite ${elegidas.length - maximo} de la selección.`} />}
    </Space>
  );
}

export interface PropsFacturaElectronica {
  grupo?: boolean;
}

/**
 * /cc/factura-electronica (and /pedido/{id}, and the group's for the whole group or one pharmacy): invoices and
 * credit/debit notes of a date range paged by the server, each viewable in the page (pdf.js) and downloadable, several
 * at once as a ZIP (up to parameter 320); an order's or a remito's invoices.
 */
export default function FacturaElectronica({ grupo = false }: PropsFacturaElectronica) {
  const alcance = useAlcance(grupo);
  const { grupoId, farmaciaId } = alcance;
  const { id } = useParams();
  const pedidoId = id && /^\d+$/.test(id) ? Number(id) : undefined;
  const [inicio] = useState<Filtros>(() => ({ rango: [ahoraDistribuidora().subtract(30, 'day'), ahoraDistribuidora()] }));
  const [remito, setRemito] = useState<number | null>(null);
  const [remitoBuscado, setRemitoBuscado] = useState<number | null>(null);
  const [elegidas, setElegidas] = useState<number[]>([]);
  const maximo = useParametroNumero(PARAMETRO_MAXIMO_FACTURAS, MAXIMO_POR_DEFECTO);
  const { acciones, visible, cerrar, error } = useAccionesFactura();
  const tiposOperacion = useTiposOperacion();
  const tipos = useMemo(() => new Map((tiposOperacion.data ?? []).map((t) => [t.id, t.descripcion])), [tiposOperacion.data]);
  const delPedido = useFacturasDePedido(pedidoId, grupo);
  const delRemito = useFacturasDeRemito(remitoBuscado, grupo);
  const columnas = columnasFacturas(acciones, tipos, columnaFarmacia(alcance));

  return (
    <div data-remoto="mfe-cuenta-corriente">
      <Typography.Title level={1}>{grupo ? 'Factura electrónica del grupo' : 'Factura electrónica'}</Typography.Title>
      {grupo && <SelectorFarmaciaGrupo valor={farmaciaId} alCambiar={(f) => (setElegidas([]), alcance.elegir(f))} />}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      {pedidoId !== undefined ? (
        <FacturasDe titulo={`Facturas del pedido ${pedidoId}`} consulta={delPedido} vacio="El pedido no tiene facturas." columnas={columnas} />
      ) : (
        <>
          {remitoBuscado !== null && <FacturasDe titulo={`Facturas del remito ${remitoBuscado}`} consulta={delRemito} vacio="El remito no tiene facturas." columnas={columnas} />}
          <Card>
            <ListaConFiltros<Factura, Filtros>
              clave={['cuenta-corriente', 'facturas', claveAlcance(alcance)]}
              campos={CAMPOS}
              valoresIniciales={inicio}
              columnas={columnas}
              request={(f, p, signal) => paginaFacturas({ grupo, grupoId, farmaciaId }, aFiltrosFacturas(f))(p, signal)}
              claveFila="facturaId"
              ordenInicial="-fechaEmision"
              vacio="No hay comprobantes en esas fechas."
              alBuscar={() => setElegidas([])}
              entreFiltrosYTabla={() => (
                <>
                  <Form layout="inline" onFinish={() => setRemitoBuscado(remito)} style={{ rowGap: 8, marginBottom: 16 }}>
                    <Form.Item label="Remito">
                      <InputNumber aria-label="Remito" min={1} precision={0} value={remito} onChange={setRemito} placeholder="Número de remito" style={{ width: 170 }} />
                    </Form.Item>
                    <Form.Item>
                      <Button htmlType="submit" disabled={remito === null}>
                        Buscar por remito
                      </Button>
                    </Form.Item>
                  </Form>
                  <SeleccionFacturas elegidas={elegidas} maximo={maximo} limpiar={() => setElegidas([])} />
                </>
              )}
              seleccion={{ selectedRowKeys: elegidas, preserveSelectedRowKeys: true, onChange: (claves: Key[]) => setElegidas(claves.map(Number)) }}
            />
          </Card>
        </>
      )}
      <VisorFactura visible={visible} cerrar={cerrar} />
    </div>
  );
}
