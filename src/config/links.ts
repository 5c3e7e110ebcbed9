/**
 * External destinations shared by the navbar, footer and pages. Pages link
 * them by key with <ExtLink to="…">, so a moved URL is fixed in one place.
 */
export const externalLinks = {
  github: 'https://github.com/risc0/risc0',
  releases: 'https://github.com/risc0/risc0/releases',
  blog: 'https://risczero.com/blog',
  discord: 'https://discord.gg/risczero',
  twitter: 'https://twitter.com/RiscZero',
  youtube: 'https://www.youtube.com/@risczero',
  stackOverflow: 'https://stackoverflow.com/questions/tagged/risczero',
  docsRs: 'https://docs.rs/risc0-zkvm',
  talksPlaylist: 'https://www.youtube.com/playlist?list=PLcPzhUaCxlCgCvzkkaBWzVuHdBRsTNxj1',
  rzupInstall: 'https://risczero.com/install',
  rustup: 'https://rustup.rs',
  rustBook: 'https://doc.rust-lang.org/book/',
  foundryTemplate: 'https://github.com/risc0/risc0-foundry-template',
  risc0Ethereum: 'https://github.com/risc0/risc0-ethereum',
  bonsaiApply: 'https://bonsai.xyz/apply',
  bonsaiApiDocs: 'https://api.bonsai.xyz/swagger-ui',
  riscvSpec: 'https://riscv.org/technical/specifications/',
  pprof: 'https://github.com/google/pprof',
  rustAnalyzer: 'https://rust-analyzer.github.io/',
  foundry: 'https://book.getfoundry.sh/',
} as const;

export type ExternalLinkKey = keyof typeof externalLinks;
