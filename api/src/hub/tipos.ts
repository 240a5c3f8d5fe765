/** What the rest of the API may ask of the real-time hub. */
export interface Hub {
  /** Invokes `metodo` on every connection of the pharmacy (on every API process), except the one whose id is `exceptoConnectionId`. */
  enviarAFarmacia(farmaciaId: number, metodo: string, args: unknown[], exceptoConnectionId?: string | null): Promise<void>;
  /** Invokes `metodo` on every connection (on every API process). */
  enviarATodos(metodo: string, args: unknown[]): Promise<void>;
  /** Drops the transport of a connection of this process without a Close message, as a network failure would; false when it is not here. */
  interrumpir(connectionId: string): boolean;
  /** Open and pending connections of this process. */
  conexiones(): number;
  cerrar(): Promise<void>;
}
