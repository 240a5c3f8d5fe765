import { useEffect, useMemo, useState } from 'react';
import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useRutasPortal, useSesion } from '@portal/shared/client';
import { entradasMenu, itemsMenu } from './construirMenu.js';

/**
 * The menu of the route table merged at start-up: a section whose manifest did not come has no entries. Folded, its
 * groups show their initials and open as popups.
 */
export function MenuLateral({ plegado = false }: { plegado?: boolean }) {
  const usuario = useSesion();
  const { pathname } = useLocation();
  const navegar = useNavigate();
  const rutas = useRutasPortal();
  const grupos = useMemo(() => entradasMenu(rutas, usuario, Date.now()), [rutas, usuario]);
  const grupoActual = grupos.find((entradas) => entradas.some((e) => e.path === pathname))?.[0].grupo;
  // The current page's group opens whenever the user lands on one of its pages (a redirect included: / → /archivos);
  // the groups the user opened or closed stay as they are.
  const [abiertos, setAbiertos] = useState<string[]>(() => (grupoActual ? [`grupo:${grupoActual}`] : []));
  useEffect(() => {
    if (grupoActual) setAbiertos((actuales) => (actuales.includes(`grupo:${grupoActual}`) ? actuales : [...actuales, `grupo:${grupoActual}`]));
  }, [grupoActual]);

  return (
    <Menu
      id="menu-principal"
      mode="inline"
      inlineCollapsed={plegado}
      aria-label="Menú principal"
      items={itemsMenu(grupos, plegado)}
      selectedKeys={[pathname]}
      // Folded, antd opens a group's popup by itself; the groups kept open apply to the unfolded menu.
      {...(plegado ? {} : { openKeys: abiertos, onOpenChange: setAbiertos })}
      // A click on an entry's link navigates by itself (and a middle or modified click is the browser's); the keyboard
      // (Enter on the focused entry) and a click beside the link come here.
      onClick={({ key, domEvent }) => {
        if (!(domEvent.target instanceof Element && domEvent.target.closest('a'))) navegar(key);
      }}
    />
  );
}
