/** External destinations shared by the navbar, footer and pages. */
export const externalLinks = {
  github: 'https://github.com/risc0/risc0',
  blog: 'https://risczero.com/blog',
  discord: 'https://discord.gg/risczero',
  twitter: 'https://twitter.com/RiscZero',
  youtube: 'https://www.youtube.com/@risczero',
  stackOverflow: 'https://stackoverflow.com/questions/tagged/risczero',
  docsRs: 'https://docs.rs/risc0-zkvm',
  talksPlaylist: 'https://www.youtube.com/playlist?list=PLcPzhUaCxlCgCvzkkaBWzVuHdBRsTNxj1',
} as const;
