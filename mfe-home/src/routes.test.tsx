import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NOMBRES_RUTA, RUTAS } from '@portal/shared/domain';
import type { RutaRemota } from '@portal/shared/client';
import rutas from './routes.js';

/** A concrete address for a route pattern: digits for every parameter, one segment for a splat. */
const direccionDe = (path: string) => path.replace(/:[^/]+/g, '1').replace(/\*$/, 'abc');

async function mostrar(ruta: RutaRemota) {
  const { default: Pagina } = await ruta.pagina();
  return render(
    <MemoryRouter initialEntries={[direccionDe(ruta.path)]}>
      <Routes>
        <Route path={ruta.path} element={<Pagina />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('./routes lists exactly the routes RUTAS gives to mfe-home, each with its metadata', () => {
  const esperadas = NOMBRES_RUTA.filter((nombre) => RUTAS[nombre].remoto === 'mfe-home');
  expect(rutas.map((ruta) => ruta.nombre)).toEqual(esperadas);
  for (const ruta of rutas) expect(ruta).toMatchObject(RUTAS[ruta.nombre]);
});

test('every screen not built yet shows its title as a section in development, served by mfe-home', async () => {
  for (const ruta of rutas
  .filter((ruta) => ruta.nombre !== 'inicio')) {
    const { container, unmount } = await mostrar(ruta);
    expect(screen.getByRole('heading', { name: ruta.titulo })).toBeInTheDocument();
    expect(screen.getByText('Sección en desarrollo')).toBeInTheDocument();
    expect(container.querySelector('[data-remoto="mfe-home"]')).not.toBeNull();
    unmount();
  }
});
