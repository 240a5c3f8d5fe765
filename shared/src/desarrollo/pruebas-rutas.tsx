/// <reference types="@testing-library/jest-dom" />
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NOMBRES_RUTA, RUTAS, type RemotoRuta } from '@portal/shared/domain';
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
 * Declares the tests of a remote's `./routes` module (call it at the top level of the remote's test file):
 * it lists exactly the routes RUTAS gives to `remoto`, with their metadata; and, when the remote still has a
 * placeholder page (`EnDesarrollo`), every route whose page is that very component shows its title as a
 * section in development inside the remote's `data-remoto` marker. Built screens are told apart by the page
 * module's identity, not by route names, so the test follows the route table as pages get built.
 */
export function probarRutasRemoto(remoto: RemotoRuta, rutas: RutaRemota[], EnDesarrollo?: ComponentType): void {
  test(`./routes lists exactly the routes RUTAS gives to ${remoto}, each with its metadata`, () => {
    const esperadas = NOMBRES_RUTA.filter((nombre) => RUTAS[nombre].remoto === remoto);
    expect(rutas.map((ruta) => ruta.nombre)).toEqual(esperadas);
    for (const ruta of rutas) expect(ruta).toMatchObject(RUTAS[ruta.nombre]);
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
