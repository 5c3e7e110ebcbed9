export type Entry = {
  title: string;
  description: string;
  to: string;
  cta: string;
};

/** The doors into the site, in the order a newcomer is likely to need them. */
export const entries: readonly Entry[] = [
  {
    title: 'Quick start',
    description:
      'Install the toolchain, generate a project from the template and produce your first proof in a few minutes.',
    to: '/api/zkvm/quickstart',
    cta: 'Prove something now',
  },
  {
    title: 'API documentation',
    description:
      'Guest and host APIs, receipts, proving options, on-chain verification and the proving service, for every release since 0.18.',
    to: '/api',
    cta: 'Browse the docs',
  },
  {
    title: 'Education Hub',
    description:
      'Finite fields, Reed-Solomon codes, FRI and STARKs, taught from intuition to worked examples with real numbers.',
    to: '/education',
    cta: 'Learn the maths',
  },
  {
    title: 'Litepaper',
    description:
      'The architecture in one read: a RISC-V zkVM, STARK proving, recursion and Groth16 wrapping for on-chain verification.',
    to: '/litepaper',
    cta: 'Read the overview',
  },
  {
    title: 'FAQ',
    description:
      'Short answers about performance, hardware, supported crates, receipts, security and the proving service.',
    to: '/faq',
    cta: 'Find an answer',
  },
];
