import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Link from '@docusaurus/Link';
import {usePluginData} from '@docusaurus/useGlobalData';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import IconEdit from '@theme/Icon/Edit';
import type {Props} from '@theme/EditThisPage';
import {editLinks, type EditLink} from '@site/src/components/EditLinks/editLinks';
import {NEXT_RELEASE_EDIT_URLS, type NextReleaseEditUrls} from '@site/src/plugins/next-release-edit-urls/globalData';
import styles from './styles.module.css';

function Label({link}: {link: EditLink}): ReactNode {
  switch (link.kind) {
    case 'page':
      return (
        <Translate id="theme.common.editThisPage" description="The link label to edit the current page">
          Edit this page
        </Translate>
      );
    case 'release':
      return (
        <Translate
          id="theme.docs.editThisPage.release"
          description="The link label to edit a released version's copy of the current page"
          values={{release: link.release}}>
          {'Edit this page for release {release}'}
        </Translate>
      );
    case 'next-release':
      return (
        <Translate
          id="theme.docs.editThisPage.nextRelease"
          description="The link label to edit the next release's copy of the current page">
          {"Edit the next release's page"}
        </Translate>
      );
  }
}

// Ejected: the stock component is one link. A released version's page is a
// frozen copy, so it links its own file and, when it exists, the next
// release's file. Only doc pages render this (the site has no blog).
export default function EditThisPage({editUrl}: Props): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const nextEditUrls = usePluginData(NEXT_RELEASE_EDIT_URLS, undefined, {failfast: true}) as NextReleaseEditUrls;
  const links = editLinks(
    {id: metadata.id, editUrl, version: version.version, versionLabel: version.label},
    nextEditUrls[version.pluginId] ?? {},
  );
  return (
    <div className={styles.editLinks}>
      {links.map((link) => (
        <Link key={link.kind} to={link.href} className={ThemeClassNames.common.editThisPage}>
          <IconEdit />
          <Label link={link} />
        </Link>
      ))}
    </div>
  );
}
