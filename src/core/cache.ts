/**
 * A result cache a run may be given (the action's @actions/cache adapter in `src/github/cache.ts`, or a local
 * folder for the CLI in `src/core/local-cache.ts`). Keys and values are strings; a miss is `undefined`.
 */
export interface ResultCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
}
