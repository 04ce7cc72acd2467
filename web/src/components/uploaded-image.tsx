import { imageSource } from '@skiff/sdk/domain';
import { type ReactNode, useState } from 'react';

/**
 * An image a user set (a workspace or organization logo, an avatar) from its reference: an https URL or the file id of
 * an upload (the SDK's `imageSource`). Without one, or when it cannot be loaded, `fallback` (an initial) instead.
 */
export function UploadedImage(props: {
  reference: string | null | undefined;
  alt: string;
  size: number;
  fallback: ReactNode;
}) {
  const src = imageSource(props.reference);
  // The address that failed to load: a new reference (a logo just uploaded) is tried again.
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src) return <>{props.fallback}</>;
  return (
    <img
      className="uploaded-image"
      src={src}
      alt={props.alt}
      width={props.size}
      height={props.size}
      onError={() => setFailed(src)}
    />
  );
}
