import { replayIntegration } from '@sentry/react';

/** In its own chunk (imported dynamically): session replay is most of the SDK's weight. */
export const integracionReplay = () => replayIntegration({ maskAllText: true, blockAllMedia: true });
