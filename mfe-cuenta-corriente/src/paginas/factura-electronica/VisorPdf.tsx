import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { obtenerWorkerPdf } from '@portal/shared/client';

/**
 * A PDF drawn in the page with pdf.js (loaded the first time a PDF is shown; its worker was prepared by the host),
 * each page a canvas, with its text layer's words kept for assistive technology in `aria-label`.
 */
export default function VisorPdf({ datos, titulo }: { datos: Blob; titulo: string }) {
  const contenedor = useRef<HTMLDivElement>(null);
  const [estado, setEstado] = useState<'cargando' | 'listo' | 'error'>('cargando');

  useEffect(() => {
    let cancelado = false;
    const destino = contenedor.current;
    void (async () => {
      try {
        const pdfjs = await import('pdfjs-dist');
        pdfjs.GlobalWorkerOptions.workerSrc = obtenerWorkerPdf();
        const documento = await pdfjs.getDocument({ data: new Uint8Array(await datos.arrayBuffer()) }).promise;
        for (let n = 1; n <= documento.numPages && !cancelado; n++) {
          const pagina = await documento.getPage(n);
          const vista = pagina.getViewport({ scale: 1.4 });
          const lienzo = document.createElement('canvas');
          lienzo.width = vista.width;
          lienzo.height = vista.height;
          lienzo.style.width = '100%';
          lienzo.style.maxWidth = `${vista.width}px`;
          lienzo.setAttribute('role', 'img');
          const texto = await pagina.getTextContent();
          lienzo.setAttribute('aria-label', texto.items.map((i) => ('str' in i ? i.str : '')).join(' '));
          await pagina.render({ canvas: lienzo, viewport: vista }).promise;
          if (!cancelado) destino?.append(lienzo);
        }
        if (!cancelado) setEstado('listo');
      } catch {
        if (!cancelado) setEstado('error');
      }
    })();
    return () => {
      cancelado = true;
      destino?.replaceChildren();
    };
  }, [datos]);

  return (
    <div>
      {estado === 'cargando' && <Spin description="Cargando comprobante…" />}
      {estado === 'error' && <Alert type="error" showIcon title="No se pudo mostrar el comprobante." />}
      <div ref={contenedor} data-testid="visor-pdf" aria-label={titulo} style={{ textAlign: 'center' }} />
    </div>
  );
}
