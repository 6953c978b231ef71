/**
 * CZ on a pair as a signed permutation of the 16 labels (P_a, P_b) → sign · (P'_a, P'_b), index
 * P_a + 4·P_b (symmetric in a and b). Derived from CZ·(P_a ⊗ P_b)·CZ; tested against the matrices.
 */
export const CZ_LABELS: readonly (readonly [number, number])[] = [
  [0, 1],
  [13, 1],
  [14, 1],
  [3, 1],
  [7, 1],
  [10, 1],
  [9, -1],
  [4, 1],
  [11, 1],
  [6, -1],
  [5, 1],
  [8, 1],
  [12, 1],
  [1, 1],
  [2, 1],
  [15, 1]
];
