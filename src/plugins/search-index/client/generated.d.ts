// The head loader module the search-index plugin generates at build time.
declare module '@generated/search-index/default/heads.js' {
  const loaders: Record<string, () => Promise<{default: unknown}>>;
  export default loaders;
}
