/** Empty, not-found and error states: an icon, a heading, a line of text and action buttons. */
import { Suspense, type ReactNode } from 'react';

export function StatePanel({
  title,
  text,
  icon,
  children,
  headingLevel = 2,
}: {
  title: string;
  text?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as 'h1' | 'h2' | 'h3';
  return (
    <div className="state-panel">
      {icon && <div className="state-panel__icon">{icon}</div>}
      <Heading className="state-panel__title">{title}</Heading>
      {text && <p className="state-panel__text">{text}</p>}
      {children && <div className="state-panel__actions">{children}</div>}
    </div>
  );
}

export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <div className="loading-text" role="status">
      <span className="spinner" aria-hidden="true" />
      {children}
    </div>
  );
}

/** Shows "Loading..." while what it wraps is still loading (a page's chunk, the back office). */
export function LoadingBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingText>Loading...</LoadingText>}>{children}</Suspense>;
}

export function Skeleton({ className }: { className?: string }) {
  return <div className={`skeleton ${className ?? ''}`} aria-hidden="true" />;
}

export function CardSkeleton() {
  return (
    <div className="card card--skeleton" aria-hidden="true">
      <Skeleton className="skeleton--media" />
      <div className="card__body">
        <Skeleton className="skeleton--line skeleton--short" />
        <Skeleton className="skeleton--line" />
        <Skeleton className="skeleton--line" />
      </div>
    </div>
  );
}
