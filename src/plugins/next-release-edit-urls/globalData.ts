/** Shared by the plugin (build time) and the edit links (browser). */
export const NEXT_RELEASE_EDIT_URLS = 'next-release-edit-urls';

/** Per versioned docs instance: the edit URL of each doc of its next release, by doc id. */
export type NextReleaseEditUrls = Record<string, Record<string, string>>;
