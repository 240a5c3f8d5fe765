import { useEffect } from 'react';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { EditOutlined, TeamOutlined } from '@ant-design/icons';
import { enumerar, useColegasEnCarrito, usePresenciaStore, useSesion } from '@portal/shared/client';

/**
 * Presence in the shared cart (issue 17): while a cart panel is on screen this page "has the cart open", and a focused
 * quantity field says which line it edits. The host's hub connection tells the pharmacy's colleagues (hub methods
 * `ActualizarPresencia` / `PresenciaCarrito`, api/README.md) and fills the shared store with theirs.
 */
export function useCarritoAbierto(): void {
  useEffect(() => {
    const { setPropia } = usePresenciaStore.getState();
    setPropia({ viendoCarrito: true });
    return () => setPropia({ viendoCarrito: false });
  }, []);
}

/** The quantity field of `troquel` took (or left) the focus. */
export const anunciarEdicion = (troquel: number | null) => usePresenciaStore.getState().setPropia({ editandoTroquel: troquel });

/** Who else of the pharmacy has the cart open now, under the cart's title; nothing when nobody does. */
export function ColegasEnCarrito() {
  const propio = useSesion()?.id ?? null;
  const nombres = useColegasEnCarrito(propio);
  if (nombres.length === 0) return null;
  return (
    <Typography.Text type="secondary" data-testid="colegas-en-carrito" style={{ display: 'block', marginBottom: 8 }}>
      <TeamOutlined aria-hidden /> {nombres.length === 1 ? 'También lo tiene abierto' : 'También lo tienen abierto'}: {enumerar(nombres)}
    </Typography.Text>
  );
}

/** A colleague's name on the line whose quantity they are typing right now. */
export function EditandoLinea({ troquel }: { troquel: number }) {
  const propio = useSesion()?.id ?? null;
  const nombres = useColegasEnCarrito(propio, troquel);
  if (nombres.length === 0) return null;
  return (
    <Tooltip title="Está cambiando la cantidad de esta línea ahora: su cambio puede pisar el suyo.">
      <Tag color="orange" icon={<EditOutlined />} data-testid={`editando-${troquel}`}>
        <Space size={2}>{`${enumerar(nombres)} ${nombres.length === 1 ? 'está editando' : 'están editando'}`}</Space>
      </Tag>
    </Tooltip>
  );
}
