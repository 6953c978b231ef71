export const q2 = (n: number, c: number, body: string) =>
  `OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[${n}];\ncreg c[${c}];\n${body}`;

/** Small dynamic circuits, one per family (OpenQASM 2: the oracle reads them too); branching.test.ts and branching.oracle.test.ts. */
export const FAMILIES: Record<string, string> = {
  teleport: q2(
    3,
    3,
    'u3(0.3,0.2,0.1) q[0];\nh q[1];\ncx q[1],q[2];\ncx q[0],q[1];\nh q[0];\nmeasure q[0] -> c[0];\nmeasure q[1] -> c[1];\nif(c==1) z q[2];\nif(c==2) x q[2];\nif(c==3) y q[2];\nmeasure q[2] -> c[2];\n'
  ),
  parity: q2(
    4,
    5,
    'rx(0.7) q[0];\nrx(1.3) q[1];\nrx(2.1) q[2];\ncx q[0],q[3];\ncx q[1],q[3];\nmeasure q[3] -> c[0];\nif(c==1) x q[0];\nreset q[3];\nry(0.9) q[1];\ncx q[1],q[3];\ncx q[2],q[3];\nmeasure q[3] -> c[1];\nif(c==2) x q[2];\nif(c==3) h q[2];\nreset q[3];\nmeasure q[0] -> c[2];\nmeasure q[1] -> c[3];\nmeasure q[2] -> c[4];\n'
  ),
  'entangled-reset': q2(
    3,
    3,
    'h q[0];\ncx q[0],q[1];\nry(0.8) q[2];\ncx q[2],q[0];\nreset q[0];\nh q[0];\nmeasure q[0] -> c[0];\ncx q[1],q[2];\nmeasure q[2] -> c[1];\nmeasure q[1] -> c[2];\n'
  ),
  remeasure: q2(
    2,
    3,
    'ry(1.1) q[0];\nmeasure q[0] -> c[0];\nh q[0];\ncx q[0],q[1];\nmeasure q[0] -> c[1];\nrx(0.5) q[1];\nmeasure q[1] -> c[2];\n'
  )
};
