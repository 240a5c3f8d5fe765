import { useEffect, useRef, useState } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { suscribirRutas } from '@portal/shared/domain';

type Router = ReturnType<typeof createBrowserRouter>;

const claves = new WeakMap<object, number>();
let ultima = 0;
const claveDe = (router: object): number => {
  let clave = claves.get(router);
  if (clave === undefined) {
    clave = ++ultima;
    claves.set(router, clave);
  }
  return clave;
};

export interface PropsRouterDelPortal {
  /** The router built from the route table the start-up merged. */
  router: Router;
  /**
   * A new router from the page's route table as it is now, at the address `anterior` is on: called whenever the table
   * changes while this is mounted (a remote that had not answered is retried and arrives).
   */
  reconstruir?: (anterior: Router) => Router;
  /** Told of each new router (the start-up navigates with the current one). */
  alCambiar?: (router: Router) => void;
}

/**
 * The router of the page, following the route table. A rebuilt router is a new one: RouterProvider keeps the state of
 * the router it was first given (its matches name routes by position, which another table changes), so each router
 * gets a provider of its own. The providers around it (session, query cache, real-time link) stay.
 */
export function RouterDelPortal({ router: inicial, reconstruir, alCambiar }: PropsRouterDelPortal) {
  const [router, setRouter] = useState(inicial);
  const actual = useRef(inicial);
  const cambiar = useRef({ reconstruir, alCambiar });
  cambiar.current = { reconstruir, alCambiar };
  useEffect(
    () =>
      suscribirRutas(() => {
        const { reconstruir: construir, alCambiar: avisar } = cambiar.current;
        if (!construir) return;
        const anterior = actual.current;
        actual.current = construir(anterior);
        setRouter(actual.current);
        avisar?.(actual.current);
        anterior.dispose();
      }),
    [],
  );
  return <RouterProvider key={claveDe(router)} router={router} />;
}
