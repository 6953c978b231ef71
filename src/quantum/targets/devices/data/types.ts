/**
 * Shape of the generated device data modules (`<device>.ts` in this folder, written by
 * `scripts/gen-devices.mjs` from IBM's calibration snapshots; never edit them by hand).
 * Values are copied exactly as the snapshot gives them, in the snapshot's units.
 */
export interface DeviceData {
  /** Short name (`fez`). */
  device: string;
  backendName: string;
  backendVersion: string;
  /** `conf.processor_type`, e.g. "Heron r2". */
  processor: string;
  numQubits: number;
  /** `conf.basis_gates`, as listed. */
  basisGates: string[];
  /** `props.last_update_date`, as written in the snapshot. */
  snapshot: string;
  /** Where the snapshot comes from and under which licence. */
  source: string;
  /** Two-qubit basis gate of the couplers (`cz` on Heron). */
  twoQubitGate: string;
  /** `conf.dt`: the device's sample time in ns (OpenQASM's `dt` unit); null when the snapshot has none. */
  dtNs: number | null;
  qubits: {
    /** T1 in µs; null when the snapshot has none. */
    t1Us: (number | null)[];
    /** T2 in µs; null when the snapshot has none. */
    t2Us: (number | null)[];
    /** P(read 1 | prepared 0) (`prob_meas1_prep0`). */
    p10: number[];
    /** P(read 0 | prepared 1) (`prob_meas0_prep1`). */
    p01: number[];
    /** Gate errors and lengths (ns); null when missing. */
    sxError: (number | null)[];
    sxLength: number[];
    xError: (number | null)[];
    xLength: number[];
    idError: (number | null)[];
    idLength: number[];
    /** `readout_length` (ns). */
    measureLength: number[];
    resetLength: number[];
    /**
     * `gate_error` of the snapshot's calibrated `measure` instruction (kingston, aachen); null when the snapshot
     * has none (fez, marrakesh, torino). Its `gate_length` equals `readout_length` (the generator checks).
     */
    measureError: (number | null)[];
  };
  couplers: {
    /** Undirected couplers [a, b], a < b, sorted: the coupling map of `conf.coupling_map`. */
    pairs: [number, number][];
    /** Error of the two-qubit gate on each coupler (null: no calibration). */
    error: (number | null)[];
    /** Its length (ns; null: no calibration). */
    length: (number | null)[];
    /** 1 when the coupler is dead: error ≥ 1 or missing. */
    dead: (0 | 1)[];
  };
}
