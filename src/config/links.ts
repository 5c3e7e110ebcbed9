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
  zeth: 'https://github.com/risc0/zeth',
  auditZkvmCircuits: 'https://github.com/risc0/rz-security/blob/main/audits/zkVM/hexens_zkVM_20231031.pdf',
  auditStarkToSnark:
    'https://github.com/risc0/rz-security/blob/main/audits/circuits/hexens_v1c_stark2snark_20240520.pdf',
  auditVerifierContracts:
    'https://github.com/risc0/rz-security/blob/main/audits/contracts/hexens_verifiercontract_20240605.pdf',
  audits: 'https://github.com/risc0/rz-security/tree/main/audits',
  ceremonyProject: 'https://ceremony.pse.dev/projects/RISC%20Zero%20STARK-to-SNARK%20Prover',
  ceremonyFinalZkey: 'https://risc0-artifacts.s3.us-west-2.amazonaws.com/zkey/2024-05-17.1/stark_verify_final.zkey.gz',
  ceremonyR1cs: 'https://risc0-artifacts.s3.us-west-2.amazonaws.com/tsc/2024-04-04/stark_verify.r1cs',
  ceremonyPowersOfTau:
    'https://risc0-artifacts.s3.us-west-2.amazonaws.com/tsc/2024-04-04/powersOfTau28_hez_final_23.ptau',
  ceremonyStarkVerifyCircom:
    'https://github.com/risc0/risc0/blob/d4e427283027c28b38b8eda1562e8e0e68d1b0e2/compact_proof/groth16/stark_verify.circom',
  ceremonyRisc0Circom:
    'https://github.com/risc0/risc0/blob/d4e427283027c28b38b8eda1562e8e0e68d1b0e2/compact_proof/groth16/risc0.circom',
  ceremonyP0tionConfig:
    'https://github.com/risc0/risc0/blob/d4e427283027c28b38b8eda1562e8e0e68d1b0e2/compact_proof/groth16/p0tionConfig.json',
  bonsaiPay: 'https://risczero.com/news/bonsai-pay',
  cratesValidation: 'https://reports.risczero.com/crates-validation',
  reports: 'https://reports.risczero.com',
  pse: 'https://pse.dev',
  bugBounty: 'https://hackenproof.com/risc-zero/risc-zero-zkvm',
  goInstall: 'https://go.dev/doc/install',
  zcashBn254Discussion: 'https://github.com/zcash/zcash/issues/714',
  securityAdvisories: 'https://github.com/risc0/risc0/security',
  p0tion: 'https://github.com/privacy-scaling-explorations/p0tion',
  definitelySetup: 'https://github.com/privacy-scaling-explorations/DefinitelySetup',
  snarkjs: 'https://github.com/iden3/snarkjs',
  ethStarkPaper: 'https://eprint.iacr.org/2021/582',
  proximityGapsPaper: 'https://eprint.iacr.org/2020/654',
  eip197: 'https://eips.ethereum.org/EIPS/eip-197',
  ccCrate: 'https://docs.rs/cc',
  circomInstall: 'https://docs.circom.io/getting-started/installation/',
  rustByExample: 'https://doc.rust-lang.org/rust-by-example/',
  cargoOverridingDependencies: 'https://doc.rust-lang.org/cargo/reference/overriding-dependencies.html',
  cargoBook: 'https://doc.rust-lang.org/cargo/',
  governanceExample12: 'https://github.com/risc0/risc0-ethereum/tree/release-1.2/examples/governance',
  proofSystemPaper: 'https://www.risczero.com/proof-system-in-detail.pdf',
  guestWorkarounds: 'https://github.com/risc0/risc0/issues?q=is%3Aissue+is%3Aopen+label%3A%22rust+guest+workarounds%22',
  studyClubPlaylist: 'https://www.youtube.com/playlist?list=PLcPzhUaCxlCjdhONxEYZ1dgKjZh3ZvPtl',
  educationDatabase:
    'https://risczero.notion.site/5a335a1d29b44cb48c44b36ae66f366f?v=95cda72e39d3403fbfb59884afb0045d&pvs=4',
  reproducibleBuildsPr: 'https://github.com/risc0/risc0/pull/799',
  winterfell: 'https://github.com/facebook/winterfell',
  logUpPaper: 'https://eprint.iacr.org/2022/1530',
  plookupPaper: 'https://eprint.iacr.org/2020/315',
  plonkPaper: 'https://eprint.iacr.org/2019/953',
  starkPaper: 'https://eprint.iacr.org/2018/046',
  arithmeticCircuitsWiki: 'https://en.wikipedia.org/wiki/Arithmetic_circuit_complexity',
  bonsaiFoundryTemplate: 'https://github.com/risc0/bonsai-foundry-template',
  datasheetPdf: 'https://dev.risczero.com/datasheet.pdf',
  zkpoex: 'https://www.risczero.com/news/zkpoex',
  sepoliaVerifier020: 'https://sepolia.etherscan.io/address/0x83c2e9cd64b2a16d3908e94c7654f3864212e2f8',
  datasheet10: 'https://reports.risczero.com/release-1.0/datasheet',
  datasheet021: 'https://reports.risczero.com/release-0.21/datasheet',
  verifierContracts021: 'https://github.com/risc0/risc0-ethereum/tree/release-0.10/contracts/src',
  groth16Verifier020:
    'https://github.com/risc0/risc0-ethereum/blob/release-0.7/contracts/src/groth16/RiscZeroGroth16Verifier.sol',
  verifierInterface020: 'https://github.com/risc0/risc0-ethereum/blob/release-0.7/contracts/src/IRiscZeroVerifier.sol',
  countsTool: 'https://github.com/nnethercote/counts',
  cargoBinstall: 'https://github.com/cargo-bins/cargo-binstall',
  alloy: 'https://github.com/alloy-rs',
} as const;

/**
 * The URL of a key, for `<ExtLink to="key">` in pages (resolved when the page
 * compiles, and again for its Markdown twin). MDX is not type-checked, so an
 * unknown key is an error here.
 */
export function externalLinkUrl(key: string): string {
  const url: string | undefined = (externalLinks as Record<string, string>)[key];
  if (url === undefined) throw new Error(`unknown ExtLink key "${key}" (see src/config/links.ts)`);
  return url;
}
