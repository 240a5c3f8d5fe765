import { Button, Checkbox, Space } from 'antd';
import { BotonDescarga, formatearFecha, formatearPesos, type ColumnaTabla } from '@portal/shared/client';
import { formatearNumeroComprobante, type Factura } from '@portal/shared/contracts';
import { descargaFactura } from './facturas-api.js';

const RESPUESTAS_AFIP: Record<string, string> = { A: 'Aprobada', O: 'Con observaciones', C: 'Rechazada', E: 'Error' };

export const numeroDe = (f: Factura) => formatearNumeroComprobante(f.tipoComprobanteId, f.puntoVenta, f.nroComprobante);
export const nombrePdf = (f: Factura) => `${numeroDe(f).replace(' ', '_')}.pdf`;

export interface AccionesFactura {
  ver: (f: Factura) => void;
  viendo: number | null;
  revisar: (f: Factura, valor: boolean) => void;
  revisada: (f: Factura) => boolean;
}

/** The invoice list's columns: number (type, 4-digit point of sale, 8-digit number or '--'), day, operation, remito, order, total, the tax authority's answer, the member's check and the actions. */
export function columnasFacturas(acciones: AccionesFactura, tipos: Map<number, string>, conFarmacia: boolean): ColumnaTabla<Factura>[] {
  return [
    ...(conFarmacia ? [{ campo: 'farmaciaId' as const, titulo: 'Farmacia' }] : []),
    { campo: 'nroComprobante', titulo: 'Comprobante', ordenable: true, render: (_v, f) => <span style={{ whiteSpace: 'nowrap' }}>{numeroDe(f)}</span> },
    { campo: 'fechaEmision', titulo: 'Emisión', ordenable: true, render: (v) => formatearFecha(v as string) },
    { campo: 'tipoOperacionId', titulo: 'Operación', render: (v) => tipos.get(v as number) ?? String(v) },
    { campo: 'remito', titulo: 'Remito', secundaria: true, render: (v) => (v === null ? '--' : String(v)) },
    { campo: 'pedidoId', titulo: 'Pedido', secundaria: true, render: (v) => (v === null ? '--' : String(v)) },
    { campo: 'total', titulo: 'Total', tipo: 'numero', ordenable: true, render: (v) => <span style={{ whiteSpace: 'nowrap' }}>{formatearPesos(v as number)}</span> },
    { campo: 'respuestaAFIP', titulo: 'AFIP', secundaria: true, render: (v) => RESPUESTAS_AFIP[v as string] ?? String(v) },
    {
      campo: 'checkSocio',
      titulo: 'Revisada',
      alinear: 'center',
      render: (_v, f) => <Checkbox aria-label={`Revisada ${numeroDe(f)}`} checked={acciones.revisada(f)} onChange={(e) => acciones.revisar(f, e.target.checked)} />,
    },
    {
      campo: 'facturaId',
      titulo: 'Acciones',
      render: (_v, f) => (
        <Space size={4} wrap={false}>
          <Button size="small" aria-label={`Ver ${numeroDe(f)}`} loading={acciones.viendo === f.facturaId} onClick={() => acciones.ver(f)}>
            Ver
          </Button>
          <BotonDescarga size="small" solicitud={descargaFactura(f.facturaId)} nombre={nombrePdf(f)} texto={<span aria-label={`Descargar ${numeroDe(f)}`}>Descargar</span>} />
        </Space>
      ),
    },
  ];
}
