/// <reference types="@testing-library/jest-dom" />
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RUTAS_COMPARTIDAS, problemasTablaRutas, type RutaCompartida, type TablaRutas } from '@portal/shared/domain';
import type { RutaRemota } from '@portal/shared/client';

/** A concrete address for a route pattern: digits for every parameter, one segment for a splat. */
const direccionDe = (path: string) => path.replace(/:[^/]+/g, '1').replace(/\*$/, 'abc');

function mostrar(ruta: RutaRemota, Pagina: ComponentType) {
  return render(
    <MemoryRouter initialEntries={[direccionDe(ruta.path)]}>
      <Routes>
        <Route path={ruta.path} element={<Pagina />} />
      </Routes>
    </MemoryRouter>,
  );
}

/**
 * Declares the tests of a remote's routes (call it at the top level of the remote's `routes.test.tsx`): its table
 * (`src/rutas.ts`, what its build copies into the manifest) has no problems and still serves, with the same path, every
 * shared route (RUTAS_COMPARTIDAS) that other sections link to; its `./routes` lists exactly that table's routes, in
 * order, each with its metadata and a page; and, when the remote still has a placeholder page (`EnDesarrollo`), every
 * route whose page is that very component shows its title as a section in development inside the remote's
 * `data-remoto` marker.
 */
export function probarRutasRemoto(tabla: TablaRutas, rutas: RutaRemota[], EnDesarrollo?: ComponentType): void {
  const { remoto } = tabla;

  test(`the route table of ${remoto} is valid and keeps the shared routes other sections link to`, () => {
    expect(problemasTablaRutas(tabla)).toEqual([]);
    const compartidas = Object.entries(RUTAS_COMPARTIDAS as Record<string, RutaCompartida>).filter(([, r]) => r.remoto === remoto);
    for (const [nombre, compartida] of compartidas) {
      expect(tabla.rutas[nombre]).toMatchObject({ path: compartida.path });
      expect(tabla.rutas[nombre]?.paramsDigitos ?? []).toEqual(compartida.paramsDigitos ?? []);
    }
  });

  test(`./routes of ${remoto} lists exactly the routes of its table, each with its metadata and a page`, () => {
    expect(rutas.map((ruta) => ruta.nombre)).toEqual(Object.keys(tabla.rutas));
    for (const ruta of rutas) {
      expect(ruta).toMatchObject({ ...tabla.rutas[ruta.nombre], nombre: ruta.nombre, remoto });
      expect(typeof ruta.pagina).toBe('function');
    }
  });

  if (!EnDesarrollo) return;
  test(`every screen not built yet shows its title as a section in development, served by ${remoto}`, async () => {
    const pendientes: RutaRemota[] = [];
    for (const ruta of rutas) {
      const { default: Pagina } = await ruta.pagina();
      if (Pagina === EnDesarrollo) pendientes.push(ruta);
    }
    // Once every screen is built, the remote drops its placeholder and stops passing it here.
    expect(pendientes.length).toBeGreaterThan(0);
    for (const ruta of pendientes) {
      const { container, unmount } = mostrar(ruta, EnDesarrollo);
      // The shared components load on first render (see perezosos.tsx): the page appears a moment later.
      expect(await screen.findByRole('heading', { name: ruta.titulo })).toBeInTheDocument();
      expect(screen.getByText('Sección en desarrollo')).toBeInTheDocument();
      expect(container.querySelector(`[data-remoto="${remoto}"]`)).not.toBeNull();
      unmount();
    }
  });
}
