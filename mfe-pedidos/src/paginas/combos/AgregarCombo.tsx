import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import { formatearFecha, formatearPesos, plural, segunCantidad } from '@portal/shared/client';
import type { ObservacionComboValidada, TroquelCombo, ValidarComboBody } from '@portal/shared/contracts';
import { routePath } from '@portal/shared/domain';
import { agregarComboAlCarrito, DisposicionConCarrito } from '../../carrito/index.js';
import { useDatosProductos } from '../comun/datosProductos.js';
import { CampoCantidad } from '../comun/CampoCantidad.js';
import { MarcaBono } from '../comun/MarcaBono.js';
import { validarCombo } from './combos-api.js';
import { useCombosDisponibles } from './combos-catalogo.js';
import { cantidadesIniciales, explicarPremio, explicarRequisito } from './modos-combo.js';

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
    mutationFn: () => validarCombo(cuerpo()),
  });
  const agregar = useMutation({
    mutationFn: async () => {
      const enviado = cuerpo();
      return { resultado: await agregarComboAlCarrito(enviado), enviado };
    },
  });
  const nombre = (troquel: number) => datos.productos.get(troquel)?.nombre ?? `Troquel ${troquel}`;
  const agregado = agregar.data?.resultado;
  const observaciones: ObservacionComboValidada[] = agregado?.observaciones ?? validar.data?.observaciones ?? [];

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
        <Typography.Title level={1}>{combo?.leyenda ?? 'Combo'}</Typography.Title>
        {combo && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Typography.Text>
              Vigente del {formatearFecha(combo.inicioVigencia)} al {formatearFecha(combo.finVigencia)}
              {combo.plazo > 0 ? `, plazo ${plural(combo.plazo, 'día', 'días')}` : ''}.
            </Typography.Text>
            <Typography.Text>{explicarRequisito(combo)}</Typography.Text>
            <Typography.Text>{explicarPremio(combo)}</Typography.Text>
            <Table<TroquelCombo>
              rowKey="troquel"
              dataSource={combo.troqueles}
              pagination={false}
              // Fixed widths for the short columns, the name wrapping in the rest: the quantities stay in sight
              // beside the cart, with no horizontal scroll.
              tableLayout="fixed"
              columns={[
                {
                  title: 'Producto',
                  key: 'nombre',
                  render: (_, l) => {
                    const producto = datos.productos.get(l.troquel);
                    return (
                      <>
                        <Space size={4} wrap>
                          <span>{nombre(l.troquel)}</span>
                          {producto && <MarcaBono flags={producto.flags} />}
                          {l.troquel === troquelBuscado && <Tag color="blue">Producto buscado</Tag>}
                        </Space>
                        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                          Troquel {l.troquel}
                        </Typography.Text>
                      </>
                    );
                  },
                },
                {
                  title: 'Tipo',
                  key: 'tipo',
                  width: 120,
                  render: (_, l) =>
                    l.premio ? (
                      <>
                        <Tag color="gold">Premio</Tag>
                        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                          {l.descuento} % de descuento
                        </Typography.Text>
                      </>
                    ) : (
                      'Requisito'
                    ),
                },
                { title: 'Lleva', dataIndex: 'cantidad', align: 'right', width: 64 },
                {
                  title: 'Precio',
                  key: 'precio',
                  align: 'right',
                  width: 112,
                  render: (_, l) => {
                    const precio = datos.precios.get(l.troquel);
                    return precio ? formatearPesos(precio.valor) : '…';
                  },
                },
                {
                  title: 'A pedir',
                  key: 'pedir',
                  width: 104,
                  render: (_, l) => (
                    <CampoCantidad
                      aria-label={`Cantidad de ${nombre(l.troquel)}`}
                      value={cantidades[l.troquel] ?? 0}
                      style={{ width: '100%' }}
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
                title={agregado ? 'El combo no se agregó: revise las observaciones' : 'El combo tiene observaciones'}
                description={
                  // The API names each observation's product and says what the combo expects (SPEC §8 texts).
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {observaciones.map((o, i) => (
                      <li key={i}>{o.mensaje}</li>
                    ))}
                  </ul>
                }
              />
            )}
            {validar.data && validar.data.observaciones.length === 0 && !agregado && (
              <Alert type="success" showIcon title={`El combo es válido: se pide ${plural(validar.data.multiplo, 'vez', 'veces')}.`} />
            )}
            {agregado?.agregado && agregar.data && (
              <Alert
                type="success"
                showIcon
                role="status"
                title={`Se agregó al carrito el combo «${combo.leyenda}», ${plural(agregado.multiplo, 'vez', 'veces')}.`}
                description={
                  <>
                    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                      {agregar.data.enviado.items.map((i) => (
                        <li key={i.troquel}>
                          {i.cantidad} {segunCantidad(i.cantidad, 'unidad', 'unidades')} de {nombre(i.troquel)}
                        </li>
                      ))}
                    </ul>
                    <Link to={routePath('resumen-pedido')}>Ir al resumen del pedido</Link>
                  </>
                }
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
