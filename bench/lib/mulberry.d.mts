/** mulberry32 (see mulberry.mjs): deterministic doubles in [0, 1). */
export function mulberry(seed: number): () => number;
