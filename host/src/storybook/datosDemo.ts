import type { PaginaLista, ParametrosPagina } from '@portal/shared/client';
import { ordenarPor } from '@portal/shared/client';

/** Made-up rows for the component pages: the storybook is public, so it shows no pharmacy's data. */
export interface ProductoDemo {
  troquel: number;
  nombre: string;
  laboratorio: string;
  precio: number;
  stock: number;
  fechaAlta: string;
}

const NOMBRES = ['Ibuprofeno', 'Amoxicilina', 'Paracetamol', 'Omeprazol', 'Losartán', 'Enalapril', 'Metformina', 'Atorvastatina'];
const PRESENTACIONES = ['400 mg x 20', '500 mg x 16', '1 g x 10', '20 mg x 28', '50 mg x 30'];
const LABORATORIOS = ['Bagó', 'Roemmers', 'Gador', 'Elea', 'Casasco'];

/** Deterministic, so that the pages look the same on every visit. */
export function productosDemo(cantidad: number): ProductoDemo[] {
  return Array.from({ length: cantidad }, (_, i) => ({
    troquel: 100000 + i * 7,
    nombre: `${NOMBRES[i % NOMBRES.length]} ${PRESENTACIONES[(i * 3) % PRESENTACIONES.length]}`,
    laboratorio: LABORATORIOS[(i * 5) % LABORATORIOS.length],
    precio: Math.round(((i * 7919) % 50000) + 1500) / 100,
    stock: (i * 13) % 120,
    fechaAlta: new Date(Date.UTC(2025, 0, 1) + ((i * 86400000 * 17) % (86400000 * 600))).toISOString(),
  }));
}

const CATALOGO = productosDemo(137);

/** Stands in for a paged list call (`apiClient.lista`): pages and sorts on the way, with a network-like pause. */
export async function listarProductosDemo(p: ParametrosPagina, signal: AbortSignal): Promise<PaginaLista<ProductoDemo>> {
  await new Promise<void>((resolver, rechazar) => {
    const espera = setTimeout(resolver, 300);
    signal.addEventListener('abort', () => {
      clearTimeout(espera);
      rechazar(signal.reason);
    });
  });
  const orden = p.orden ?? '-fechaAlta';
  const campo = orden.replace(/^-/, '') as keyof ProductoDemo;
  const tipo = campo === 'fechaAlta' ? 'fecha' : campo === 'nombre' || campo === 'laboratorio' ? 'texto' : 'numero';
  const ordenados = ordenarPor(CATALOGO, campo, orden.startsWith('-') ? 'descend' : 'ascend', tipo);
  return { items: ordenados.slice((p.page - 1) * p.pageSize, p.page * p.pageSize), total: ordenados.length };
}
