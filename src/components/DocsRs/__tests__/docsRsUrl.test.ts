import {describe, expect, it} from 'vitest';
import {docsRsUrl} from '../docsRsUrl';

describe('docsRsUrl', () => {
  it('links a released docs version to its own minor line', () => {
    expect(docsRsUrl('risc0_zkvm/struct.Receipt.html', '1.2')).toBe(
      'https://docs.rs/risc0-zkvm/1.2/risc0_zkvm/struct.Receipt.html',
    );
  });

  it('links the unreleased docs to the release line they describe', () => {
    expect(docsRsUrl('risc0_zkvm/fn.default_prover.html', 'current')).toBe(
      'https://docs.rs/risc0-zkvm/1.3/risc0_zkvm/fn.default_prover.html',
    );
  });

  it('derives the crate from the module path, with an explicit version where it differs', () => {
    expect(docsRsUrl('bonsai_sdk/index.html', '0.19', '0.5')).toBe(
      'https://docs.rs/bonsai-sdk/0.5/bonsai_sdk/index.html',
    );
  });
});
