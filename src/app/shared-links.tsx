/**
 * Watches the address for a shared link (`#share/…`): when the page starts with one, and when one
 * is opened in a page already showing the builder (only the fragment changes). The fragment is
 * taken out of the address at once, so a reload, a bookmark or a shared screen keeps no copy of
 * it; what it holds is read and shown by `shared-link-dialogs.tsx`, whose code loads only then.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { isShareLink } from '../archive/share-link-mark';
import type { SharedLinkDialogsProps } from './shared-link-dialogs';

const SharedLinkDialogs = lazy(() => import('./shared-link-dialogs'));

type SharedLinksProps = Omit<SharedLinkDialogsProps, 'fragment' | 'onDone'>;

export function SharedLinks(props: SharedLinksProps) {
  const [fragment, setFragment] = useState<string>();
  useEffect(() => {
    const take = () => {
      const { hash, pathname, search } = window.location;
      if (!isShareLink(hash)) return;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
      setFragment(hash);
    };
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, []);
  if (fragment === undefined) return null;
  return (
    <Suspense fallback={null}>
      <SharedLinkDialogs
        key={fragment}
        fragment={fragment}
        {...props}
        onDone={() => setFragment(undefined)}
      />
    </Suspense>
  );
}
