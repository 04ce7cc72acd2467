import { useEffect } from 'react';
import { storeMarketplaceToken } from '../../session/landing-storage.js';
import { useProfile } from '../../session/profile-context.js';
import { DelayedRedirect } from './delayed-redirect.js';
import { MARKETPLACE_TOKEN_PARAM } from './landing-redirects.js';

const toWorkspaces = () => '/workspaces';

/**
 * /marketplace-callback?mpToken= (spec 003 section 2): keeps the token for this tab (taken out of the address bar at
 * once), loads the profile again with it, shows a spinner and goes to /workspaces after 1 second.
 */
export function MarketplaceCallbackPage() {
  const { reload } = useProfile();
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get(MARKETPLACE_TOKEN_PARAM);
    window.history.replaceState(null, '', window.location.pathname);
    if (token) {
      storeMarketplaceToken(token);
      reload();
    }
  }, [reload]);
  return <DelayedRedirect title="Marketplace" to={toWorkspaces} />;
}
