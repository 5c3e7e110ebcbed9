/**
 * Ejected from @docusaurus/theme-search-algolia 3.10 (SearchBar), because
 * these must change and no prop reaches them:
 * - start-up cost: the button and shortcuts are ours (SearchButton,
 *   useSearchShortcuts) and DocSearch's modal, with our search client, loads
 *   from its own chunk (./SearchModal) on the first sign of intent;
 * - the preconnect hint to the hosted service is rendered only in hosted mode;
 * - in the default mode the modal searches the embedded index.
 * Written for @docsearch/react 3.9, whose modal has the spec's 64-character
 * input, 10/5-word snippets and client timeouts; Ask AI (v4 only) is left out.
 */
import {useCallback, useRef, useState, type ComponentType, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {SearchButton} from '@site/src/components/Search/SearchButton';
import {useSearchShortcuts} from '@site/src/components/Search/useSearchShortcuts';
import {isEmbeddedSearch} from '@site/src/config/search';
import type {AlgoliaConfig} from './config';

type ModalProps = {
  config: AlgoliaConfig;
  container: HTMLElement;
  initialQuery: string | undefined;
  onClose: () => void;
};

let SearchModal: ComponentType<ModalProps> | null = null;

function loadSearchModal(): Promise<void> {
  if (SearchModal) return Promise.resolve();
  return Promise.all([
    import(/* webpackChunkName: "docsearch-modal" */ './SearchModal'),
    // @docsearch/react declares no side effects, so a static import of its
    // stylesheet would be dropped from the bundle; ours comes after it, since
    // it overrides some of its rules.
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([module]) => {
    SearchModal = module.default;
  });
}

function preload(): void {
  void loadSearchModal();
}

function SearchBarWithConfig(config: AlgoliaConfig): ReactNode {
  const embedded = isEmbeddedSearch(config.appId);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  // What had focus when the modal opened: Ctrl+K or / can open it from a link in the page.
  const openedFrom = useRef<HTMLElement | null>(null);

  const openModal = useCallback(() => {
    const focused = document.activeElement;
    openedFrom.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    if (!container.current) {
      const element = document.createElement('div');
      // Lets styles.css drop the hosted service's logo in embedded mode.
      element.dataset.searchBackend = embedded ? 'embedded' : 'hosted';
      container.current = element;
      document.body.insertBefore(element, document.body.firstChild);
    }
    void loadSearchModal().then(() => setIsOpen(true));
  }, [embedded]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  /**
   * Closed from the keyboard (Escape, or the shortcut again), which never
   * navigates: focus goes back to where the reader was, without scrolling to
   * it. A chosen result or a click outside closes through `closeModal`.
   */
  const dismissModal = useCallback(() => {
    const from = openedFrom.current;
    closeModal();
    if (from?.isConnected) from.focus({preventScroll: true});
  }, [closeModal]);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // Keep the typed key: it becomes the first letter of the query.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useSearchShortcuts({isOpen, onOpen: openModal, onClose: dismissModal, onInput: handleInput, buttonRef});

  // The modal's strings (@theme/SearchTranslations) load with the modal.
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
  const buttonText = config.translations?.button ?? {buttonText: label, buttonAriaLabel: label};
  return (
    <>
      {!embedded && (
        <Head>
          {/* Hosted mode only: lets the browser connect to the search cluster early. */}
          <link rel="preconnect" href={`https://${config.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton
        ref={buttonRef}
        text={buttonText?.buttonText}
        ariaLabel={buttonText?.buttonAriaLabel}
        onTouchStart={preload}
        onFocus={preload}
        onMouseOver={preload}
        onClick={openModal}
      />
      {isOpen && SearchModal && container.current && (
        <SearchModal config={config} container={container.current} initialQuery={initialQuery} onClose={closeModal} />
      )}
    </>
  );
}

export default function SearchBar(props: Partial<AlgoliaConfig>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <SearchBarWithConfig {...(siteConfig.themeConfig.algolia as AlgoliaConfig)} {...props} />;
}
