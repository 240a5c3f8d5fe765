import { archivoAsopRsp, archivoSalida, type ArchivoExportado } from '@portal/shared/domain';
import { guardarArchivo } from '@portal/shared/client';

export { archivoAsopRsp, archivoSalida, type ArchivoExportado };

/** Offers a file made in the page (the confirmation's copy of the order) to the browser as a download. */
export function descargarArchivo({ nombre, contenido }: ArchivoExportado): void {
  guardarArchivo(new Blob([contenido], { type: 'text/plain;charset=utf-8' }), nombre);
}
