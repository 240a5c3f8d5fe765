import { z } from 'zod';

/** `/version.json` of the UI (SPEC §3 "Version file"). */
export const versionUiSchema = z.object({ sha: z.string().min(1) });
export type VersionUi = z.infer<typeof versionUiSchema>;
