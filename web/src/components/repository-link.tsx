import { stripControlSequences } from '@skiff/sdk/domain';

/** A template's repository: a link with its provider when the address is https, else the address as text. */
export function RepositoryLink({ url, provider }: { url: string | null | undefined; provider?: string | null }) {
  const address = stripControlSequences(url ?? '');
  if (!address.startsWith('https://')) return <>{address}</>;
  return (
    <a href={address} rel="noreferrer" target="_blank">
      {stripControlSequences(provider ?? 'repository')}: {address}
    </a>
  );
}
