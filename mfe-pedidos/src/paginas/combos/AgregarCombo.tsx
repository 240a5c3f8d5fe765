import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { apiClient, formatearFecha, formatearPesos } from '@portal/shared/client';
import {
  resultadoValidacionComboSchema,
  type ObservacionComboValidada,
  type TroquelCombo,
  type ValidarComboBody,
} from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { agregarComboAlCarrito, DisposicionConCarrito } from '../../carrito/index.js';
import { useDatosProductos } from '../comun/datosProductos.js';
import { useCombosDisponibles } from './combos-catalogo.js';
import { cantidadesIniciales, explicarPremio, explicarRequisito, textoObservacion } from './modos-combo.js';

/** /pedidos/agregar-combo/{comboId}/{troquel?}: the combo's lines with their quantities, validated and added to the cart. */
export default function AgregarCombo() {
  const { comboId: comboParam, troquel: troquelParam } = useParams();
  const comboId = Number(comboParam);
  const troquelBuscado = troquelParam === undefined ? null : Number(troquelParam);
  const { combos, cargando } = useCombosDisponibles();
  const combo = combos.find((c) => c.id === comboId);
  const datos = useDatosProductos(combo?.troqueles.map((t) => t.troquel) ?? []);
  const [editadas, setEditadas] = useState<Record<number, number>>({});
  const cantidades = combo ? { ...cantidadesIniciales(combo), ...editadas } : editadas;

  const cuerpo = (): ValidarComboBody => ({
    comboId,
    // SPEC §5: only lines with a quantity over 0 are sent.
    items: Object.entries(cantidades)
      .map(([troquel, cantidad]) => ({ troquel: Number(troquel), cantidad }))
      .filter((i) => i.cantidad > 0),
  });
  const validar = useMutation({
    mutationFn: () => apiClient.post('/api/combo/validar', { body: cuerpo(), schema: resultadoValidacionComboSchema }),
  });
  const agregar = useMutation({
    mutationFn: () => agregarComboAlCarrito(cuerpo()),
  });
  const nombre = (troquel: number) => datos.productos.get(troquel)?.nombre ?? `Troquel ${troquel}`;
  const observaciones: ObservacionComboValidada[] = agregar.data?.observaciones ?? validar.data?.observaciones ?? [];

  if (!cargando && !combo) {
    return (
      <div data-remoto="mfe-pedidos">
        <Alert type="error" showIcon title="El combo no existe o ya no está disponible." />
        <Link to={routePath('agregar-combos')}>Ver los combos disponibles</Link>
      </div>
    );
  }
  return (
    <div data-remoto="mfe-pedidos">
      <DisposicionConCarrito>
        <Typography.Title level={2}>{combo?.leyenda ?? 'Combo'}</Typography.Title>
        {combo && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Text>
              Vigente del {formatearFecha(combo.inicioVigencia)} al {formatearFecha(combo.finVigencia)}
              {combo.plazo > 0 ? `, plazo ${combo.plazo} días` : ''}.
            </Typography.Text>
            <Typography.Text>{explicarRequisito(combo)}</Typography.Text>
            <Typography.Text>{explicarPremio(combo)}</Typography.Text>
            <Table<TroquelCombo>
              rowKey="troquel"
              dataSource={combo.troqueles}
              pagination={false}
              columns={[
                { title: 'Troquel', dataIndex: 'troquel' },
                {
                  title: 'Producto',
                  key: 'nombre',
                  render: (_, l) => (
                    <>
                      {nombre(l.troquel)} {l.troquel === troquelBuscado && <Tag color="blue">Producto buscado</Tag>}
                    </>
                  ),
                },
                { title: 'Tipo', key: 'tipo', render: (_, l) => (l.premio ? <Tag color="gold">Premio, {l.descuento} % de descuento</Tag> : 'Requisito') },
                { title: 'Cantidad del combo', dataIndex: 'cantidad', align: 'right' },
                {
                  title: 'Precio',
                  key: 'precio',
                  align: 'right',
                  render: (_, l) => {
                    const precio = datos.precios.get(l.troquel);
                    return precio ? formatearPesos(precio.valor) : '…';
                  },
                },
                {
                  title: 'Cantidad a pedir',
                  key: 'pedir',
                  render: (_, l) => (
                    <InputNumber
                      min={0}
                      max={99_999}
                      precision={0}
                      aria-label={`Cantidad de ${l.troquel}`}
                      value={cantidades[l.troquel] ?? 0}
                      onChange={(v) => setEditadas((previas) => ({ ...previas, [l.troquel]: v ?? 0 }))}
                    />
                  ),
                },
              ]}
            />
            {observaciones.length > 0 && (
              <Alert
                type="warning"
                showIcon
                title="El combo tiene observaciones"
                description={
                  <ul>
                    {observaciones.map((o, i) => (
                      <li key={i}>
                        {o.troquel ? `${nombre(o.troquel)}: ` : ''}
                        {textoObservacion(o.observacion, o.mensaje)}
                      </li>
                    ))}
                  </ul>
                }
              />
            )}
            {validar.data && validar.data.observaciones.length === 0 && !agregar.data && (
              <Alert type="success" showIcon title={`El combo es válido: se pide ${validar.data.multiplo} ${validar.data.multiplo === 1 ? 'vez' : 'veces'}.`} />
            )}
            {agregar.data?.agregado && (
              <Alert
                type="success"
                showIcon
                title="Combo agregado al carrito."
                description={<Link to={routePath('resumen-pedido')}>Ir al resumen del pedido</Link>}
              />
            )}
            <Space>
              <Button disabled={cuerpo().items.length === 0 || validar.isPending} onClick={() => validar.mutate()}>
                Validar
              </Button>
              <Button type="primary" disabled={cuerpo().items.length === 0 || agregar.isPending} loading={agregar.isPending} onClick={() => agregar.mutate()}>
                Agregar al carrito
              </Button>
            </Space>
          </Space>
        )}
      </DisposicionConCarrito>
    </div>
  );
}
