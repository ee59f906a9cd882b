import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { LogoMark } from '@/components/logo.tsx';

export interface AuthCardProps {
  title: string;
  description: string;
  children: ReactNode;
  /** The line under the card that links to the other form. */
  footer: ReactNode;
}

/** The centred card that holds the sign-in and sign-up forms. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="relative flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(ellipse_at_top,var(--brand-soft),transparent_70%)]"
      />
      <div className="flex w-full max-w-md flex-col gap-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <LogoMark className="size-10" />
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <Card>
          <CardContent>{children}</CardContent>
        </Card>
        <p className="text-center text-sm text-muted-foreground">{footer}</p>
      </div>
    </div>
  );
}
