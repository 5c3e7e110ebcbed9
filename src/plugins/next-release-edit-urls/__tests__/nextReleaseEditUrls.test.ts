import {describe, expect, it} from 'vitest';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {nextReleaseEditUrls} from '..';

type Doc = {id: string; editUrl?: string | null};

// Only the fields the plugin reads.
function instance(versions: Record<string, Doc[]>): LoadedContent {
  return {
    loadedVersions: Object.entries(versions).map(([versionName, docs]) => ({versionName, docs})),
  } as unknown as LoadedContent;
}

describe('nextReleaseEditUrls', () => {
  it("maps the next release's doc ids to their edit URLs, for versioned instances only", () => {
    const result = nextReleaseEditUrls({
      default: instance({current: [{id: 'faq', editUrl: 'https://e/docs/faq.md'}]}),
      api: instance({
        current: [
          {id: 'zkvm/receipts', editUrl: 'https://e/api/zkvm/receipts.md'},
          {id: 'zkvm/draft', editUrl: undefined},
        ],
        '1.1': [{id: 'zkvm/receipts', editUrl: 'https://e/api_versioned_docs/version-1.1/zkvm/receipts.md'}],
      }),
    });
    expect(result).toEqual({api: {'zkvm/receipts': 'https://e/api/zkvm/receipts.md'}});
  });

  it('has nothing for an instance built without its next release', () => {
    expect(nextReleaseEditUrls({api: instance({'1.2': [{id: 'a', editUrl: 'https://e/a.md'}], '1.1': []})})).toEqual(
      {},
    );
  });
});
