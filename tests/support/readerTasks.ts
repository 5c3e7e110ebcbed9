/**
 * The reader's checklist for the latest API docs (1.2, at /api): ten things
 * a developer comes to do, the page that answers each, and the command or API
 * item that page must show. The browser test walks to each page through the
 * sidebar, the way a reader would.
 */
export type ReaderTask = {task: string; route: string; shows: string[]};

export const READER_TASKS: ReaderTask[] = [
  {
    task: 'Install the toolchain',
    route: '/api/zkvm/install',
    shows: ['curl -L https://risczero.com/install | bash', 'rzup install'],
  },
  {task: 'Create a project', route: '/api/zkvm/quickstart', shows: ['cargo risczero new']},
  {task: 'Read input in the guest', route: '/api/zkvm/tutorials/io', shows: ['env::read', 'ExecutorEnv::builder()']},
  {task: 'Commit to the journal', route: '/api/zkvm/guest-code-101', shows: ['env::commit']},
  {task: 'Verify a receipt', route: '/api/zkvm/receipts', shows: ['receipt.verify(']},
  {
    task: 'Generate a Groth16 receipt for on-chain verification',
    route: '/api/generating-proofs/proving-options',
    shows: ['ProverOpts::groth16()'],
  },
  {task: 'Use dev mode', route: '/api/generating-proofs/dev-mode', shows: ['RISC0_DEV_MODE=1']},
  {task: 'Prove remotely', route: '/api/generating-proofs/remote-proving', shows: ['BONSAI_API_KEY', 'BONSAI_API_URL']},
  {task: 'Profile a guest', route: '/api/zkvm/profiling', shows: ['RISC0_PPROF_OUT', 'go tool pprof']},
  {task: 'Use a precompile', route: '/api/zkvm/precompiles', shows: ['[patch.crates-io]']},
];
