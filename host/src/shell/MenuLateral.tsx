import { useEffect, useMemo, useState } from 'react';
import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSesion } from '@portal/shared/client';
import { RUTAS } from '@portal/shared/domain';
import { entradasMenu, itemsMenu } from './construirMenu.js';

const TODAS_LAS_RUTAS = Object.values(RUTAS);

export function MenuLateral() {
  const usuario = useSesion();
  const { pathname } = useLocation();
  const navegar = useNavigate();
  const grupos = useMemo(() => entradasMenu(TODAS_LAS_RUTAS, usuario, Date.now()), [usuario]);
  const grupoActual = grupos.find((entradas) => entradas.some((e) => e.path === pathname))?.[0].grupo;
  // The current page's group opens whenever the user lands on one of its pages (a redirect included: / → /archivos);
  // the groups the user opened or closed stay as they are.
  const [abiertos, setAbiertos] = useState<string[]>(() => (grupoActual ? [`grupo:${grupoActual}`] : []));
  useEffect(() => {
    if (grupoActual) setAbiertos((actuales) => (actuales.includes(`grupo:${grupoActual}`) ? actuales : [...actuales, `grupo:${grupoActual}`]));
  }, [grupoActual]);

  return (
    <Menu
      mode="inline"
      aria-label="Menú principal"
      items={itemsMenu(grupos)}
      selectedKeys={[pathname]}
      openKeys={abiertos}
      onOpenChange={setAbiertos}
      onClick={({ key }) => navegar(key)}
    />
  );
}
