import {describe, expect, it} from 'vitest';
import {repoRef, repoUrl} from '../repoUrl';

describe('repoUrl', () => {
  it('follows main for the unreleased docs', () => {
    expect(repoRef('current')).toBe('main');
    expect(repoUrl('examples/composition', 'current')).toBe(
      'https://github.com/risc0/risc0/tree/main/examples/composition',
    );
  });

  it('uses the release branch of a released version', () => {
    expect(repoUrl('/examples/ecdsa', '1.2')).toBe('https://github.com/risc0/risc0/tree/release-1.2/examples/ecdsa');
    expect(repoUrl('contracts', '1.2', 'risc0-ethereum')).toBe(
      'https://github.com/risc0/risc0-ethereum/tree/release-1.2/contracts',
    );
  });

  it('links a given branch or tag instead, for a file that has left the version branch', () => {
    expect(repoUrl('examples/zkevm-demo', '1.1', 'risc0', 'v1.1.3')).toBe(
      'https://github.com/risc0/risc0/tree/v1.1.3/examples/zkevm-demo',
    );
  });

  it('links the branch itself for an empty path', () => {
    expect(repoUrl('', '1.0')).toBe('https://github.com/risc0/risc0/tree/release-1.0');
  });
});
