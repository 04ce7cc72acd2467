/** One labelled number inside a `<dl>`. */
export function Counter({ label, value }: { label: string; value: number | null | undefined }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value ?? 0}</dd>
    </div>
  );
}
