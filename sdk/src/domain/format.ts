/** Formatting shared by every front end. */

/** Spec 000 section 9: dates as YYYY/MM/DD HH:mm:ss (local time); unparseable input is returned as it came. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}/${two(date.getMonth() + 1)}/${two(date.getDate())} ` +
    `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
  );
}

/** Spec 000 section 1: the cloud providers' names as users know them. */
const CLOUD_PROVIDER_LABELS: Readonly<Record<string, string>> = {
  AWS: 'AWS',
  DIGITAL_OCEAN: 'Digital Ocean',
  AZURE: 'Azure',
  GCP: 'GCP',
};

export function cloudProviderLabel(provider: string | null | undefined): string {
  if (!provider) return '';
  return CLOUD_PROVIDER_LABELS[provider] ?? provider;
}

/** A task action name for people: `DEPLOY_APPLICATION` -> `Deploy application`. */
export function humanAction(action: string | null | undefined): string {
  if (!action) return '';
  const words = action.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
