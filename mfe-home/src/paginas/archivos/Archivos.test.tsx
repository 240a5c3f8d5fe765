import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USUARIO_PRUEBA } from '@portal/shared/pruebas/usuario';
import { apiPrueba, mostrar } from '../../../test/api-prueba.js';
import Archivos from './Archivos.js';

jest.setTimeout(60_000);

const archivo = (id: number, tipo: string, nombre: string) => ({ id, tipo, nombre, tamano: 2048, fecha: '2026-11-20T15:00:00.000Z' });

test('each kind lists its files with size and date, on its own; a private file downloads by pharmacy and id', async () => {
  URL.createObjectURL = () => 'blob:prueba';
  URL.revokeObjectURL = () => undefined;
  const api = await apiPrueba({
    'GET /api/archivo/archivosSiafActual': { body: [archivo(1, 'siaf-actual', 'SIAF-11-2026.txt')] },
    'GET /api/archivo/archivosSiafAnterior': { body: [] },
    'GET /api/archivo/archivosVarios/publico/7': { status: 500, body: { title: 'Error', status: 500, mensaje: 'Falla', errors: {} } },
    'GET /api/archivo/archivosVarios/privado/7': { body: [archivo(13, 'privado', 'Estado de cuenta.txt')] },
    'GET /api/archivo/archivosVarios/resumen-semanal/7': { body: [] },
    'GET /api/archivo/archivosVarios/acceso-remoto/7': { body: [] },
    'GET /api/archivo/DescargarArchivo/privado/7/13/Estado%20de%20cuenta.txt': { body: 'contenido' },
  });
  try {
    const usuario = userEvent.setup();
    mostrar(<Archivos />, USUARIO_PRUEBA, '/archivos');
    expect(await screen.findByText('SIAF-11-2026.txt')).toBeInTheDocument();
    expect(await screen.findByText('No hay archivos SIAF anteriores.')).toBeInTheDocument();
    expect(await screen.findByText('No se pudieron cargar los archivos.')).toBeInTheDocument();
    const fila = (await screen.findByText('Estado de cuenta.txt')).closest('tr')!;
    expect(within(fila).getByText('2 KB')).toBeInTheDocument();
    expect(within(fila).getByText('20/11/2026 12:00')).toBeInTheDocument();
    await usuario.click(await within(fila).findByRole('button', { name: 'Descargar Estado de cuenta.txt' }));
    await waitFor(() => expect(api.cuerpos('GET /api/archivo/DescargarArchivo/privado/7/13/Estado%20de%20cuenta.txt')).toHaveLength(1));
  } finally {
    await api.cerrar();
  }
});
