import { useEffect, useRef } from 'react';
import { HistoryOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { enumerar, useAvisosRecuperadorStore } from '@portal/shared/client';
import { routePath } from '@portal/shared/domain';
import { instanciaNotificaciones } from '../arranque/notificaciones.js';

const DURACION_AVISO_S = 10;

/** "Ibuprofeno 400 y Amoxicilina 500", or the first three and how many more. */
function nombres(productos: readonly { nombre: string }[]): string {
  const primeros = productos.slice(0, 3).map((p) => p.nombre);
  return productos.length > 3 ? `${primeros.join(', ')} y ${productos.length - 3} más` : enumerar(primeros);
}

/**
 * Recoverer products in stock again (hub `RecuperadorConStock`, issue 17): a notice the moment it is heard, with the way
 * to the recoverer (where they can all go to the cart for the next round), and a badge beside the cart until the
 * recoverer page is seen.
 */
export function InsigniaRecuperador() {
  const conStock = useAvisosRecuperadorStore((s) => s.conStock);
  const navegar = useNavigate();
  const avisados = useRef(new Set<number>());

  useEffect(() => {
    const nuevos = conStock.filter((p) => !avisados.current.has(p.troquel));
    if (conStock.length === 0) avisados.current.clear();
    if (nuevos.length === 0) return;
    for (const p of nuevos) avisados.current.add(p.troquel);
    const clave = 'recuperador-con-stock';
    instanciaNotificaciones()?.success({
      key: clave,
      duration: DURACION_AVISO_S,
      message: nuevos.length === 1 ? 'Volvió el stock de un producto de su recuperador' : `Volvió el stock de ${nuevos.length} productos de su recuperador`,
      description: `${nombres(nuevos)}: puede agregarlos al carrito para el próximo reparto.`,
      actions: (
        <Button
          type="primary"
          size="small"
          onClick={() => {
            instanciaNotificaciones()?.destroy(clave);
            void navegar(routePath('recuperador'));
          }}
        >
          Ver el recuperador
        </Button>
      ),
    });
  }, [conStock, navegar]);

  if (conStock.length === 0) return null;
  const texto = `${conStock.length} ${conStock.length === 1 ? 'producto del recuperador volvió' : 'productos del recuperador volvieron'} a tener stock`;
  return (
    <Tooltip title={texto}>
      <Link to={routePath('recuperador')} aria-label={`Recuperador con stock: ${conStock.length}`}>
        <Badge count={conStock.length} overflowCount={99} color="green">
          <Button type="text" icon={<HistoryOutlined />} />
        </Badge>
      </Link>
    </Tooltip>
  );
}
