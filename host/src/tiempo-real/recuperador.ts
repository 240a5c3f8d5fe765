import type { HubConnection } from '@microsoft/signalr';
import { registrarEnServidor, useAvisosRecuperadorStore } from '@portal/shared/client';
import { avisoRecuperadorSchema } from '@portal/shared/contracts';

/**
 * The hub's `RecuperadorConStock` (api/README.md): products waiting in the pharmacy's recoverers are in stock again.
 * They go to the shared store, which the header's badge watches (it also raises the notice) and the recoverer page clears.
 */
export function enlazarRecuperador(hub: HubConnection): void {
  hub.on('RecuperadorConStock', (valor: unknown) => {
    const aviso = avisoRecuperadorSchema.safeParse(valor);
    if (!aviso.success) {
      void registrarEnServidor('Aviso de recuperador inválido', aviso.error);
      return;
    }
    useAvisosRecuperadorStore.getState().aplicar(aviso.data);
  });
}
