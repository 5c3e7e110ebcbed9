import {describe, expect, it} from 'vitest';
import {editLinks} from '../editLinks';

const BASE = 'https://github.com/owner/docs/edit/main/';
const next = {'zkvm/receipts': `${BASE}api/zkvm/receipts.md`};

/** A doc of a released version, as useDoc() and useDocsVersion() describe it. */
function released(id: string, version: string) {
  return {id, editUrl: `${BASE}api_versioned_docs/version-${version}/${id}.md`, version, versionLabel: version};
}

describe('editLinks', () => {
  it('gives an unversioned or next-release page one link, to its own file', () => {
    const doc = {id: 'zkvm/receipts', editUrl: `${BASE}api/zkvm/receipts.md`, version: 'current', versionLabel: 'Next'};
    expect(editLinks(doc, next)).toEqual([{kind: 'page', href: doc.editUrl}]);
  });

  it('gives a released page its own file and the next release file', () => {
    const doc = released('zkvm/receipts', '1.1');
    expect(editLinks(doc, next)).toEqual([
      {kind: 'release', href: doc.editUrl, release: '1.1'},
      {kind: 'next-release', href: next['zkvm/receipts']},
    ]);
  });

  it('offers no next-release link for a page the next release dropped', () => {
    const doc = released('bonsai/quickstart', '0.19');
    expect(editLinks(doc, next)).toEqual([{kind: 'release', href: doc.editUrl, release: '0.19'}]);
  });
});
