import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Sidebar of the unreleased ('next') API docs. Released versions keep a
 * snapshot in api_versioned_sidebars/, taken when the version was cut.
 */
const sidebars = {
  api: [
    'introduction',
    'use-cases',
    'getting-started',
    {
      type: 'category',
      label: 'Build with the zkVM',
      collapsed: false,
      link: {
        type: 'doc',
        id: 'zkvm/zkvm-overview',
      },
      items: [
        'zkvm/install',
        'zkvm/quickstart',
        {
          type: 'category',
          label: 'Tutorials',
          collapsed: true,
          link: {
            type: 'doc',
            id: 'zkvm/tutorials/overview',
          },
          items: ['zkvm/tutorials/hello-world', 'zkvm/tutorials/io'],
        },
        'zkvm/guest-code-101',
        'zkvm/host-code-101',
        'zkvm/receipts',
        'zkvm/composition',
        'zkvm/precompiles',
        'zkvm/rust-resources',
        'zkvm/rust-crates-with-cpp',
        'best-practice-for-vscode',
        'zkvm/examples',
      ],
    },
    {
      type: 'category',
      label: 'Generating Proofs',
      collapsed: true,
      items: [
        'generating-proofs/proving-options',
        'generating-proofs/dev-mode',
        'generating-proofs/local-proving',
        'generating-proofs/remote-proving',
      ],
    },
    {
      type: 'category',
      label: 'Optimizing',
      collapsed: true,
      items: ['zkvm/optimization', 'zkvm/profiling', 'zkvm/benchmarks'],
    },
    {
      type: 'category',
      label: 'Blockchain Integration',
      collapsed: true,
      items: [
        'blockchain-integration/bonsai-on-eth',
        'blockchain-integration/contracts/verifier',
        'blockchain-integration/eth-examples',
      ],
    },
    {
      type: 'category',
      label: 'Security',
      collapsed: true,
      items: ['security-model', 'trusted-setup-ceremony', 'secure-sdlc'],
    },
    {
      type: 'category',
      label: 'Technical Reference',
      collapsed: true,
      items: ['recursion', 'zkvm/zkvm-specification'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
