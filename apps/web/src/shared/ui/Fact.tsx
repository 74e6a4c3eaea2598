import type { ReactNode } from 'react';

/** One term and its value in a `dl.facts` list (the div keeps the pair together as one item of the wrapping row). */
export function Fact({
  label,
  children,
  className,
  testId,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
