/** OpenQASM 2 circuit generators (see circuits.mjs). */
export function head(n: number): string;
export function measureAll(n: number): string;
export function randomCircuit(n: number, layers?: number, seed?: number): string;
export function qftCircuit(n: number): string;
export function ghzCircuit(n: number): string;
export function mirrorCircuit(n: number, cycles?: number, seed?: number): string;
