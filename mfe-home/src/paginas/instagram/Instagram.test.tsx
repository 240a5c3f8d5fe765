import { screen } from '@testing-library/react';
import { USUARIO_PRUEBA } from '@portal/shared/pruebas/usuario';
import { apiPrueba, mostrar } from '../../../test/api-prueba.js';
import Instagram from './Instagram.js';

jest.setTimeout(60_000);

test('asks for maxPublicacionesInstagram posts; an mp4 plays as a video, the rest are images', async () => {
  const api = await apiPrueba({
    'GET /api/StarhopperF8/ultimas/2': {
      body: [
        { id: 2, mediaUrlFilename: 'vacunacion.mp4', texto: 'Campaña de vacunación', fecha: '2026-11-20T15:00:00.000Z' },
        { id: 1, mediaUrlFilename: 'deposito.svg', texto: 'Nuestro depósito', fecha: '2026-11-10T15:00:00.000Z' },
      ],
    },
  });
  try {
    mostrar(<Instagram />, USUARIO_PRUEBA, '/instagram', { maxPublicacionesInstagram: 2 });
    expect(await screen.findByRole('img', { name: 'Nuestro depósito' })).toHaveAttribute('src', '/api/StarhopperF8/media/deposito.svg');
    expect(document.querySelector('video')).toHaveAttribute('src', '/api/StarhopperF8/media/vacunacion.mp4');
    expect(screen.getByText('20/11/2026')).toBeInTheDocument();
  } finally {
    await api.cerrar();
  }
});
