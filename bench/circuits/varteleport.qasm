// Teleport one qubit through a chain of Bell pairs, after the "varteleport" example of the
// OpenQASM 3 specification (a parameterized number of Bell pairs; each hop measures the carried
// qubit and its pair half mid-circuit and corrects the other half with feed-forward).
// Written for benchgate's benchmarks; see bench/circuits/README.md.
OPENQASM 3.0;
include "stdgates.inc";

const int[32] n_pairs = 10;  // number of teleportations to do

def bellprep(qubit a, qubit b) {
  reset a;
  reset b;
  h a;
  cx a, b;
}

def xprepare(qubit q) {
  reset q;
  h q;
}

qubit input_qubit;
qubit[2 * n_pairs] q;
bit output_qubit;
bit[2 * n_pairs] pf;

xprepare(input_qubit);
rz(pi / 4) input_qubit;

// hop 0 carries input_qubit to q[1]; hop i carries q[2i - 1] to q[2i + 1]
bellprep(q[0], q[1]);
cx input_qubit, q[0];
h input_qubit;
pf[0] = measure input_qubit;
pf[1] = measure q[0];
if (pf[0]) z q[1];
if (pf[1]) x q[1];
for uint i in [1:n_pairs - 1] {
  bellprep(q[2 * i], q[2 * i + 1]);
  cx q[2 * i - 1], q[2 * i];
  h q[2 * i - 1];
  pf[2 * i] = measure q[2 * i - 1];
  pf[2 * i + 1] = measure q[2 * i];
  if (pf[2 * i]) z q[2 * i + 1];
  if (pf[2 * i + 1]) x q[2 * i + 1];
}

rz(-pi / 4) q[2 * n_pairs - 1];
h q[2 * n_pairs - 1];
output_qubit = measure q[2 * n_pairs - 1];  // should get zero
