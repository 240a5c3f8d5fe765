import { Component, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import { Alert, App, Button, Card, Skeleton, Space, Tooltip, Typography } from 'antd';
import { CloseOutlined, DragOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { CATALOGO_WIDGETS, COLUMNAS_TABLERO, esNombreWidget, type WidgetUbicado } from '@portal/shared/contracts';
import { useConfigHome } from '../../configuracion.js';
import { agregarEstilosGrilla } from './estilos-grilla.js';
import { aEntradas, agregarAlFinal, aMostrar, aUbicados, mover, type Movimiento } from './grilla.js';
import { CLAVE_LAYOUT, guardarLayout, useLayout, useWidgetsDisponibles } from './inicio-api.js';
import { COMPONENTES_WIDGET } from './widgets/index.js';

agregarEstilosGrilla();

const TECLAS: Record<string, [Movimiento, Movimiento]> = {
  ArrowLeft: ['izquierda', 'angostar'],
  ArrowRight: ['derecha', 'ensanchar'],
  ArrowUp: ['arriba', 'acortar'],
  ArrowDown: ['abajo', 'alargar'],
};

/** A widget whose code failed to load shows its own error; the dashboard goes on. */
class LimiteWidget extends Component<{ children: ReactNode }, { fallo: boolean }> {
  override state = { fallo: false };
  static getDerivedStateFromError() {
    return { fallo: true };
  }
  override render() {
    return this.state.fallo ? <Alert type="warning" showIcon message="No se pudo mostrar este widget." /> : this.props.children;
  }
}

const titulo = (nombre: string) => (esNombreWidget(nombre) ? CATALOGO_WIDGETS[nombre].titulo : nombre);

/**
 * The user's dashboard: widgets on a 12-column grid, saved on the server. With `activarDashboardEditable` the user
 * edits a draft (add, remove, drag, resize, or arrows on a widget's handle; Shift+arrows resize) and saves it whole.
 */
export default function Tablero() {
  const config = useConfigHome();
  const layout = useLayout();
  const disponibles = useWidgetsDisponibles();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const { width, containerRef, mounted } = useContainerWidth();
  const [borrador, setBorrador] = useState<WidgetUbicado[] | null>(null);

  const guardados = useMemo(() => aUbicados(layout.data ?? []), [layout.data]);
  const ofrecidos = useMemo(() => new Set(disponibles.data ?? []), [disponibles.data]);
  const editando = borrador !== null;
  const maximo = config?.maxWidgetsDashboard ?? 0;
  // Never more than the toggle allows, even from a layout saved under a larger maximum.
  const visibles = aMostrar(borrador ?? guardados, disponibles.data ? ofrecidos : null, maximo);

  const guardar = useMutation({
    mutationFn: (ubicados: WidgetUbicado[]) => guardarLayout(aEntradas(ubicados)),
    onSuccess: (entradas) => {
      queryClient.setQueryData(CLAVE_LAYOUT, entradas);
      setBorrador(null);
      void message.success('Tablero guardado.');
    },
    // The API client tells the user why (Spanish 400); the draft stays to be corrected.
  });

  // The grid's width is measured on this container from its first render (react-grid-layout's useContainerWidth
  // observes the element it finds at mount, once): while loading it holds the skeleton, never nothing, or the grid
  // keeps the hook's default 1280 px and runs past the page's edge.
  if (layout.isPending || !config) return <div ref={containerRef}><Skeleton active aria-label="Cargando el tablero" /></div>;
  if (layout.isError) {
    return (
      <div ref={containerRef}>
        <Alert
          type="error"
          showIcon
          message="No se pudo cargar el tablero."
          action={<Button onClick={() => void layout.refetch()}>Reintentar</Button>}
        />
      </div>
    );
  }

  const cambiarDesdeGrilla = (nuevo: Layout) => {
    if (!editando) return;
    setBorrador((actual) => (actual ?? []).map((u) => {
      const item = nuevo.find((i) => i.i === u.nombre);
      return item ? { nombre: u.nombre, x: item.x, y: item.y, w: item.w, h: item.h } : u;
    }));
  };
  const teclaEnAsa = (nombre: string) => (e: KeyboardEvent) => {
    const par = TECLAS[e.key];
    if (!par || !editando) return;
    e.preventDefault();
    setBorrador((actual) => (actual ?? []).map((u) => (u.nombre === nombre ? mover(u, par[e.shiftKey ? 1 : 0]) : u)));
  };
  const faltan = [...ofrecidos].filter((n) => !visibles.some((u) => u.nombre === n));
  const lleno = visibles.length >= maximo;

  return (
    <div ref={containerRef} className={editando ? 'tablero-editable' : undefined}>
      <Space wrap style={{ marginBottom: 12 }}>
        {config.activarDashboardEditable && !editando && (
          <Button icon={<EditOutlined />} onClick={() => setBorrador(visibles)}>
            Editar tablero
          </Button>
        )}
        {editando && (
          <>
            {faltan.map((n) => (
              <Button key={n} size="small" icon={<PlusOutlined />} disabled={lleno} onClick={() => setBorrador((actual) => [...(actual ?? []), agregarAlFinal(actual ?? [], n)])}>
                {titulo(n)}
              </Button>
            ))}
            <Button type="primary" loading={guardar.isPending} onClick={() => guardar.mutate(borrador)}>
              Guardar tablero
            </Button>
            <Button onClick={() => setBorrador(null)} disabled={guardar.isPending}>
              Cancelar
            </Button>
            <Typography.Text type="secondary">
              {visibles.length} de {maximo} widgets{lleno ? ' (máximo alcanzado)' : ''}. Arrastre o use las flechas sobre el asa (Mayús + flechas cambia el tamaño).
            </Typography.Text>
          </>
        )}
      </Space>
      {visibles.length === 0 ? (
        <Alert type="info" showIcon message="Su tablero no tiene widgets." description={config.activarDashboardEditable ? 'Use «Editar tablero» para agregar.' : undefined} />
      ) : (
        mounted && (
          <ReactGridLayout
            width={width}
            layout={visibles.map((u) => ({ i: u.nombre, x: u.x, y: u.y, w: u.w, h: u.h, minW: 2, minH: 2 }))}
            gridConfig={{ cols: COLUMNAS_TABLERO, rowHeight: 64, margin: [12, 12] }}
            dragConfig={{ enabled: editando, handle: '.tablero-asa' }}
            resizeConfig={{ enabled: editando, handles: ['se'] }}
            onLayoutChange={cambiarDesdeGrilla}
          >
            {visibles.map((u) => {
              const Componente = esNombreWidget(u.nombre) ? COMPONENTES_WIDGET[u.nombre] : null;
              return (
                <div key={u.nombre} data-widget={u.nombre}>
                  <Card
                    size="small"
                    title={
                      <Space>
                        {editando && (
                          <Tooltip title="Arrastrar, o flechas para mover">
                            <Button
                              size="small"
                              type="text"
                              className="tablero-asa"
                              icon={<DragOutlined />}
                              aria-label={`Mover ${titulo(u.nombre)}`}
                              onKeyDown={teclaEnAsa(u.nombre)}
                            />
                          </Tooltip>
                        )}
                        {titulo(u.nombre)}
                      </Space>
                    }
                    extra={
                      editando && (
                        <Button
                          size="small"
                          type="text"
                          icon={<CloseOutlined />}
                          aria-label={`Quitar ${titulo(u.nombre)}`}
                          onClick={() => setBorrador((actual) => (actual ?? []).filter((w) => w.nombre !== u.nombre))}
                        />
                      )
                    }
                    style={{ height: '100%', overflow: 'auto' }}
                  >
                    <LimiteWidget>
                      {Componente && <Componente />}
                    </LimiteWidget>
                  </Card>
                </div>
              );
            })}
          </ReactGridLayout>
        )
      )}
    </div>
  );
}
