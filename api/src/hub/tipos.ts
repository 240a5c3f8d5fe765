/** What the rest of the API may ask of the real-time hub. */
export interface Hub {
  /** Invokes `metodo` on every connection of the pharmacy (on every API process), except the one whose id is `exceptoConnectionId`. */
  enviarAFarmacia(farmaciaId: number, metodo: string, args: unknown[], exceptoConnectionId?: string | null): Promise<void>;
  /** Invokes `metodo` on every connection (on every API process). */
  enviarATodos(metodo: string, args: unknown[]): Promise<void>;
  cerrar(): Promise<void>;
}
